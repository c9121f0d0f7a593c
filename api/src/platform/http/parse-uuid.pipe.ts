import { ParseUUIDPipe } from '@nestjs/common';
import { ErrorCode } from '@clube/shared';
import { AppException } from './app-exception.js';

/** `@Param('id', UuidParam)`: a malformed id is a 400 with the error shape, never a database error. */
export const UuidParam = new ParseUUIDPipe({
  exceptionFactory: () =>
    new AppException(400, ErrorCode.InvalidId, 'Identificador inválido.', {
      id: 'Identificador inválido.',
    }),
});
