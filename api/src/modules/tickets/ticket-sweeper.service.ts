import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import type { DatabaseConnection } from '../../platform/database/data-source.js';
import { DATABASE_CONNECTION } from '../../platform/database/database.tokens.js';
import { PeriodicJob, runExclusive } from '../../platform/jobs/periodic-job.js';
import { WaitlistService } from './waitlist.service.js';

/** How often the sweeper looks for expired holds and offers. */
export const SWEEP_INTERVAL_MS = 30_000;

/** Key of the sweeper's advisory lock ("EVSW"): one API process sweeps at a time. */
export const SWEEPER_LOCK_KEY = 0x45_56_53_57;

/**
 * Expires the event holds and waitlist offers whose time has run out and serves the lines
 * (`WaitlistService.sweepDue`) every 30 s when the configuration says so (`EVENT_SWEEPER`, off in
 * tests, which call `sweep()`). Every API process runs one; the advisory lock lets one of them
 * work per round. It only tidies: the stock never waits for it.
 */
@Injectable()
export class TicketSweeper extends PeriodicJob {
  protected readonly intervalMs = SWEEP_INTERVAL_MS;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
    private readonly waitlist: WaitlistService,
  ) {
    super();
  }

  protected enabled(): boolean {
    return this.config.orders.eventSweeper;
  }

  protected round(): Promise<number> {
    return this.sweep();
  }

  /** One round: how many events it swept (0 when another process holds the lock). */
  async sweep(): Promise<number> {
    const swept = await runExclusive(this.db, this.connection, SWEEPER_LOCK_KEY, () =>
      this.waitlist.sweepDue(),
    );
    return swept ?? 0;
  }
}
