import { SafetyCertificateOutlined } from '@ant-design/icons';
import { LABELS } from '@clube/shared';
import { Button } from 'antd';
import { TextField } from '../../../shared/forms/text-fields';

/** A gate form's typed code: digits on a phone's keypad, at most 16, never filled in by the browser. */
export function GateCodeField({ name, id, label }: { name: string; id: string; label: string }) {
  return (
    <TextField
      name={name}
      id={id}
      label={label}
      required
      inputMode="numeric"
      autoComplete="off"
      maxLength={16}
    />
  );
}

/** A gate form's 'Validar' (busy while an attempt is under way). */
export function GateSubmit({ busy }: { busy: boolean }) {
  return (
    <div className="gate-form__actions">
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        icon={<SafetyCertificateOutlined aria-hidden />}
        loading={busy}
      >
        {LABELS.validate}
      </Button>
    </div>
  );
}
