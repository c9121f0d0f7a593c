import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { useAppDispatch } from '../../../core/store-hooks';
import { useDownloadRunner } from '../../../shared/downloads/downloads';
import { Button } from '../../../shared/ui/button';
import { clubDateTime } from '../../../shared/ui/club-time';
import { Icon } from '../../../shared/ui/icon';
import { useListPassesForMeQuery, type NamedPassDto } from '../api/generated-api';
import { downloadPassForMe } from './ticket-downloads';
import { PassForMe } from './ticket-passes';

/** The section's title. */
export const PASSES_FOR_ME_TITLE = 'Convites em seu nome';

const whoLabel = (pass: NamedPassDto) => (pass.who === 'associate' ? 'Você' : 'Dependente');

/**
 * 'Convites em seu nome': the confirmed tickets and reservation invitations other members
 * bought naming the member or a dependent (GET passes-for-me), each with its image (the QR
 * code the gate reads) on screen and its download. Nothing is shown when there are none.
 */
export function PassesForMe() {
  const dispatch = useAppDispatch();
  const passes = useListPassesForMeQuery(undefined, { refetchOnMountOrArgChange: true });
  const { busy, run } = useDownloadRunner();
  const list = passes.data ?? [];
  if (!list.length) return null;
  return (
    <section className="card" aria-labelledby="passes-for-me-title">
      <h2 id="passes-for-me-title" className="member-item__title">
        {PASSES_FOR_ME_TITLE}
      </h2>
      <p className="member-item__note">
        Convites que outros associados compraram ou reservaram para você ou seus dependentes.
      </p>
      <ul className="ticket-list" aria-label={PASSES_FOR_ME_TITLE}>
        {list.map((pass) => {
          const key = `${pass.kind}-${pass.id}`;
          return (
            <li key={key} className="ticket-item">
              <dl className="member-facts">
                <div>
                  <dt>{pass.kind === 'ticket' ? 'Evento' : 'Espaço'}</dt>
                  <dd>{pass.title}</dd>
                </div>
                <div>
                  <dt>Data</dt>
                  <dd>{clubDateTime(pass.startsAt)}</dd>
                </div>
                <div>
                  <dt>Nome</dt>
                  <dd>
                    {pass.name} ({whoLabel(pass)})
                  </dd>
                </div>
                <div>
                  <dt>Convidado por</dt>
                  <dd>{pass.host}</dd>
                </div>
                <div>
                  <dt>Código</dt>
                  <dd>{pass.code}</dd>
                </div>
              </dl>
              <PassForMe kind={pass.kind} id={pass.id} name={pass.name} />
              <div className="member-item__actions">
                <Button
                  icon={<Icon icon={DownloadOutlined} />}
                  loading={busy === key}
                  aria-label={`Baixar convite de ${pass.name}: ${pass.title}`}
                  onClick={() =>
                    void run(key, () => downloadPassForMe(dispatch, pass.kind, pass.id))
                  }
                >
                  Baixar convite
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
