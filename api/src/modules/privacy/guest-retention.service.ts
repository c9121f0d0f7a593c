import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import type { DatabaseConnection } from '../../platform/database/data-source.js';
import { DATABASE_CONNECTION } from '../../platform/database/database.tokens.js';
import { execute } from '../../platform/database/sql.js';
import { PeriodicJob, runExclusive } from '../../platform/jobs/periodic-job.js';
import { anonymiseGuestAttempts } from '../access-validation/guest-retention.queries.js';
import { guestRetentionCutoff } from '../reservations/guest-retention.js';
import { anonymiseReservationGuests } from '../reservations/guest-retention.queries.js';
import { anonymiseTicketGuests } from '../tickets/guest-retention.queries.js';

/** How often the guests' data due for anonymisation is anonymised. */
export const GUEST_RETENTION_INTERVAL_MS = 3_600_000;

/** Key of the job's advisory lock ("LGPD"): one API process anonymises at a time. */
export const GUEST_RETENTION_LOCK_KEY = 0x4c47_5044;

/** What one round anonymised. */
export interface AnonymisedCounts {
  reservationGuests: number;
  ticketGuests: number;
  gateAttempts: number;
}

/**
 * Anonymises the guests whose name and CPF are no longer kept (`reservations/guest-retention.ts`:
 * cancelled bookings, unpaid ones a day after they expired, and visits older than
 * GUEST_RETENTION_MONTHS): the reservations' guests, the tickets' guests and the gate's copies of
 * them, in one transaction, every hour when the configuration says so (GUEST_RETENTION, off in
 * tests, which call `anonymise()`). The rows stay, so every report counts them as before. A
 * round changes only rows not anonymised yet: running it again changes nothing.
 */
@Injectable()
export class GuestRetentionService extends PeriodicJob {
  protected readonly intervalMs = GUEST_RETENTION_INTERVAL_MS;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
  ) {
    super();
  }

  /** The job's clock (tests set it). */
  now(): Date {
    return new Date();
  }

  protected enabled(): boolean {
    return this.config.privacy.guestRetentionJob;
  }

  protected async round(): Promise<number> {
    const done = await this.anonymise();
    return done ? done.reservationGuests + done.ticketGuests + done.gateAttempts : 0;
  }

  /** One round: what it anonymised (null when another process holds the lock). */
  anonymise(): Promise<AnonymisedCounts | null> {
    const now = this.now();
    const cutoff = guestRetentionCutoff(now, this.config.privacy.guestRetentionMonths);
    return runExclusive(this.db, this.connection, GUEST_RETENTION_LOCK_KEY, () =>
      this.db.transaction(async (tx) => {
        // The gate's copies first: their rule reads the invitations and tickets as they are.
        const gateAttempts = await execute(tx, anonymiseGuestAttempts, [now, cutoff]);
        const ticketGuests = await execute(tx, anonymiseTicketGuests, [now, cutoff]);
        const reservationGuests = await execute(tx, anonymiseReservationGuests, [now, cutoff]);
        return { reservationGuests, ticketGuests, gateAttempts };
      }),
    );
  }
}
