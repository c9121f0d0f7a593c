import { Button, Modal, Slider } from 'antd';
import { useEffect, useState, type ChangeEvent } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { cropToJpeg } from './crop-image';
import './image-crop-field.css';

/** What the cropper takes in (the output is always JPG). */
export const CROP_INPUT_ACCEPT = '.jpg,.jpeg,.png';
const CROP_INPUT_TYPES = ['image/jpeg', 'image/png'];
const CROP_INPUT_EXTENSIONS = /\.(jpe?g|png)$/i;
export const CROP_WRONG_TYPE = 'Escolha uma imagem .jpg, .jpeg ou .png.';

/** 16:9, the covers' and thumbnails' ratio. */
export const COVER_ASPECT = 16 / 9;

export interface ImageCropFieldProps {
  /** Ties the file input to its label (FormField's id). */
  id: string;
  /** The cropped picture chosen in this form, or null. */
  value: File | null;
  /** The saved picture's URL, shown while no new one was cropped. */
  currentUrl?: string | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  aspect?: number;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * An image field with a cropper: pick a .jpg/.jpeg/.png, crop it in a dialog
 * at `aspect` (16:9 by default), and 'Salvar' hands a JPG File to `onChange`.
 * Shows the preview of the cropped (or the saved) picture.
 */
export function ImageCropField({
  id,
  value,
  currentUrl,
  onChange,
  onBlur,
  aspect = COVER_ASPECT,
  ...a11y
}: ImageCropFieldProps) {
  const [source, setSource] = useState<File | null>(null);
  const sourceUrl = useObjectUrl(source);
  const previewUrl = useObjectUrl(value);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    onBlur?.();
    if (!file) return;
    if (!CROP_INPUT_TYPES.includes(file.type) && !CROP_INPUT_EXTENSIONS.test(file.name)) {
      setProblem(CROP_WRONG_TYPE);
      return;
    }
    setProblem(null);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setSource(file);
  };

  const save = async () => {
    if (!source) return;
    setSaving(true);
    try {
      onChange(await cropToJpeg(source, area, aspect));
      setSource(null);
    } catch (error) {
      console.error('Falha ao recortar a imagem', error);
      setProblem(error instanceof Error ? error.message : 'Não foi possível recortar a imagem.');
    } finally {
      setSaving(false);
    }
  };

  const shown = previewUrl ?? currentUrl ?? null;
  const problemId = `${id}-problem`;
  const describedBy =
    [a11y['aria-describedby'], problem ? problemId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="image-crop">
      {shown ? (
        <img className="image-crop__preview" src={shown} alt="Pré-visualização da imagem" />
      ) : (
        <div className="image-crop__empty">Nenhuma imagem escolhida</div>
      )}
      <div className="image-crop__actions">
        <input
          id={id}
          type="file"
          accept={CROP_INPUT_ACCEPT}
          className="image-crop__input"
          onChange={pick}
          aria-invalid={a11y['aria-invalid']}
          aria-required={a11y['aria-required']}
          aria-describedby={describedBy}
        />
        {value && (
          <Button size="small" onClick={() => onChange(null)}>
            Remover recorte
          </Button>
        )}
      </div>
      {problem && (
        <div id={problemId} className="image-crop__problem" role="alert">
          {problem}
        </div>
      )}
      <Modal
        open={source !== null}
        title="Recortar imagem"
        okText="Salvar"
        cancelText="Cancelar"
        confirmLoading={saving}
        onOk={() => void save()}
        onCancel={() => setSource(null)}
        destroyOnHidden
        mask={{ closable: false }}
        width={720}
      >
        <div className="image-crop__stage">
          {sourceUrl && (
            <Cropper
              image={sourceUrl}
              crop={crop}
              zoom={zoom}
              aspect={aspect}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          )}
        </div>
        <label className="image-crop__zoom">
          <span>Zoom</span>
          <Slider
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={(next: number) => setZoom(next)}
            aria-label="Zoom"
          />
        </label>
      </Modal>
    </div>
  );
}
