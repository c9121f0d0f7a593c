import { formatDate, formatDateTime } from '@clube/shared';
import { Alert, Button } from 'antd';
import type { AccessVerdict, CardCheck } from '../api/access-validation-api';
import type { GateOutcome } from '../lib/use-gate-attempt';
import { VerdictPanel, type VerdictDetail } from './verdict-panel';

/**
 * What a gate attempt answered: an invitation/ticket verdict (`code`: what was typed, or
 * 'QR code' for a scanned signed QR code) or a membership card check.
 */
export type GateAnswer =
  { kind: 'verdict'; verdict: AccessVerdict; code: string } | { kind: 'card'; check: CardCheck };

const OWNER_TYPE = { Associate: 'Associado', Dependent: 'Dependente' } as const;

function verdictDetails(
  verdict: AccessVerdict,
  code: string,
  at: Date,
  placeLabel: string,
): VerdictDetail[] {
  const details: VerdictDetail[] = [];
  if (verdict.person) {
    details.push({ label: 'Nome', value: verdict.person.name });
    if (verdict.person.userType) details.push({ label: 'Tipo', value: verdict.person.userType });
    if (verdict.person.doc) details.push({ label: 'Documento', value: verdict.person.doc });
  }
  if (verdict.place) details.push({ label: placeLabel, value: verdict.place });
  details.push({ label: 'Código', value: code });
  details.push({ label: 'Horário', value: formatDateTime(at) });
  return details;
}

function cardDetails(check: CardCheck, at: Date): VerdictDetail[] {
  const details: VerdictDetail[] = [];
  if (check.owner) {
    details.push({ label: 'Nome', value: check.owner.name });
    details.push({ label: 'Tipo', value: OWNER_TYPE[check.owner.type] ?? check.owner.type });
    details.push({ label: 'Status', value: check.owner.status.description });
    if (check.owner.registration) {
      details.push({ label: 'Matrícula', value: check.owner.registration });
    }
  }
  if (check.card) {
    details.push({ label: 'Validade', value: formatDate(check.card.validity) });
    if (check.card.status) {
      details.push({ label: 'Carteirinha', value: check.card.status.description });
    }
  }
  details.push({ label: 'Horário', value: formatDateTime(at) });
  return details;
}

/**
 * The last attempt's outcome: the verdict panel, or the failure (a 400's message; for a lost
 * answer, 'Tentar novamente' sends the same attempt again). While a check runs there is no
 * outcome (the previous one is gone): 'Validando…' says the answer is on its way.
 * `placeLabel` names where the pass was checked: 'Local' at a place's gate, 'Evento' at an
 * event's (the verdict's `place` is then the event's title).
 */
export function GateOutcomeView({
  outcome,
  busy,
  onRetry,
  placeLabel = 'Local',
}: {
  outcome: GateOutcome<GateAnswer> | null;
  busy: boolean;
  onRetry: () => void;
  placeLabel?: string;
}) {
  if (!outcome) {
    return busy ? (
      <p className="gate-pending" role="status" aria-label="Validando">
        Validando…
      </p>
    ) : null;
  }
  if (outcome.kind === 'failure') {
    return (
      <Alert
        className="gate-failure"
        type="error"
        showIcon
        title={outcome.message}
        action={
          outcome.retry ? (
            <Button size="small" danger loading={busy} onClick={onRetry}>
              Tentar novamente
            </Button>
          ) : undefined
        }
      />
    );
  }
  const { answer, at } = outcome;
  if (answer.kind === 'card') {
    return (
      <VerdictPanel
        allowed={answer.check.valid}
        title={answer.check.title}
        reason={answer.check.reason}
        photo={answer.check.owner ? answer.check.owner.photo : undefined}
        details={cardDetails(answer.check, at)}
      />
    );
  }
  const person = answer.verdict.person;
  // A club person (the pass's CPF is an associate's or dependent's): their photo, from the
  // register, to compare with the face; a guest from outside has none.
  const clubPerson = person !== null && person.userType !== 'Convidado';
  return (
    <VerdictPanel
      allowed={answer.verdict.response}
      title={answer.verdict.title}
      reason={answer.verdict.reason}
      photo={clubPerson ? person.photo : undefined}
      photoAlt={clubPerson ? `Foto de ${person.name}` : undefined}
      details={verdictDetails(answer.verdict, answer.code, at, placeLabel)}
    />
  );
}
