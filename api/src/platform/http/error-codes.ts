import { HttpStatus } from '@nestjs/common';

/** Stable codes for programs; `error` carries the message for a person. */
export enum ErrorCode {
  BadRequest = 'BAD_REQUEST',
  ValidationFailed = 'VALIDATION_FAILED',
  InvalidJson = 'INVALID_JSON',
  InvalidId = 'INVALID_ID',
  Unauthenticated = 'UNAUTHENTICATED',
  Forbidden = 'FORBIDDEN',
  NotFound = 'NOT_FOUND',
  RouteNotFound = 'ROUTE_NOT_FOUND',
  MethodNotAllowed = 'METHOD_NOT_ALLOWED',
  Conflict = 'CONFLICT',
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType = 'UNSUPPORTED_MEDIA_TYPE',
  FileTypeNotAllowed = 'FILE_TYPE_NOT_ALLOWED',
  FileTooLarge = 'FILE_TOO_LARGE',
  FileNotFound = 'FILE_NOT_FOUND',
  TooManyRequests = 'TOO_MANY_REQUESTS',
  DatabaseUnavailable = 'DATABASE_UNAVAILABLE',
  Internal = 'INTERNAL_ERROR',
}

/** Default person-facing message and code for a bare HTTP status. */
export const STATUS_DEFAULTS: Record<number, { code: ErrorCode; error: string }> = {
  [HttpStatus.BAD_REQUEST]: { code: ErrorCode.BadRequest, error: 'Requisição inválida.' },
  [HttpStatus.UNAUTHORIZED]: {
    code: ErrorCode.Unauthenticated,
    error: 'Sessão ausente ou expirada. Entre novamente.',
  },
  [HttpStatus.FORBIDDEN]: {
    code: ErrorCode.Forbidden,
    error: 'Nível de usuário insuficiente para o acesso',
  },
  [HttpStatus.NOT_FOUND]: { code: ErrorCode.NotFound, error: 'Registro não encontrado.' },
  [HttpStatus.METHOD_NOT_ALLOWED]: {
    code: ErrorCode.MethodNotAllowed,
    error: 'Método não permitido.',
  },
  [HttpStatus.CONFLICT]: {
    code: ErrorCode.Conflict,
    error: 'O registro conflita com outro já existente.',
  },
  [HttpStatus.PAYLOAD_TOO_LARGE]: {
    code: ErrorCode.PayloadTooLarge,
    error: 'O conteúdo enviado é grande demais.',
  },
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: {
    code: ErrorCode.UnsupportedMediaType,
    error: 'Formato de conteúdo não suportado.',
  },
  [HttpStatus.TOO_MANY_REQUESTS]: {
    code: ErrorCode.TooManyRequests,
    error: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  },
  [HttpStatus.SERVICE_UNAVAILABLE]: {
    code: ErrorCode.DatabaseUnavailable,
    error: 'Serviço temporariamente indisponível.',
  },
  [HttpStatus.INTERNAL_SERVER_ERROR]: {
    code: ErrorCode.Internal,
    error: 'Erro interno. Tente novamente mais tarde.',
  },
};
