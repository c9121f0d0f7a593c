import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { ErrorCode } from '@clube/shared';
import { AppException } from './app-exception.js';

/** Where @nestjs/swagger's @ApiConsumes keeps a route's media types. */
const API_CONSUMES = 'swagger/apiConsumes';
const JSON_ONLY = ['application/json'];

/** A request carries a body when it says so (RFC 9110): a length above zero or chunked. */
export const hasBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * A body must come in a media type the route documents (JSON unless it declares a
 * multipart form): text/plain, XML or a form sent to a JSON route would otherwise be
 * left unread and the request taken as an empty update. 415 before the handler runs.
 */
@Injectable()
export class ContentTypeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    if (hasBody(req)) {
      const accepted =
        this.reflector.getAllAndOverride<string[] | undefined>(API_CONSUMES, [
          context.getHandler(),
          context.getClass(),
        ]) ?? JSON_ONLY;
      if (!req.is(accepted)) {
        throw new AppException(
          415,
          ErrorCode.UnsupportedMediaType,
          `Formato de conteúdo não suportado: envie ${accepted.join(' ou ')}.`,
        );
      }
    }
    return next.handle();
  }
}
