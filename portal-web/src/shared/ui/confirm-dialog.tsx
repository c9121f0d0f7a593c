import type { ReactNode } from 'react';
import { Button, Modal } from 'antd';
import { MSG } from '@clube/shared';

/**
 * A yes/no confirmation of a member's action ('Confirma o cancelamento…?' Sim / Não), its
 * question as the dialog's title and what follows from it (a refund) as its body.
 */
export function ConfirmDialog({
  open,
  title,
  loading,
  onNo,
  onYes,
  children,
}: {
  open: boolean;
  title: string;
  loading: boolean;
  onNo: () => void;
  onYes: () => void;
  children?: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onNo}
      centered
      destroyOnHidden
      footer={
        <>
          <Button onClick={onNo}>{MSG.no}</Button>
          <Button type="primary" danger loading={loading} onClick={onYes}>
            {MSG.yes}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
