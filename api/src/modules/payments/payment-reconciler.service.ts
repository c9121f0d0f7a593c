import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import type { DatabaseConnection } from '../../platform/database/data-source.js';
import { DATABASE_CONNECTION } from '../../platform/database/database.tokens.js';
import { execute } from '../../platform/database/sql.js';
import { PeriodicJob, runExclusive } from '../../platform/jobs/periodic-job.js';
import { PIX_GIVE_UP_MS } from './acquirer/pix-lifetime.js';
import { Payment, PaymentState } from './entities/payment.entity.js';
import { PaymentNotificationsService } from './payment-notifications.service.js';
import { RefundsService } from './refunds.service.js';
import { deleteStaleNonces, giveUpPix, giveUpUnansweredSales } from './payments.queries.js';

export const RECONCILE_INTERVAL_MS = 60_000;
/** pg advisory lock key of the reconciliation ("PAYRECON"). */
export const RECONCILE_LOCK_KEY = 0x5041_5952;
/** A sale whose answer never came (no PaymentId) is given up after this long: nothing is known. */
export const UNANSWERED_SALE_GIVE_UP_MS = 10 * 60_000;
/** The payments asked about in one round, oldest first. */
const ROUND_SIZE = 200;
/** The states the acquirer may still change: asked about every round. */
const OPEN_STATES: PaymentState[] = [
  PaymentState.Processing,
  PaymentState.Pending,
  PaymentState.Refunding,
];

const seconds = (ms: number) => ms / 1000;

/**
 * Asks the acquirer about the payments still open (pending, processing, refunding) and the
 * refunds it has not confirmed yet every minute, so a lost notification or a crash between the sale and its answer does not leave an
 * order unpaid or a refund undone; an unpaid Pix past its lifetime (and a margin) is closed on
 * our side. One API process at a time (`runExclusive`: a session advisory lock). On by default
 * outside tests (PAYMENT_RECONCILE); tests call `reconcile()`.
 */
@Injectable()
export class PaymentReconcilerService extends PeriodicJob {
  protected readonly intervalMs = RECONCILE_INTERVAL_MS;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
    private readonly notifications: PaymentNotificationsService,
    private readonly refunds: RefundsService,
  ) {
    super();
  }

  protected enabled(): boolean {
    return this.config.payments.reconcile;
  }

  protected round(): Promise<number> {
    return this.reconcile();
  }

  /** One round; answers how many payments were asked about (0 when another process holds it). */
  async reconcile(): Promise<number> {
    return (
      (await runExclusive(this.db, this.connection, RECONCILE_LOCK_KEY, () => this.askOpen())) ?? 0
    );
  }

  private async askOpen(): Promise<number> {
    await execute(this.db, giveUpUnansweredSales, [seconds(UNANSWERED_SALE_GIVE_UP_MS)]);
    await execute(this.db, deleteStaleNonces, []);
    const open = await this.db
      .getRepository(Payment)
      .createQueryBuilder('p')
      .where('p.state IN (:...states)', { states: OPEN_STATES })
      .andWhere('p.acquirer_payment_id IS NOT NULL')
      .orderBy('p.created_at')
      .limit(ROUND_SIZE)
      .getMany();
    for (const payment of open) {
      try {
        const after = await this.notifications.recheck(payment);
        if (after.state === PaymentState.Pending && after.type === 'pix') {
          await execute(this.db, giveUpPix, [payment.id, seconds(PIX_GIVE_UP_MS)]);
        }
      } catch (err) {
        this.logger.warn({ err, paymentId: payment.id }, 'Could not reconcile a payment');
      }
    }
    return open.length + (await this.refunds.retryPending());
  }
}
