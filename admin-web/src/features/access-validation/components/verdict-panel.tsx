import { CheckCircleFilled, CloseCircleFilled, UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import type { ReactNode } from 'react';

export interface VerdictDetail {
  label: string;
  value: ReactNode;
}

/**
 * The gate's answer, big enough to read at arm's length: 'Acesso liberado' on green or
 * 'Acesso negado' on red, the reason, then who (the photo first, large, when the person is in
 * the club's register) and when.
 */
export function VerdictPanel({
  allowed,
  title,
  reason,
  photo,
  photoAlt = 'Foto da carteirinha',
  details,
}: {
  allowed: boolean;
  title: string;
  reason: string | null;
  /**
   * The photo of a club person (a card, or a pass whose CPF is a member's or dependent's), big
   * enough to compare with the face; null: the slot says there is none; undefined: no slot.
   */
  photo?: string | null;
  photoAlt?: string;
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
            <img className="gate-verdict__photo" src={photo} alt={photoAlt} />
          ) : (
            <Avatar
              className="gate-verdict__photo"
              shape="square"
              size={160}
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
