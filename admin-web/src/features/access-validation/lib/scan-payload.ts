/**
 * What a QR code read at the gate holds: an invitation's or ticket's code ('000' + id, only
 * digits: it fills the code field and is validated), a membership card's token (a signed
 * JWT-looking text, three parts joined by dots: it goes to `POST card/verify`), or anything
 * else (a URL, a product barcode), which the gate ignores.
 */
export type ScanPayload =
  { kind: 'code'; code: string } | { kind: 'card'; token: string } | { kind: 'unknown' };

/** The longest code worth typing: 2147483646 has 10 digits, plus a few leading zeros. */
const MAX_CODE_LENGTH = 16;
const CODE = /^\d+$/;
/** base64url header . base64url payload . base64url signature. */
const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export function readScan(raw: string): ScanPayload {
  const text = raw.trim();
  if (CODE.test(text) && text.length <= MAX_CODE_LENGTH) return { kind: 'code', code: text };
  if (TOKEN.test(text) && text.length <= 4096) return { kind: 'card', token: text };
  return { kind: 'unknown' };
}
