import { CheckCircleFilled, CloseCircleFilled, UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import type { ReactNode } from 'react';

export interface VerdictDetail {
  label: string;
  value: ReactNode;
}

/**
 * The gate's answer, big enough to read at arm's length: 'Acesso liberado' on green or
 * 'Acesso negado' on red, the reason, then who (photo when there is one) and when.
 */
export function VerdictPanel({
  allowed,
  title,
  reason,
  photo,
  details,
}: {
  allowed: boolean;
  title: string;
  reason: string | null;
  /** A member's photo (card check); undefined: no photo slot at all. */
  photo?: string | null;
  details: VerdictDetail[];
}) {
  const tone = allowed ? 'allowed' : 'denied';
  return (
    <section
      className={`gate-verdict gate-verdict--${tone}`}
      aria-label="Resultado da validação"
      role="status"
      aria-live="polite"
    >
      <div className="gate-verdict__head">
        {allowed ? (
          <CheckCircleFilled className="gate-verdict__icon" aria-hidden />
        ) : (
          <CloseCircleFilled className="gate-verdict__icon" aria-hidden />
        )}
        <h2 className="gate-verdict__title">{title}</h2>
      </div>
      {reason ? <p className="gate-verdict__reason">{reason}</p> : null}
      <div className="gate-verdict__body">
        {photo !== undefined ? (
          photo ? (
            <img className="gate-verdict__photo" src={photo} alt="Foto da carteirinha" />
          ) : (
            <Avatar
              className="gate-verdict__photo"
              shape="square"
              size={96}
              icon={<UserOutlined />}
              aria-label="Sem foto"
            />
          )
        ) : null}
        {details.length > 0 ? (
          <dl className="gate-verdict__details">
            {details.map((d) => (
              <div key={d.label} className="gate-verdict__detail">
                <dt>{d.label}</dt>
                <dd>{d.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}
