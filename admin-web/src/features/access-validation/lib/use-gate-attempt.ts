import { readApiFailure } from '@clube/shared/web';
import { useCallback, useState } from 'react';
import type { Attempt } from '../api/access-validation-api';

/**
 * A new X-Request-Id: a random UUID (crypto.randomUUID, or built from getRandomValues where
 * the page is not a secure context, e.g. a phone on the club's network over plain http).
 */
export function newRequestId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type GateOutcome<R> =
  | { kind: 'answer'; answer: R; at: Date }
  | {
      kind: 'failure';
      message: string;
      /** Set when no answer arrived: the same attempt (same request id) may be sent again. */
      retry: Attempt<unknown> | null;
    };

type Trigger<B, R> = (attempt: Attempt<B>) => { unwrap: () => Promise<R> };

/**
 * One gate attempt at a time: `send(body)` gives it a fresh X-Request-Id; when the answer is
 * lost (no HTTP status: network down, timeout) the outcome offers `retry()`, which sends the
 * SAME body with the SAME id, so the API answers it once (a second scan is never recorded).
 */
export function useGateAttempt<B, R>(trigger: Trigger<B, R>) {
  const [outcome, setOutcome] = useState<GateOutcome<R> | null>(null);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (attempt: Attempt<B>) => {
      // The previous verdict goes the moment a new check starts: a green 'Acesso liberado'
      // left on screen would be read as the answer for the next person.
      setOutcome(null);
      setBusy(true);
      try {
        const answer = await trigger(attempt).unwrap();
        setOutcome({ kind: 'answer', answer, at: new Date() });
      } catch (error) {
        const failure = readApiFailure(error);
        setOutcome({
          kind: 'failure',
          message: failure.message,
          retry: failure.status === null ? (attempt as Attempt<unknown>) : null,
        });
      } finally {
        setBusy(false);
      }
    },
    [trigger],
  );

  const send = useCallback((body: B) => run({ body, requestId: newRequestId() }), [run]);

  const retry = useCallback(() => {
    if (outcome?.kind === 'failure' && outcome.retry) {
      return run(outcome.retry as Attempt<B>);
    }
    return Promise.resolve();
  }, [outcome, run]);

  const clear = useCallback(() => setOutcome(null), []);

  return { outcome, busy, send, retry, clear };
}
