import { HttpException } from '@nestjs/common';
import { ErrorCode, STATUS_DEFAULTS } from './error-codes.js';

export interface ApiErrorBody {
  statusCode: number;
  error: string;
  code: string;
  fields?: Record<string, string>;
}

/** The one exception the services throw: status, Portuguese message, stable code, per-field messages. */
export class AppException extends HttpException {
  constructor(
    status: number,
    code: ErrorCode | string,
    message?: string,
    fields?: Record<string, string>,
  ) {
    const body: ApiErrorBody = {
      statusCode: status,
      error: message ?? STATUS_DEFAULTS[status]?.error ?? 'Erro.',
      code,
      ...(fields && Object.keys(fields).length ? { fields } : {}),
    };
    super(body, status);
  }

  static notFound(
    message = 'Registro não encontrado.',
    code: ErrorCode | string = ErrorCode.NotFound,
  ) {
    return new AppException(404, code, message);
  }

  static badRequest(
    message: string,
    code: ErrorCode | string = ErrorCode.BadRequest,
    fields?: Record<string, string>,
  ) {
    return new AppException(400, code, message, fields);
  }

  static conflict(
    message: string,
    code: ErrorCode | string = ErrorCode.Conflict,
    fields?: Record<string, string>,
  ) {
    return new AppException(409, code, message, fields);
  }
}
