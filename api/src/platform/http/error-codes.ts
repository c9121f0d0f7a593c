import { HttpStatus } from '@nestjs/common';
import { ErrorCode, MSG } from '@clube/shared';

/**
 * Default person-facing message and code for a bare HTTP status (an error thrown
 * without a code of its own, e.g. by Nest or a library). The codes themselves are the
 * shared contract: `ErrorCode` in libs/shared.
 */
export const STATUS_DEFAULTS: Readonly<Record<number, { code: ErrorCode; error: string }>> = {
  [HttpStatus.BAD_REQUEST]: { code: ErrorCode.BadRequest, error: 'Requisição inválida.' },
  [HttpStatus.UNAUTHORIZED]: {
    code: ErrorCode.Unauthenticated,
    error: 'Sessão ausente ou expirada. Entre novamente.',
  },
  [HttpStatus.FORBIDDEN]: {
    code: ErrorCode.Forbidden,
    error: MSG.adminInsufficientLevel,
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
