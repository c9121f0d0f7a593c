/** The API's error body: `{ statusCode, error, code, fields? }` (`error` is for people). */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  code: string;
  fields?: Record<string, string>;
}

export interface ApiFailure {
  /** HTTP status, or null when no answer arrived (network down, timeout). */
  status: number | null;
  /** Stable code for programs (`INVALID_CREDENTIALS`, ...), when the API sent one. */
  code: string | null;
  /** The text to show: the server's `error`, or a fallback. */
  message: string;
  fields: Record<string, string>;
}

export const NETWORK_ERROR_TEXT =
  'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';
export const UNEXPECTED_ERROR_TEXT = 'Não foi possível concluir a operação. Tente novamente.';

function isErrorBody(data: unknown): data is ApiErrorBody {
  return typeof (data as Partial<ApiErrorBody> | null)?.error === 'string';
}

/** Reads what a failed RTK Query call (`unwrap()` rejection) says. */
export function readApiFailure(error: unknown): ApiFailure {
  const failure = error as { status?: unknown; data?: unknown } | null;
  const status = typeof failure?.status === 'number' ? failure.status : null;
  const body = isErrorBody(failure?.data) ? failure.data : null;
  return {
    status,
    code: body?.code ?? null,
    message: body?.error ?? (status === null ? NETWORK_ERROR_TEXT : UNEXPECTED_ERROR_TEXT),
    fields: body?.fields ?? {},
  };
}
