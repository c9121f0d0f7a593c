import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { acceptHint } from '../uploads/uploads';
import { chosenCount, FilePicker } from './file-picker';
import { FormField } from './form-field';
import './gallery-photos-field.css';

/** A photo already saved in a record's gallery. */
export interface SavedPhoto {
  id: string | number;
  /** URL. */
  file: string;
}

/**
 * The photo gallery of a register form (places, events): the picker for new photos, then the
 * saved photos ('Remover foto N', the caller decides what removing means) and the picked ones
 * not sent yet ('Retirar <nome>').
 */
export function GalleryPhotosField<P extends SavedPhoto>({
  id,
  listLabel,
  error,
  saved,
  picked,
  onPick,
  onRemoveSaved,
  onRemovePicked,
}: {
  id: string;
  /** Accessible name of the list of photos, e.g. 'Fotos do local'. */
  listLabel: string;
  error?: string | false | null;
  saved: readonly P[];
  picked: readonly File[];
  onPick: (files: File[]) => void;
  onRemoveSaved: (photo: P) => void;
  onRemovePicked: (index: number) => void;
}) {
  return (
    <>
      <FormField id={id} label="Galeria de fotos" error={error} extra={acceptHint('image')}>
        {(a11y) => (
          <FilePicker
            {...a11y}
            kind="image"
            multiple
            status={chosenCount(picked.length)}
            onPick={onPick}
          />
        )}
      </FormField>
      {(saved.length > 0 || picked.length > 0) && (
        <ul className="gallery-photos" aria-label={listLabel}>
          {saved.map((photo, index) => (
            <li key={photo.id} className="gallery-photos__photo">
              <img src={photo.file} alt={`Foto ${index + 1}`} />
              <Button
                danger
                size="small"
                icon={<DeleteOutlined aria-hidden />}
                onClick={() => onRemoveSaved(photo)}
              >
                Remover foto {index + 1}
              </Button>
            </li>
          ))}
          {picked.map((file, index) => (
            <li key={`new-${index}`} className="gallery-photos__photo">
              <span>{file.name}</span>
              <Button size="small" onClick={() => onRemovePicked(index)}>
                Retirar {file.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
