import { Button, Modal, Slider } from 'antd';
import { useEffect, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { FilePicker } from '../forms/file-picker';
import { accepts, acceptHint, type UploadKind } from '../uploads/uploads';
import { cropToJpeg } from './crop-image';
import './image-crop-field.css';

/** Shown when the picture chosen is not of the field's kind: 'Escolha uma imagem .jpg.' */
export function cropWrongType(kind: UploadKind): string {
  return `Escolha uma imagem ${acceptHint(kind)}.`;
}

/** 16:9, the covers' and thumbnails' ratio. */
export const COVER_ASPECT = 16 / 9;

export interface ImageCropFieldProps {
  /** Ties the file input to its label (FormField's id). */
  id: string;
  /**
   * What the picker takes in: 'jpegImage' (.jpg only: news images, gallery
   * covers) or 'image' (.png, .jpg, .jpeg). The cropped result is always JPG.
   */
  kind?: UploadKind;
  /** The cropped picture chosen in this form, or null. */
  value: File | null;
  /** The saved picture's URL, shown while no new one was cropped. */
  currentUrl?: string | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  aspect?: number;
  /** The saved picture is marked for removal (offered when `onRemoveChange` is given). */
  removed?: boolean;
  onRemoveChange?: (removed: boolean) => void;
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
 * An image field with a cropper: pick a picture of `kind`, crop it in a dialog
 * at `aspect` (16:9 by default), and 'Salvar' hands a JPG File to `onChange`.
 * Shows the preview of the cropped (or the saved) picture.
 */
export function ImageCropField({
  id,
  kind = 'image',
  value,
  currentUrl,
  onChange,
  onBlur,
  aspect = COVER_ASPECT,
  removed = false,
  onRemoveChange,
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

  const pick = (file: File | undefined) => {
    onBlur?.();
    if (!file) return;
    if (!accepts(kind, file)) {
      setProblem(cropWrongType(kind));
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

  const saved = removed ? null : (currentUrl ?? null);
  const shown = previewUrl ?? saved;
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
        <FilePicker
          id={id}
          kind={kind}
          status={value ? 'Imagem recortada' : null}
          onPick={([file]) => pick(file)}
          aria-invalid={a11y['aria-invalid']}
          aria-required={a11y['aria-required']}
          aria-describedby={describedBy}
        />
        {value && (
          <Button size="small" onClick={() => onChange(null)}>
            Remover recorte
          </Button>
        )}
        {!value && currentUrl && onRemoveChange && (
          <Button size="small" danger={!removed} onClick={() => onRemoveChange(!removed)}>
            {removed ? 'Manter imagem' : 'Remover imagem'}
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
        // Over the whole page, not inside the form's dialog (which places its pop-ups within).
        getContainer={() => document.body}
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
