import { API_MSG } from '@clube/shared';
import { ConfigProvider, Modal } from 'antd';
import { useCallback, useRef, type ReactNode } from 'react';
import './list-screen.css';

/** How a register/edit dialog closed: 'no_update' keeps the list as it is. */
export type CloseReason = 'saved' | 'no_update';

/** 'Cadastrar <entity>' without an id (create mode), 'Editar <entity>' with one. */
export function formTitle(entityName: string, id: unknown): string {
  const hasId = id !== null && id !== undefined && id !== '';
  return `${hasId ? API_MSG.editPrefix : API_MSG.createPrefix} ${entityName}`;
}

/**
 * The full-screen dialog of the generic lists. Closing it by the X or Esc says
 * 'no_update'; a form that saved closes it with 'saved'. The form's pop-ups
 * (date pickers, selects, colour pickers) open inside the dialog, so they
 * scroll with their fields and exist in the page as soon as they open.
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
  const content = useRef<HTMLDivElement>(null);
  const popupContainer = useCallback(() => content.current ?? document.body, []);
  return (
    <Modal
      open={open}
      title={title}
      footer={null}
      width="100vw"
      centered={false}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={() => onClose('no_update')}
      className="list-screen-modal"
      classNames={{ container: 'list-screen-modal__container', body: 'list-screen-modal__body' }}
    >
      <div ref={content} className="list-screen-modal__content">
        <ConfigProvider getPopupContainer={popupContainer}>{children}</ConfigProvider>
      </div>
    </Modal>
  );
}
