import { CARD_QR_CODE_PATTERN } from '@clube/shared';

/**
 * What a QR code read at the gate holds:
 * - only digits: a bare invitation or ticket code ('000' + id), as the QR codes of invitations
 *   issued before the signed ones held; it is handled as a typed code (it fills the code field,
 *   is validated, and counts in the typed codes' limit of the staff account);
 * - a signed token (three base64url parts joined by dots): its audience says what it is — an
 *   invitation ('invitation'), a ticket ('ticket'), or a membership card ('card'; a token
 *   whose audience cannot be read is taken for a card, as every token was before). Which route
 *   the page sends it to depends on it; the API checks the signature, whatever this reads;
 * - a member area card's short code ('C1.<member number>.…', CARD_QR_CODE_PATTERN): a card;
 * - anything else (a URL, a product barcode): ignored.
 */
export type ScanPayload =
  | { kind: 'code'; code: string }
  | { kind: 'card' | 'invitation' | 'ticket'; token: string }
  | { kind: 'unknown' };

/** The longest code worth typing: 2147483646 has 10 digits, plus a few leading zeros. */
const MAX_CODE_LENGTH = 16;
const CODE = /^\d+$/;
/** base64url header . base64url payload . base64url signature. */
const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** The `aud` claim of a token's payload, unverified (only to pick the route); null if none. */
function audienceOf(token: string): string | null {
  try {
    const part = token.split('.')[1] ?? '';
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const json: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const aud = (json as { aud?: unknown } | null)?.aud;
    return typeof aud === 'string' ? aud : null;
  } catch {
    return null;
  }
}

export function readScan(raw: string): ScanPayload {
  const text = raw.trim();
  if (CODE.test(text) && text.length <= MAX_CODE_LENGTH) return { kind: 'code', code: text };
  if (CARD_QR_CODE_PATTERN.test(text)) return { kind: 'card', token: text };
  if (TOKEN.test(text) && text.length <= 4096) {
    const audience = audienceOf(text);
    if (audience === 'invitation' || audience === 'ticket') return { kind: audience, token: text };
    return { kind: 'card', token: text };
  }
  return { kind: 'unknown' };
}
