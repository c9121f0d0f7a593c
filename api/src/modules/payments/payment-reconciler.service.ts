import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import type { DatabaseConnection } from '../../platform/database/data-source.js';
import { DATABASE_CONNECTION } from '../../platform/database/database.tokens.js';
import { Payment } from './entities/payment.entity.js';
import { PaymentsService } from './payments.service.js';

export const RECONCILE_INTERVAL_MS = 60_000;
/** pg advisory lock key of the reconciliation ("PAYRECON"). */
export const RECONCILE_LOCK_KEY = 0x5041_5952;
/** A sale whose answer never came (no PaymentId) is given up after this long: nothing is known. */
const PROCESSING_GIVE_UP = "interval '10 minutes'";
/** A Pix not paid in 2 h can no longer be; a little more before it is closed on our side. */
const PIX_GIVE_UP = "interval '2 hours 10 minutes'";

/**
 * Asks the acquirer about the payments still open (pending, processing, refunding) every
 * minute, so a lost notification or a crash between the sale and its answer does not leave an
 * order unpaid or a refund undone. One API process at a time: a session advisory lock
 * (`pg_try_advisory_lock`) held on a connection of its own while the round runs (the round's
 * work uses other connections; the embedded database serves one process, so it needs none).
 * On by default outside tests (PAYMENT_RECONCILE); tests call `reconcile()`.
 */
@Injectable()
export class PaymentReconcilerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PaymentReconcilerService.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
    private readonly payments: PaymentsService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.payments.reconcile) return;
    this.timer = setInterval(() => this.tick(), RECONCILE_INTERVAL_MS);
    this.timer.unref();
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.reconcile()
      .then((n) => n && this.logger.log({ payments: n }, 'Reconciled open payments'))
      .catch((err: unknown) => this.logger.error({ err }, 'Payment reconciliation failed'))
      .finally(() => (this.running = null));
  }

  /** One round; answers how many payments were asked about (0 when another process holds it). */
  async reconcile(): Promise<number> {
    const release = await this.lock();
    if (!release) return 0;
    try {
      return await this.round();
    } finally {
      await release();
    }
  }

  /** The round's lock, or null when another process holds it. */
  private async lock(): Promise<(() => Promise<void>) | null> {
    if (this.connection.embedded) return async () => undefined;
    const runner = this.db.createQueryRunner();
    await runner.connect();
    const [{ locked }]: { locked: boolean }[] = await runner.query(
      'SELECT pg_try_advisory_lock($1) AS locked',
      [RECONCILE_LOCK_KEY],
    );
    if (!locked) {
      await runner.release();
      return null;
    }
    return async () => {
      await runner
        .query('SELECT pg_advisory_unlock($1)', [RECONCILE_LOCK_KEY])
        .catch(() => undefined);
      await runner.release();
    };
  }

  private async round(): Promise<number> {
    await this.db.query(
      `UPDATE payment SET state = 'failed', updated_at = now()
        WHERE state = 'processing' AND acquirer_payment_id IS NULL
          AND created_at < now() - ${PROCESSING_GIVE_UP}`,
    );
    await this.db.query('DELETE FROM payment_nonce WHERE expires_at < now()');
    const open = await this.db
      .getRepository(Payment)
      .createQueryBuilder('p')
      .where("p.state IN ('processing', 'pending', 'refunding')")
      .andWhere('p.acquirer_payment_id IS NOT NULL')
      .orderBy('p.created_at')
      .limit(200)
      .getMany();
    for (const payment of open) {
      try {
        const after = await this.payments.recheck(payment);
        if (after.state === 'pending' && after.type === 'pix') {
          await this.db.query(
            `UPDATE payment SET state = 'failed', qr_code_image = NULL, updated_at = now()
              WHERE id = $1 AND state = 'pending' AND created_at < now() - ${PIX_GIVE_UP}`,
            [payment.id],
          );
        }
      } catch (err) {
        this.logger.warn({ err, paymentId: payment.id }, 'Could not reconcile a payment');
      }
    }
    return open.length;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
