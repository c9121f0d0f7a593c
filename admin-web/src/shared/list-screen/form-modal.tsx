import { MSG } from '@clube/shared';
import { Modal } from 'antd';
import type { ReactNode } from 'react';
import './list-screen.css';

/** How a register/edit dialog closed: 'no_update' keeps the list as it is. */
export type CloseReason = 'saved' | 'no_update';

/** 'Cadastrar <entity>' without an id (create mode), 'Editar <entity>' with one. */
export function formTitle(entityName: string, id: unknown): string {
  const hasId = id !== null && id !== undefined && id !== '';
  return `${hasId ? MSG.editPrefix : MSG.createPrefix} ${entityName}`;
}

/**
 * The full-screen dialog of the generic lists. Closing it by the X or Esc says
 * 'no_update'; a form that saved closes it with 'saved'.
 */
export function FormModal({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: (reason: CloseReason) => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      footer={null}
      width="100vw"
      centered={false}
      destroyOnHidden
      maskClosable={false}
      onCancel={() => onClose('no_update')}
      className="list-screen-modal"
      classNames={{ container: 'list-screen-modal__container', body: 'list-screen-modal__body' }}
    >
      {children}
    </Modal>
  );
}
