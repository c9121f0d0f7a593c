import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { EntityNotFoundError, QueryFailedError } from 'typeorm';
import { type ApiErrorBody, ErrorCode, isErrorCode } from '@clube/shared';
import { translateDbError } from '../database/database-errors.js';
import { AppException } from './app-exception.js';
import { STATUS_DEFAULTS } from './error-codes.js';

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).error === 'string' &&
    isErrorCode((value as ApiErrorBody).code)
  );
}

const fallback = (status: number): ApiErrorBody => {
  const d = STATUS_DEFAULTS[status] ?? STATUS_DEFAULTS[status >= 500 ? 500 : 400];
  return { statusCode: status, error: d.error, code: d.code };
};

/** Body-parser / express-level errors carry `status` and `type`. */
interface ExpressError {
  status?: number;
  statusCode?: number;
  type?: string;
}

/**
 * Maps every failure to `{ statusCode, error, code, fields? }`. Never leaks a stack
 * trace; anything unexpected is a logged 500 with a generic message.
 */
export function toApiError(exception: unknown): ApiErrorBody {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (isApiErrorBody(response)) return { ...response, statusCode: status };
    if (status === HttpStatus.NOT_FOUND && /^Cannot [A-Z]+ /.test(exception.message)) {
      return { statusCode: 404, error: 'Recurso não encontrado.', code: ErrorCode.RouteNotFound };
    }
    if (status === HttpStatus.PAYLOAD_TOO_LARGE) {
      return {
        statusCode: status,
        error: 'O arquivo enviado é grande demais.',
        code: ErrorCode.FileTooLarge,
      };
    }
    return fallback(status);
  }
  if (exception instanceof EntityNotFoundError) return fallback(404);
  if (exception instanceof QueryFailedError) {
    const known = translateDbError(exception);
    if (known) return known.getResponse() as ApiErrorBody;
    const code = (exception.driverError as { code?: string } | undefined)?.code;
    switch (code) {
      case '22P02': // invalid_text_representation (e.g. a bad uuid reaching SQL)
      case '22007': // invalid_datetime_format
      case '22008': // datetime_field_overflow
      case '22003': // numeric_value_out_of_range
      case '22001': // string_data_right_truncation
      case '22021': // character_not_in_repertoire (a NUL byte in text)
      case '22P05': // untranslatable_character
      case '54001': // statement_too_complex
        return {
          statusCode: 400,
          error: 'Valor inválido para o campo informado.',
          code: ErrorCode.BadRequest,
        };
      case '23505': // a unique or exclusion constraint with no meaning in constraints.ts (a test
      case '23P01': // requires one for every constraint, so this is a last resort)
        return fallback(409);
      default:
        return fallback(500);
    }
  }
  const ex = exception as ExpressError | undefined;
  const status = ex?.status ?? ex?.statusCode;
  if (ex?.type === 'entity.parse.failed') {
    return {
      statusCode: 400,
      error: 'O corpo da requisição não é um JSON válido.',
      code: ErrorCode.InvalidJson,
    };
  }
  if (ex?.type === 'entity.too.large') return fallback(413);
  if (ex?.type === 'encoding.unsupported' || ex?.type === 'charset.unsupported')
    return fallback(415);
  if (typeof status === 'number' && status >= 400 && status < 500) return fallback(status);
  return fallback(500);
}

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    const body = toApiError(exception);
    if (body.statusCode >= 500 && exception instanceof AppException) {
      // A state the API answers on purpose (draining, the database unreachable), not a fault:
      // one line, without a stack (readiness is asked every second by each proxy).
      this.logger.warn({ code: body.code, method: req.method, url: req.originalUrl }, body.error);
    } else if (body.statusCode >= 500) {
      this.logger.error(
        { err: exception, method: req.method, url: req.originalUrl },
        exception instanceof Error ? exception.stack : String(exception),
      );
    }
    if (res.headersSent) return;
    res.status(body.statusCode).json(body);
  }
}
