import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { acceptHint, type UploadKind } from '../uploads/uploads';
import { FileInput } from './file-input';
import { chosenCount, FilePicker } from './file-picker';
import { FormField } from './form-field';
import { BoundField, useBoundField, useRemovalFlag, type BoundFieldProps } from './formik-form';
import './files-field.css';

/**
 * One file (a document, a logo) bound to the form's field `name` (a File, null until one is
 * chosen): the saved one (`currentUrl`, removable when `removeName` names the form's boolean
 * saying so) and a picker for a new one.
 */
export function FileField({
  kind,
  image = false,
  currentUrl,
  removeName,
  ...bound
}: BoundFieldProps & {
  kind: UploadKind;
  /** The saved file is a picture (shown) rather than a link. */
  image?: boolean;
  currentUrl?: string | null;
  /** The form's boolean field marking the saved file for removal. */
  removeName?: string;
}) {
  const removal = useRemovalFlag(removeName);
  return (
    <BoundField<File | null> {...bound}>
      {(field, a11y) => (
        <FileInput
          {...a11y}
          kind={kind}
          image={image}
          value={field.value}
          currentUrl={currentUrl}
          onChange={field.choose}
          {...removal}
        />
      )}
    </BoundField>
  );
}

/** A file already saved in a record's list (a picture, or a video when its type says so). */
export interface SavedFile {
  id: string | number;
  /** URL. */
  file: string;
  mimeType?: string;
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Files picked in the form and added to the record's saved ones, bound to the form's field
 * `name` (a list of Files): the picker ('Escolher arquivos'), then the saved files ('Remover
 * <noun> N': the form decides what removing means) and the picked ones not sent yet
 * ('Retirar <nome>').
 */
export function FilesField<S extends SavedFile>({
  kind,
  noun,
  listLabel,
  saved = [],
  onRemoveSaved,
  removingId = null,
  ...bound
}: BoundFieldProps & {
  kind: UploadKind;
  /** What one file is called: 'foto' gives 'Foto 1' and 'Remover foto 1'. */
  noun: string;
  /** Accessible name of the list of files, e.g. 'Fotos do local'. */
  listLabel: string;
  saved?: readonly S[];
  onRemoveSaved?: (file: S) => void;
  /** The saved file being removed (its button spins). */
  removingId?: S['id'] | null;
}) {
  const field = useBoundField<File[]>(bound.name, bound.id);
  const picked = field.value;
  const Noun = capitalized(noun);
  return (
    <>
      <FormField
        id={field.id}
        label={bound.label}
        required={bound.required}
        error={field.error}
        extra={bound.extra}
      >
        {(a11y) => (
          <FilePicker
            {...a11y}
            kind={kind}
            multiple
            status={chosenCount(picked.length)}
            onPick={(files) => field.choose([...picked, ...files])}
          />
        )}
      </FormField>
      {(saved.length > 0 || picked.length > 0) && (
        <ul className="files-field" aria-label={listLabel}>
          {saved.map((item, index) => (
            <li key={item.id} className="files-field__file">
              {item.mimeType && !item.mimeType.startsWith('image/') ? (
                <video src={item.file} preload="metadata" aria-label={`${Noun} ${index + 1}`} />
              ) : (
                <img src={item.file} alt={`${Noun} ${index + 1}`} />
              )}
              <Button
                danger
                size="small"
                icon={<DeleteOutlined aria-hidden />}
                loading={removingId === item.id}
                onClick={() => onRemoveSaved?.(item)}
              >
                {`Remover ${noun} ${index + 1}`}
              </Button>
            </li>
          ))}
          {picked.map((file, index) => (
            <li key={`new-${index}`} className="files-field__file">
              <span>{file.name}</span>
              <Button
                size="small"
                onClick={() => field.change(picked.filter((_, i) => i !== index))}
              >
                Retirar {file.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The photo gallery of a register form (places, events), bound to the form's field `name`:
 * 'Galeria de fotos', the saved photos ('Remover foto N') and the picked ones.
 */
export function GalleryPhotosField<S extends SavedFile>(
  props: Omit<BoundFieldProps, 'label'> & {
    listLabel: string;
    saved: readonly S[];
    onRemoveSaved: (photo: S) => void;
  },
) {
  return (
    <FilesField<S>
      {...props}
      label="Galeria de fotos"
      kind="image"
      noun="foto"
      extra={acceptHint('image')}
    />
  );
}
