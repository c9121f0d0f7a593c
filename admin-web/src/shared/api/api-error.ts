import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The API's one error shape: `error` is for people, `code` for programs. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  code: string;
  fields?: Record<string, string>;
}

export interface ApiFailure {
  /** HTTP status, or null when the API could not be reached. */
  status: number | null;
  /** The server's message for a person, when it sent one. */
  message: string | null;
  code: string | null;
  fields: Record<string, string>;
}

/** Shown when the API could not be reached or answered something unreadable. */
export const UNREACHABLE_MESSAGE = 'Não foi possível falar com o servidor. Tente novamente.';

function isBody(value: unknown): value is Partial<ApiErrorBody> {
  return typeof value === 'object' && value !== null;
}

/** Reads an RTK Query (or `unwrap()`) error into status, message, code and fields. */
export function apiFailure(error: unknown): ApiFailure {
  const failure: ApiFailure = { status: null, message: null, code: null, fields: {} };
  if (!isBody(error)) return failure;
  const { status, data } = error as Partial<FetchBaseQueryError> & Partial<SerializedError>;
  if (typeof status === 'number') failure.status = status;
  if (isBody(data)) {
    if (typeof data.error === 'string') failure.message = data.error;
    if (typeof data.code === 'string') failure.code = data.code;
    if (isBody(data.fields)) failure.fields = data.fields as Record<string, string>;
  }
  return failure;
}

/** The server's message, or a generic one when there is none. */
export function failureMessage(error: unknown): string {
  return apiFailure(error).message ?? UNREACHABLE_MESSAGE;
}
