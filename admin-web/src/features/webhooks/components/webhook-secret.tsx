import { Alert, Button, Modal, Typography } from 'antd';

/** The endpoint's signing secret, shown once (on creation or after 'Gerar novo segredo'). */
export function WebhookSecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  return (
    <Modal
      open
      title="Segredo do webhook"
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Já guardei o segredo
        </Button>
      }
    >
      <Alert
        type="warning"
        showIcon
        title="Copie o segredo agora: ele não será mostrado de novo."
        description="O sistema que recebe os webhooks usa este segredo para conferir a assinatura de cada entrega (padrão Standard Webhooks)."
      />
      <Typography.Paragraph copyable={{ text: secret }} code style={{ marginTop: 16 }}>
        <span data-testid="webhook-secret">{secret}</span>
      </Typography.Paragraph>
    </Modal>
  );
}
