/** Widths the API serves for stored images (`/api/files/<name>?w=640`). */
const WIDTHS = [320, 640, 960, 1280] as const;

/**
 * `src`, `srcSet` and `sizes` for an image stored by the API, so the browser
 * downloads the width its slot needs. Other URLs pass through untouched.
 */
export function responsiveImage(
  url: string | null | undefined,
  sizes: string,
): { src?: string; srcSet?: string; sizes?: string } {
  if (!url) return {};
  if (!/^\/api\/files\/[^?#]+\.(jpe?g|png)$/i.test(url)) return { src: url };
  return {
    src: `${url}?w=640`,
    srcSet: WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(', '),
    sizes,
  };
}

/** The slot of a content card: full width on phones, two columns on tablets, ~320 px on desktops. */
export const CARD_SIZES = '(max-width: 600px) 100vw, (max-width: 1100px) 50vw, 320px';

/**
 * Starts downloading a picture the first paint will show (the page's largest paint), with the
 * same `srcset` and `sizes` as its <img>, so the browser picks the same file and uses it.
 */
export function preloadImage(url: string | null | undefined, sizes: string): void {
  if (!url || typeof document === 'undefined') return;
  const { src, srcSet } = responsiveImage(url, sizes);
  if (!src) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  if (srcSet) {
    link.imageSrcset = srcSet;
    link.imageSizes = sizes;
  }
  link.fetchPriority = 'high';
  document.head.append(link);
}
