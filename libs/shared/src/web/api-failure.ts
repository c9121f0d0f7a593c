import { isErrorCode, type ApiErrorBody, type ErrorCode } from '../lib/errors.js';

/** What a failed API call says, as both apps show and test it. */
export interface ApiFailure {
  /** HTTP status, or null when no answer arrived (network down, timeout, refused). */
  status: number | null;
  /** The API's stable code for programs (compare with `ErrorCode.X`), when it sent one. */
  code: ErrorCode | null;
  /** The text to show a person: the API's `error`, or one of the two texts below. */
  message: string;
  /** Per-field messages, keyed by the request's field names. */
  fields: Record<string, string>;
}

/** Shown when the API could not be reached: the one network-error text of both apps. */
export const NETWORK_ERROR_MESSAGE =
  'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';

/** Shown when the API answered a failure without its error body (a proxy page, a crash). */
export const UNEXPECTED_ERROR_MESSAGE = 'Não foi possível concluir a operação. Tente novamente.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function stringFields(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * Reads a failed RTK Query call (the `error` of a hook, or what `unwrap()` rejects with)
 * into `{ status, code, message, fields }`. A fetch that never got an answer
 * (`FETCH_ERROR`, `TIMEOUT_ERROR`) has status null and the network-error text; an answer
 * without the API's error body (a proxy's page) has its status and the generic text.
 */
export function readApiFailure(error: unknown): ApiFailure {
  const failure = isRecord(error) ? error : {};
  // An answer that could not be parsed (`PARSING_ERROR`) still has its HTTP status.
  const httpStatus = [failure['status'], failure['originalStatus']].find(
    (value): value is number => typeof value === 'number',
  );
  const status = httpStatus ?? null;
  const data = isRecord(failure['data']) ? (failure['data'] as Partial<ApiErrorBody>) : null;
  const message = typeof data?.error === 'string' && data.error.trim() ? data.error : null;
  return {
    status,
    code: isErrorCode(data?.code) ? data.code : null,
    message: message ?? (status === null ? NETWORK_ERROR_MESSAGE : UNEXPECTED_ERROR_MESSAGE),
    fields: stringFields(data?.fields),
  };
}

/** The text to show for a failed call (`readApiFailure(error).message`). */
export function failureMessage(error: unknown): string {
  return readApiFailure(error).message;
}
