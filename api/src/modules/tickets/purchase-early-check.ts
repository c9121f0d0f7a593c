import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { MSG } from '@clube/shared';
import { batchedReads } from '../../platform/database/batch-gate.js';
import { runPreparedRead } from '../../platform/database/prepared-read.js';
import { AppException } from '../../platform/http/app-exception.js';
import { type EarlyRow, PURCHASE_SQL } from './purchase.queries.js';
import { TICKET_REFUSAL } from './ticket-messages.js';
import { ticketsLeft } from './ticket-stock.js';

/** A purchase's early check (see `PurchaseEarlyCheck`). */
interface EarlyAsk {
  eventId: number;
  associateId: string;
}

/**
 * The cheap check before the lock: an event that is missing, not on sale or has nothing left
 * for this member is refused at once, so a burst on a sold-out event does not queue on its row
 * lock. Sound: under the lock, expiring holds and offers returns only tickets this count
 * already sees as free, and serving the line can only lower it for this member. Whatever it
 * lets through is checked again under the lock.
 *
 * The checks asked for while earlier ones are being read share one prepared statement per
 * event (`batchedReads`): under a burst a statement answers many purchases; alone, a purchase
 * waits for no one.
 */
@Injectable()
export class PurchaseEarlyCheck {
  private readonly checks: DataLoader<EarlyAsk, void>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.checks = batchedReads((asks) => this.checkBatch(asks));
  }

  /** Resolves when the purchase may go on; rejects with its 404 or 409 otherwise. */
  refuseEarly(eventId: number, associateId: string): Promise<void> {
    return this.checks.load({ eventId, associateId });
  }

  /** Answers a batch of early checks: one statement per event. */
  private async checkBatch(asks: readonly EarlyAsk[]): Promise<(undefined | Error)[]> {
    const rows = new Map<number, EarlyRow | undefined>();
    for (const eventId of new Set(asks.map((a) => a.eventId))) {
      const [row] = await runPreparedRead<EarlyRow>(this.db, PURCHASE_SQL.earlyCheck, [eventId]);
      rows.set(eventId, row);
    }
    return asks.map((ask) => {
      const row = rows.get(ask.eventId);
      if (!row) return AppException.notFound(MSG.eventNotFound);
      if (!row.open) return TICKET_REFUSAL.saleClosed();
      // Other members' open offers are held for them; the buyer's own is theirs to use.
      const offered = row.offers
        .filter((o) => o.associate_id !== ask.associateId)
        .reduce((sum, o) => sum + o.quantity, 0);
      const left = ticketsLeft({ total: row.total, active: row.active, offered });
      return left === 0 ? TICKET_REFUSAL.soldOut() : undefined;
    });
  }
}
