import { applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorCode, GATE_MSG } from '@clube/shared';
import { AppException } from '../../platform/http/app-exception.js';

/** A gate phone's attempt id: up to 64 letters, digits, '-' or '_'. */
export const GATE_REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The X-Request-Id of a gate check, or null when absent; 400 with the error shape when it is
 * not a sane id. A retry with the same id (same staff user) gets the first answer again.
 */
export const GateRequestId = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): string | null => {
    const raw = ctx.switchToHttp().getRequest<Request>().headers['x-request-id'];
    if (raw === undefined) return null;
    if (typeof raw !== 'string' || !GATE_REQUEST_ID.test(raw)) {
      throw AppException.badRequest(GATE_MSG.gateRequestIdInvalid, ErrorCode.ValidationFailed, {
        'X-Request-Id': GATE_MSG.gateRequestIdInvalid,
      });
    }
    return raw;
  },
);

/** Swagger: the optional X-Request-Id header of the gate routes. */
export const GateRequestIdHeader = () =>
  applyDecorators(
    ApiHeader({
      name: 'X-Request-Id',
      required: false,
      description:
        'Id da tentativa (até 64 letras, números, - ou _), novo a cada validação e o mesmo ao repetir após uma falha de rede: a repetição recebe a mesma resposta, sem segunda entrada nem segundo registro.',
      schema: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_-]{1,64}$' },
    }),
  );
