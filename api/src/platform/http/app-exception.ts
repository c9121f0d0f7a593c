import { HttpException } from '@nestjs/common';
import { type ApiErrorBody, ErrorCode, MSG } from '@clube/shared';
import { STATUS_DEFAULTS } from './error-codes.js';

/**
 * The one exception the services throw: status, Portuguese message, stable code (an
 * `ErrorCode` of libs/shared, never a bare string), per-field messages.
 */
export class AppException extends HttpException {
  constructor(
    status: number,
    code: ErrorCode,
    message?: string,
    fields?: Record<string, string>,
    /** The same messages as sentences that name their fields (`field-labels.ts`). */
    fieldMessages?: Record<string, string>,
  ) {
    const body: ApiErrorBody = {
      statusCode: status,
      error: message ?? STATUS_DEFAULTS[status]?.error ?? 'Erro.',
      code,
      ...(fields && Object.keys(fields).length ? { fields } : {}),
      ...(fieldMessages && Object.keys(fieldMessages).length ? { fieldMessages } : {}),
    };
    super(body, status);
  }

  static notFound(message = 'Registro não encontrado.', code: ErrorCode = ErrorCode.NotFound) {
    return new AppException(404, code, message);
  }

  static badRequest(
    message: string,
    code: ErrorCode = ErrorCode.BadRequest,
    fields?: Record<string, string>,
  ) {
    return new AppException(400, code, message, fields);
  }

  /** 400: a required value (a file part, say) is missing: the spec's required text on the field. */
  static required(field: string) {
    return new AppException(400, ErrorCode.ValidationFailed, MSG.required, {
      [field]: MSG.required,
    });
  }

  static conflict(
    message: string,
    code: ErrorCode = ErrorCode.Conflict,
    fields?: Record<string, string>,
  ) {
    return new AppException(409, code, message, fields);
  }
}
