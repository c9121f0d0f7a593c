import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { accept, type UploadKind } from '../uploads/uploads';
import type { FieldA11y } from './form-field';
import './file-picker.css';

export const NO_FILE_CHOSEN = 'Nenhum arquivo escolhido';

/** 'Nenhum arquivo escolhido', '1 arquivo escolhido', '3 arquivos escolhidos'. */
export function chosenCount(count: number): string {
  if (count === 0) return NO_FILE_CHOSEN;
  return count === 1 ? '1 arquivo escolhido' : `${count} arquivos escolhidos`;
}

export interface FilePickerProps extends Partial<FieldA11y> {
  /** The file input's id: the field's label points at it. */
  id: string;
  /** What the picker offers (the API's upload kind). */
  kind: UploadKind;
  multiple?: boolean;
  /** The files picked (one unless `multiple`). */
  onPick: (files: File[]) => void;
  /** What is shown beside the button: the chosen file's name; 'Nenhum arquivo escolhido' by default. */
  status?: string | null;
  disabled?: boolean;
}

/**
 * The back office's file button (antd Upload, nothing uploaded by itself):
 * 'Escolher arquivo' and the chosen file's name, in Portuguese, instead of the
 * browser's own picker text. The hidden file input keeps the field's label;
 * the button is described by the label, the status and the field's message.
 */
export function FilePicker({
  id,
  kind,
  multiple = false,
  onPick,
  status,
  disabled = false,
  ...a11y
}: FilePickerProps) {
  const statusId = `${id}-status`;
  const describedBy = [`${id}-label`, statusId, a11y['aria-describedby']].filter(Boolean).join(' ');
  return (
    <div className="file-picker">
      <Upload
        id={id}
        accept={accept(kind)}
        multiple={multiple}
        disabled={disabled}
        showUploadList={false}
        fileList={[]}
        aria-invalid={a11y['aria-invalid']}
        aria-required={a11y['aria-required']}
        aria-describedby={a11y['aria-describedby']}
        beforeUpload={(file, batch) => {
          // Called once per file of the batch: hand the whole batch over once.
          if (file === batch[batch.length - 1]) onPick([...batch]);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button
          icon={<UploadOutlined aria-hidden />}
          disabled={disabled}
          aria-describedby={describedBy}
        >
          {multiple ? 'Escolher arquivos' : 'Escolher arquivo'}
        </Button>
      </Upload>
      <span id={statusId} className="file-picker__status">
        {status || NO_FILE_CHOSEN}
      </span>
    </div>
  );
}
