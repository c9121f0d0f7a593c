import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { AppException } from '../../platform/http/app-exception.js';

/**
 * The acquirer's notifications can carry only a static header (PAYMENTS-NOTES): when
 * PAYMENT_NOTIFICATION_TOKEN is set, a notification without it is refused. It is no proof
 * either way — the payment is always asked of the acquirer again — it only keeps strangers
 * from making the API query the acquirer.
 */
@Injectable()
export class NotificationGate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  check(token: string | undefined): void {
    const expected = this.config.payments.notificationToken;
    if (!expected) return;
    const a = Buffer.from(token ?? '');
    const b = Buffer.from(expected);
    if (a.length !== b.length || !timingSafeEqual(a, b)) {
      throw new AppException(401, ErrorCode.Unauthenticated, 'Notificação não autorizada.');
    }
  }
}
