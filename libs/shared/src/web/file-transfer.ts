import type { FetchArgs } from '@reduxjs/toolkit/query';

/** A value of a multipart form field: text, a number, a flag, a file, or nothing. */
export type FormValue = string | number | boolean | Blob | null | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isFile = (value: unknown): value is Blob =>
  typeof Blob !== 'undefined' && value instanceof Blob;

/** A plain object of fields (a DTO), not a FormData, a Blob, a URLSearchParams... */
function isFields(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** True when a body of fields holds a file (a field, or an item of a list field). */
export function holdsFile(body: unknown): boolean {
  if (!isFields(body)) return false;
  return Object.values(body).some((value) =>
    Array.isArray(value) ? value.some(isFile) : isFile(value),
  );
}

/**
 * The multipart body of a set of fields: a list becomes a repeated field, `null` an
 * empty text (the API clears an optional field), `undefined` is left out, a number or
 * flag its text. Files keep their name; a bare Blob is named after its field.
 */
export function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  const append = (name: string, value: unknown) => {
    if (value === undefined) return;
    if (isFile(value)) {
      const fileName = typeof File !== 'undefined' && value instanceof File ? value.name : name;
      form.append(name, value, fileName);
    } else if (value === null) {
      form.append(name, '');
    } else if (isRecord(value)) {
      form.append(name, JSON.stringify(value));
    } else {
      form.append(name, String(value));
    }
  };
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) append(name, item);
    else append(name, value);
  }
  return form;
}

/** A file the API sent as an attachment, kept as an object URL (the store stays serializable). */
export interface DownloadedFile {
  url: string;
  fileName: string;
}

export function isDownloadedFile(value: unknown): value is DownloadedFile {
  return (
    isRecord(value) && typeof value['url'] === 'string' && typeof value['fileName'] === 'string'
  );
}

/** The file name of a `Content-Disposition` header (`filename*` first), or the fallback. */
export function dispositionFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // malformed: try the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : fallback;
}

/** Name of a downloaded file whose answer did not name it. */
const UNNAMED_FILE = 'arquivo';

/**
 * How the base query reads every answer: an attachment (`Content-Disposition:
 * attachment`) becomes a `DownloadedFile`; anything else is read as fetchBaseQuery
 * reads JSON (empty body: null; unreadable JSON: a parsing error).
 */
export async function readApiResponse(response: Response): Promise<unknown> {
  const disposition = response.headers.get('Content-Disposition');
  if (response.ok && disposition && /^\s*attachment/i.test(disposition)) {
    const blob = await response.blob();
    const file: DownloadedFile = {
      url: URL.createObjectURL(blob),
      fileName: dispositionFileName(disposition, UNNAMED_FILE),
    };
    return file;
  }
  const text = await response.text();
  return text.length ? (JSON.parse(text) as unknown) : null;
}

/**
 * The file handling of the one base query: a body of fields holding a file is sent as
 * multipart/form-data (the browser sets the boundary), and attachments come back as
 * `DownloadedFile`s. The generated mutations pass their DTO's fields as they are, so no
 * endpoint builds a FormData or reads a Blob by hand.
 */
export function withFileTransfer(args: FetchArgs): FetchArgs {
  const body: unknown = args.body;
  return {
    responseHandler: readApiResponse,
    ...args,
    ...(holdsFile(body) ? { body: toFormData(body as Record<string, unknown>) } : {}),
  };
}

/**
 * Hands a downloaded file to the browser under its name, keeping its object URL (a file the
 * query cache still shows on screen).
 */
export function offerDownloadedFile(file: DownloadedFile): void {
  const link = document.createElement('a');
  link.href = file.url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Hands a downloaded file to the browser under its name, then frees its object URL. */
export function saveDownloadedFile(file: DownloadedFile): void {
  offerDownloadedFile(file);
  setTimeout(() => URL.revokeObjectURL(file.url), 1000);
}
