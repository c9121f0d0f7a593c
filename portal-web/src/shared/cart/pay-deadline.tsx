import { useEffect, useState } from 'react';
import { clubDateTime } from '../ui/club-time';
import './pay-deadline.css';

/**
 * How long the checkout's forms take at least (choice, billing data, card or Pix): an order whose
 * deadline is closer than this when the member starts is flagged at the first step. The
 * checkout's own estimate, not a rule of the order (the API decides until when it can be paid).
 */
export const CHECKOUT_MIN_MINUTES = 3;

// Not in the spec (it shows no deadline): the checkout's texts for it.
export const PAY_BY_LABEL = 'Pague até';
export const DEADLINE_PASSED = 'Prazo encerrado';
export const DEADLINE_TOO_SHORT = (minutes: number) =>
  `Atenção: faltam menos de ${minutes} minutos para o fim do prazo de pagamento deste pedido. Se ele terminar antes do pagamento, o pedido expira e será preciso fazer outro.`;

/** An order that can no longer be paid, as the API says it (payment-messages of the API). */
export const ORDER_EXPIRED = 'O prazo de pagamento deste pedido terminou. Faça um novo pedido.';
export const ORDER_CANCELLED = 'Este pedido foi cancelado.';
export const ORDER_ALREADY_PAID = 'Este pedido já foi pago.';
/** Said at the first step of an unpaid order: nothing is confirmed until it is paid. */
export const ORDER_AWAITS_PAYMENT = (orderId: number) =>
  `Pedido nº ${orderId} aguardando pagamento. A reserva do horário ou dos convites só é confirmada com o pagamento, até o prazo abaixo.`;

/** The current time, updated every `everyMs` (default: each second). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Milliseconds left as `mm:ss` (or `h:mm:ss` from an hour), never below 0:00. */
export function timeLeftText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** The time left until `deadline` (ISO), in milliseconds (negative once passed). */
export const msUntil = (deadline: string, now: number): number => Date.parse(deadline) - now;

/**
 * The one payment deadline of an order, with its date and time in the club's time zone and a
 * countdown: 'Pague até 01/03/2030 12:45 · faltam 14:59' ('Prazo encerrado' once passed).
 */
export function PayDeadline({ deadline }: { deadline: string }) {
  const now = useNow();
  const left = msUntil(deadline, now);
  return (
    <p className="pay-deadline" data-testid="pay-deadline">
      <span>
        {PAY_BY_LABEL} <strong>{clubDateTime(deadline)}</strong>
      </span>
      {left > 0 ? (
        <span className="pay-deadline__left" role="timer" aria-label="Tempo restante para pagar">
          faltam {timeLeftText(left)}
        </span>
      ) : (
        <span className="pay-deadline__left pay-deadline__left--over">{DEADLINE_PASSED}</span>
      )}
    </p>
  );
}
