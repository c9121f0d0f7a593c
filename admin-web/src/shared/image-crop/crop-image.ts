import type { Area } from 'react-easy-crop';

/** JPG quality of every cropped image. */
export const CROP_JPEG_QUALITY = 0.9;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Não foi possível ler a imagem.'));
    image.src = src;
  });
}

/** The centred area of `aspect` inside a `width`×`height` picture. */
function centredArea(width: number, height: number, aspect: number): Area {
  const w = Math.min(width, height * aspect);
  const h = w / aspect;
  return { x: (width - w) / 2, y: (height - h) / 2, width: w, height: h };
}

/**
 * Cuts `area` (pixels of the original) out of the picture at `src` and
 * encodes it as JPG (`toBlob('image/jpeg', 0.9)`), on a white background so
 * transparent PNG parts do not turn black. Without an area, the centred
 * `aspect` area is used.
 */
export async function cropToJpeg(source: Blob, area: Area | null, aspect: number): Promise<File> {
  const src = URL.createObjectURL(source);
  try {
    return await cropUrl(src, area, aspect);
  } finally {
    URL.revokeObjectURL(src);
  }
}

async function cropUrl(src: string, area: Area | null, aspect: number): Promise<File> {
  const image = await loadImage(src);
  const cut = area ?? centredArea(image.naturalWidth, image.naturalHeight, aspect);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(cut.width));
  canvas.height = Math.max(1, Math.round(cut.height));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Não foi possível recortar a imagem.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, cut.x, cut.y, cut.width, cut.height, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', CROP_JPEG_QUALITY),
  );
  if (!blob) throw new Error('Não foi possível recortar a imagem.');
  return new File([blob], 'imagem.jpg', { type: 'image/jpeg' });
}
