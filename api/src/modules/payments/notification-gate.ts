import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { AppException } from '../../platform/http/app-exception.js';

/**
 * The acquirer's notifications can carry only a static header (PAYMENTS-NOTES): a notification
 * without PAYMENT_NOTIFICATION_TOKEN is refused. The token is required in production (the
 * configuration refuses to start without it, and the gate refuses every notification should it
 * be missing anyway); elsewhere it is checked when set. It is no proof either way — the payment
 * is always asked of the acquirer again — it only keeps strangers from making the API query the
 * acquirer.
 */
@Injectable()
export class NotificationGate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  check(token: string | undefined): void {
    const expected = this.config.payments.notificationToken;
    if (!expected) {
      if (this.config.env === 'production') throw refused();
      return;
    }
    const a = Buffer.from(token ?? '');
    const b = Buffer.from(expected);
    if (a.length !== b.length || !timingSafeEqual(a, b)) throw refused();
  }
}

const refused = () =>
  new AppException(401, ErrorCode.Unauthenticated, 'Notificação não autorizada.');
