import { LABELS } from '@clube/shared';
import { Button, Space } from 'antd';
import type { CloseReason } from './form-modal';

/** The buttons at the foot of a register/edit form: Voltar (no update) and Salvar. */
export function FormActions({
  close,
  saving,
}: {
  close: (reason?: CloseReason) => void;
  saving: boolean;
}) {
  return (
    <Space className="list-screen-form__actions">
      <Button onClick={() => close('no_update')}>{LABELS.back}</Button>
      <Button type="primary" htmlType="submit" loading={saving}>
        {LABELS.save}
      </Button>
    </Space>
  );
}
