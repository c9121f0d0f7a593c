import { useEffect, useRef, useState } from 'react';
import { readApiFailure } from '@clube/shared/web';
import './order-quote.css';

/** A guest as the API's quote prices them (OrderQuoteDto of both quote routes). */
export interface QuotedGuest {
  name: string;
  cpf: string;
  free: boolean;
  value: number;
  valueFormatted: string;
}

/** What an order would cost now (POST order/tickets/quote, order/local-reservation/quote). */
export interface OrderQuote {
  guests: QuotedGuest[];
  total: number;
  totalFormatted: string;
}

/** The quote waits this long after the last keystroke (the spec's search debounce). */
export const QUOTE_DEBOUNCE_MS = 300;

// Not in the spec (it shows the price only after the order): the quote's texts.
export const QUOTE_TITLE = 'Valor do pedido';
export const QUOTE_FREE = 'Gratuito';
export const QUOTE_PENDING = 'Calculando o valor...';

export interface QuoteState {
  quote: OrderQuote | null;
  /** The API's refusal of the guests as they are (the order would meet the same). */
  error: string | null;
  /** A quote of the current guests is on its way. */
  pending: boolean;
}

/**
 * The quote of `body` (null: nothing to quote yet), asked `QUOTE_DEBOUNCE_MS` after it stops
 * changing; an answer for guests that changed meanwhile is dropped. The price rule is the API's:
 * the page only shows what it answers.
 */
export function useOrderQuote<B>(
  body: B | null,
  ask: (body: B) => Promise<OrderQuote>,
): QuoteState {
  const key = body === null ? null : JSON.stringify(body);
  const [answer, setAnswer] = useState<{
    key: string;
    quote: OrderQuote | null;
    error: string | null;
  } | null>(null);
  const askRef = useRef(ask);
  useEffect(() => {
    askRef.current = ask;
  }, [ask]);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const timer = window.setTimeout(() => {
      askRef.current(JSON.parse(key) as B).then(
        (quote) => {
          if (live) setAnswer({ key, quote, error: null });
        },
        (error: unknown) => {
          if (live) setAnswer({ key, quote: null, error: readApiFailure(error).message });
        },
      );
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [key]);
  const current = key !== null && answer?.key === key ? answer : null;
  return {
    quote: current?.quote ?? null,
    error: current?.error ?? null,
    pending: key !== null && !current,
  };
}

interface OrderQuoteBoxProps extends QuoteState {
  id: string;
  /** Said while there is nothing to quote (no complete guest yet). */
  hint: string;
  /** A line under the total (e.g. that the member's own presence is free). */
  note?: string;
}

/** Each guest's price ('Gratuito' for a free one) and the total, before the order is made. */
export function OrderQuoteBox({ id, quote, error, pending, hint, note }: OrderQuoteBoxProps) {
  const titleId = `${id}-quote-title`;
  return (
    <section className="order-quote" aria-labelledby={titleId} aria-busy={pending}>
      <h3 id={titleId} className="order-quote__title">
        {QUOTE_TITLE}
      </h3>
      {error ? <p className="order-quote__error">{error}</p> : null}
      {quote ? (
        <>
          <ul className="order-quote__guests" aria-label="Valor por convidado">
            {quote.guests.map((guest) => (
              <li key={guest.cpf}>
                <span>{guest.name}</span>
                <span>{guest.free ? QUOTE_FREE : guest.valueFormatted}</span>
              </li>
            ))}
          </ul>
          <p className="order-quote__total" data-testid="quote-total">
            <span>Total</span>
            <strong>{quote.totalFormatted}</strong>
          </p>
        </>
      ) : pending ? (
        <p role="status">{QUOTE_PENDING}</p>
      ) : error ? null : (
        <p>{hint}</p>
      )}
      {note ? <p className="order-quote__note">{note}</p> : null}
    </section>
  );
}
