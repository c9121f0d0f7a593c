import { Button, Modal } from 'antd';
import { LABELS } from '@clube/shared';

/** The issuer's challenge of a debit card (3-D Secure), as the sandbox simulates it. */
export const CHALLENGE_TITLE = 'Autenticação do banco emissor';
export const CHALLENGE_TEXT = 'Confirme esta compra no aplicativo do seu banco.';

interface DebitChallengeDialogProps {
  open: boolean;
  busy: boolean;
  onAnswer: (confirm: boolean) => void;
}

export function DebitChallengeDialog({ open, busy, onAnswer }: DebitChallengeDialogProps) {
  return (
    <Modal
      open={open}
      title={CHALLENGE_TITLE}
      centered
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      footer={[
        <Button key="cancel" disabled={busy} onClick={() => onAnswer(false)}>
          Cancelar
        </Button>,
        <Button key="confirm" type="primary" loading={busy} onClick={() => onAnswer(true)}>
          {LABELS.confirm}
        </Button>,
      ]}
    >
      <p>{CHALLENGE_TEXT}</p>
    </Modal>
  );
}
