import type { ReactNode } from 'react';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { Icon } from './icon';

interface NoticeProps {
  title: ReactNode;
  /** A control on the right, e.g. 'Tentar novamente'. */
  action?: ReactNode;
}

/** A warning line (the look of Ant Design's warning Alert with its icon), without the UI kit. */
export function Notice({ title, action }: NoticeProps) {
  return (
    <div className="notice" role="alert">
      <Icon icon={ExclamationCircleFilled} className="notice__icon" />
      <div className="notice__title">{title}</div>
      {action ? <div className="notice__action">{action}</div> : null}
    </div>
  );
}
