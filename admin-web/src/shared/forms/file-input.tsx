import { Button } from 'antd';
import type { UploadKind } from '../uploads/uploads';
import { FilePicker } from './file-picker';
import type { FieldA11y } from './form-field';
import './file-input.css';

export interface FileInputProps extends Partial<FieldA11y> {
  id: string;
  /** What the picker offers (the API's upload kind), e.g. 'document' or 'video'. */
  kind: UploadKind;
  /** The file chosen in this form, or null. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** The saved file's URL, when there is one. */
  currentUrl?: string | null;
  /** Show the saved file as a picture (logos) rather than a link. */
  image?: boolean;
  /** The saved file is marked for removal (the remove button is shown when `onRemoveChange` is given). */
  removed?: boolean;
  onRemoveChange?: (removed: boolean) => void;
}

/** One file: the saved one (link or picture, removable), and a picker for a new one. */
export function FileInput({
  id,
  kind,
  value,
  onChange,
  currentUrl,
  image = false,
  removed = false,
  onRemoveChange,
  ...a11y
}: FileInputProps) {
  return (
    <div className="file-input">
      {currentUrl && !removed && !value && (
        <div className="file-input__current">
          {image ? (
            <img src={currentUrl} alt="Arquivo atual" className="file-input__image" />
          ) : (
            <a href={currentUrl} target="_blank" rel="noopener noreferrer">
              Ver arquivo atual
            </a>
          )}
          {onRemoveChange && (
            <Button size="small" danger onClick={() => onRemoveChange(true)}>
              Remover arquivo
            </Button>
          )}
        </div>
      )}
      {currentUrl && removed && !value && onRemoveChange && (
        <div className="file-input__current">
          <span>O arquivo será removido ao salvar.</span>
          <Button size="small" onClick={() => onRemoveChange(false)}>
            Manter arquivo
          </Button>
        </div>
      )}
      <div className="file-input__current">
        <FilePicker
          id={id}
          kind={kind}
          status={value?.name}
          onPick={([file]) => onChange(file ?? null)}
          {...a11y}
        />
        {value && (
          <Button size="small" onClick={() => onChange(null)}>
            Desfazer escolha
          </Button>
        )}
      </div>
    </div>
  );
}
