import { ParseUUIDPipe } from '@nestjs/common';
import { AppException } from './app-exception.js';
import { ErrorCode } from './error-codes.js';

/** `@Param('id', UuidParam)`: a malformed id is a 400 with the error shape, never a database error. */
export const UuidParam = new ParseUUIDPipe({
  exceptionFactory: () =>
    new AppException(400, ErrorCode.InvalidId, 'Identificador inválido.', {
      id: 'Identificador inválido.',
    }),
});
