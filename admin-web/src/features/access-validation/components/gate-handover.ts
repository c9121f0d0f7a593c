import { useEffect, useLayoutEffect, useRef } from 'react';
import type { GateDraft, GateScanLink } from '../lib/deferred-gate-form';

/**
 * What a gate form takes over from the placeholder it replaces, once its code has arrived: the
 * page's scans (`link`; those made meanwhile first, then each new one, with the form's current
 * values), the focus given to a field other than the picker (`pickerId` opens itself), and a
 * submit pressed before the form loaded.
 */
export function useGateHandover<V>(
  draft: GateDraft<V>,
  link: GateScanLink,
  onScan: (text: string) => void,
  submit: () => Promise<unknown>,
  pickerId: string,
): void {
  const scanRef = useRef(onScan);
  scanRef.current = onScan;
  useEffect(() => {
    link.bind((text) => scanRef.current(text));
    for (const text of link.take()) scanRef.current(text);
    return () => link.bind(null);
  }, [link]);

  const started = useRef(false);
  useLayoutEffect(() => {
    if (draft.focusId && draft.focusId !== pickerId)
      document.getElementById(draft.focusId)?.focus();
  }, [draft, pickerId]);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (draft.submitted) void submit();
  }, [draft, submit]);
}
