import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Undoes quoted-printable (soft line breaks, =XX bytes) so a link reads whole. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The text of an .eml file with its parts decoded (quoted-printable or base64). */
function readMail(file: string): string {
  const raw = readFileSync(file, 'utf8');
  const base64Parts = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/gi),
  ]
    .map((m) => Buffer.from(m[1].replace(/\s+/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return `${decodeQuotedPrintable(raw)}\n${base64Parts}`;
}

/** The newest message in the API's outbox (E2E_DATA_DIR/outbox) addressed to `to`. */
export function newestMailTo(to: string): string | null {
  const outbox = join(process.env['E2E_DATA_DIR'] ?? '', 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return null;
  }
  const mails = files
    .map((name) => join(outbox, name))
    .map((file) => ({ file, time: statSync(file).mtimeMs, text: readMail(file) }))
    .filter((mail) => new RegExp(`^To: .*${to.replace(/\./g, '\\.')}`, 'mi').test(mail.text))
    .sort((a, b) => a.time - b.time || a.file.localeCompare(b.file));
  return mails.at(-1)?.text ?? null;
}

/** The path of the portal's set-password link (/associado/validador/<code>) in an e-mail. */
export function memberLinkPath(mail: string | null): string | null {
  const link = /https?:\/\/[^\s"<>]+\/associado\/validador\/[A-Za-z0-9_-]+/.exec(mail ?? '')?.[0];
  return link ? new URL(link).pathname : null;
}
