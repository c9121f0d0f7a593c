/**
 * How fast one staff account may check codes at the gate, counted in PostgreSQL (the platform's
 * rate limiter: every API replica shares the counters). A typed code can be guessed (an
 * invitation's or ticket's '000' + id, a card's 1..99999), so typed codes have a tight limit
 * per account (GATE_TYPED_CODES_PER_MINUTE, 30); a signed QR code cannot, so scans only meet
 * the generous ceiling every gate check has (GATE_CHECKS_PER_MINUTE, 300). Over a limit: 429
 * with the seconds until it frees.
 */
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, GATE_MSG } from '@clube/shared';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import {
  RateLimiterService,
  type RateRule,
} from '../../platform/rate-limit/rate-limiter.service.js';

const MINUTE_SECONDS = 60;

/** The routes' documented 429 of the ceiling. */
export const GATE_CHECKS_LIMIT_ERROR =
  'Limite de validações por minuto deste usuário (GATE_CHECKS_LIMIT); a mensagem diz em quantos segundos libera.';

@Injectable()
export class GateLimitsService {
  constructor(
    private readonly limiter: RateLimiterService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A scanned QR code (signed): only the ceiling of all checks. */
  scanned(me: Principal): Promise<void> {
    return this.limiter.hit(this.ceiling(me));
  }

  /** A typed code (or a bare code read from an old QR code): the ceiling and the typed limit. */
  typed(me: Principal): Promise<void> {
    const limit = this.config.gate.typedCodesPerMinute;
    return this.limiter.hit(this.ceiling(me), {
      key: `gate-typed:staff:${me.id}`,
      limit,
      windowSeconds: MINUTE_SECONDS,
      code: ErrorCode.GateTypedCodesLimit,
      message: (seconds) => GATE_MSG.gateTypedCodesLimit(limit, seconds),
    });
  }

  private ceiling(me: Principal): RateRule {
    return {
      key: `gate:staff:${me.id}`,
      limit: this.config.gate.checksPerMinute,
      windowSeconds: MINUTE_SECONDS,
      code: ErrorCode.GateChecksLimit,
      message: (seconds) => GATE_MSG.gateChecksLimit(seconds),
    };
  }
}
