import { performance } from 'node:perf_hooks';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ErrorCode, MSG } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { translateDbError } from '../../platform/database/database-errors.js';
import { execute, queryOne } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import { RateLimiterService } from '../../platform/rate-limit/rate-limiter.service.js';
import { limitBuyersForeignCpfs } from '../associates/club-people.js';
import { refuseBarredGuests } from '../barred-cpfs/barred-cpfs.rules.js';
import { Event } from '../events/entities/event.entity.js';
import { lockForSale } from '../events/event-sale.js';
import type { Ticket } from './entities/ticket.entity.js';
import { OrderStatus } from '../orders/entities/order.entity.js';
import type { OrderQuoteDto } from '../orders/dto/order-quote.dto.js';
import { toOrderQuote, toOrderSummary } from '../orders/order-view.js';
import type { CreateTicketsOrderDto, TicketsOrderDto } from './dto/ticket.dto.js';
import { PurchaseEarlyCheck } from './purchase-early-check.js';
import {
  type Bought,
  groupStateOf,
  type Outcome,
  type Purchase,
  PurchaseWriter,
  type Refused,
} from './purchase-writer.js';
import { decideGroup } from './purchase-group.js';
import { type GroupStateRow, PURCHASE_SQL } from './purchase.queries.js';
import { TICKET_MSG as M, TICKET_REFUSAL } from './ticket-messages.js';
import { toMemberTicket } from './ticket-view.js';

/** A purchase waiting for its event's next group (see `inGroup`). */
interface Waiting extends Purchase {
  /** performance.now() when the request came in. */
  arrived: number;
  resolve: (outcome: Refused | Bought) => void;
  reject: (err: unknown) => void;
}

/** This process's purchases of one event waiting for a transaction (see `inGroup`). */
interface EventQueue {
  waiting: Waiting[];
  /** A group of this event is being written. */
  writing: boolean;
  /** performance.now() when a purchase last left the event sold out for everybody. */
  soldOutAt: number;
}

/** At most this many purchases share a transaction (keeps the event's row lock short). */
export const PURCHASE_GROUP_MAX = 100;

/** A database refusal as its answer (`translateDbError`), any other error as it is. */
const answerOf = (err: unknown): unknown => translateDbError(err) ?? err;

/**
 * The purchase of event tickets (`POST order/tickets`): checked early outside any lock
 * (`PurchaseEarlyCheck`), then written with the other purchases of its event in one
 * transaction on the locked event row (group commit, `PurchaseWriter`).
 */
@Injectable()
export class TicketPurchaseService {
  private readonly queues = new Map<number, EventQueue>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly early: PurchaseEarlyCheck,
    private readonly writer: PurchaseWriter,
    private readonly limiter: RateLimiterService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `POST order/tickets`. */
  async purchase(associateId: string, dto: CreateTicketsOrderDto): Promise<TicketsOrderDto> {
    const arrived = performance.now();
    const guests = await this.admit(associateId, dto, arrived);
    const eventId = dto.event_id;

    const result = await this.inGroup(eventId, { associateId, guests, arrived });

    if (result.refusal) throw result.refusal;
    const { order, tickets } = result;
    const free = order.status === OrderStatus.Finished;
    // The event's days, for until when the tickets can be cancelled (one read, after the commit).
    const event = await this.db
      .getRepository(Event)
      .findOne({ where: { id: eventId }, relations: { dates: true } });
    const now = Date.now();
    return {
      message: free ? M.boughtFree : M.boughtPaid,
      order: toOrderSummary(order, now),
      tickets: tickets.map((t) => toMemberTicket({ ...t, event } as Ticket, now)),
    };
  }

  /**
   * `POST order/tickets/quote`: what the purchase would cost now — each guest's price ('free'
   * for a club person within the free limit) and the total — decided by the purchase's own rules
   * (`decideGroup` on the state `writeTogether` reads), with the same checks before it (the
   * foreign-CPF limit included: a quote is no CPF oracle), and nothing written, locked or held.
   */
  async quote(associateId: string, dto: CreateTicketsOrderDto): Promise<OrderQuoteDto> {
    const guests = await this.admit(associateId, dto);
    const event = await this.db.getRepository(Event).findOneBy({ id: dto.event_id });
    if (!event) throw AppException.notFound(MSG.eventNotFound);
    const state = (await queryOne(this.db.manager, PURCHASE_SQL.groupState, [
      event.id,
      guests.map((g) => g.cpf),
      [associateId],
    ])) as GroupStateRow;
    const [decision] = decideGroup(groupStateOf(state), [{ associateId, guests }], event);
    if (decision.refusal) throw decision.refusal;
    return toOrderQuote(decision.guests);
  }

  /**
   * The checks of a purchase (and of its quote) before its event is locked: guests given, no
   * CPF twice, the event on sale with tickets left, no barred guest, the foreign-CPF limit.
   * A purchase (`arrived`: when it came in) is also refused once this process has seen its
   * event sell out after it came in (`soldOutSince`), before the guests' checks cost the
   * database anything: under a burst most purchases pass the early check before the first
   * group is written.
   */
  private async admit(associateId: string, dto: CreateTicketsOrderDto, arrived?: number) {
    const guests = dto.tickets ?? [];
    if (!guests.length) {
      throw AppException.badRequest(M.noGuest, ErrorCode.ValidationFailed, { tickets: M.noGuest });
    }
    const seen = new Set<string>();
    guests.forEach((g, i) => {
      if (seen.has(g.cpf)) {
        throw AppException.badRequest(MSG.cpfDuplicateGuest, ErrorCode.ValidationFailed, {
          [`tickets.${i}.cpf`]: MSG.cpfDuplicateGuest,
        });
      }
      seen.add(g.cpf);
    });
    const eventId = dto.event_id;
    // Outside the lock: a sold-out event refused without waiting for the lock (nothing can come
    // back that a later read would not see as well).
    await this.early.refuseEarly(eventId, associateId);
    if (arrived !== undefined && this.soldOutSince(eventId, arrived)) {
      throw TICKET_REFUSAL.soldOut();
    }
    await refuseBarredGuests(
      this.db.manager,
      guests.map((g) => g.cpf),
      (i) => `tickets.${i}.cpf`,
    );
    // Checking strangers' CPFs one purchase after another is limited (no CPF oracle).
    await limitBuyersForeignCpfs(
      this.db.manager,
      this.limiter,
      associateId,
      guests.map((g) => g.cpf),
      this.config.clubTimeZone,
    );
    return guests;
  }

  /**
   * Group commit: the purchases of one event that came in while this process was writing the
   * previous ones are written together, in one transaction on the event's locked row (which
   * still decides between processes), each under its own savepoint so a failed one undoes only
   * itself. They wait for each other here, in memory, rather than each holding a pooled
   * connection while it waits for the row lock; under a burst a hundred purchases cost one
   * lock and one commit instead of a hundred. In the order they came in: once one leaves the
   * event sold out for everybody, those after it in the group and those that came in before it
   * are refused without the database (`queue.soldOutAt`).
   */
  private inGroup(
    eventId: number,
    purchase: Omit<Waiting, 'resolve' | 'reject'>,
  ): Promise<Refused | Bought> {
    let queue = this.queues.get(eventId);
    if (!queue) {
      queue = { waiting: [], writing: false, soldOutAt: -1 };
      this.queues.set(eventId, queue);
    }
    if (this.soldOutSince(eventId, purchase.arrived)) {
      return Promise.resolve({ refusal: TICKET_REFUSAL.soldOut(), offers: [] });
    }
    const done = new Promise<Refused | Bought>((resolve, reject) =>
      queue.waiting.push({ ...purchase, resolve, reject }),
    );
    if (!queue.writing) void this.writeGroups(eventId, queue);
    return done;
  }

  /**
   * Has a group written by this process left the event sold out for everybody since `arrived`
   * (a purchase's arrival)? Then that purchase is refused as sold out without the database:
   * the event was sold out at a moment of its lifetime, which is all a refusal states.
   */
  private soldOutSince(eventId: number, arrived: number): boolean {
    return (this.queues.get(eventId)?.soldOutAt ?? -1) >= arrived;
  }

  /** Writes the event's waiting purchases, a group at a time, until none is left. */
  private async writeGroups(eventId: number, queue: EventQueue): Promise<void> {
    queue.writing = true;
    try {
      while (queue.waiting.length) {
        await this.writeGroup(eventId, queue, queue.waiting.splice(0, PURCHASE_GROUP_MAX));
      }
    } finally {
      queue.writing = false;
      // A sold-out event keeps its queue: late requests of the burst are refused from memory.
      if (queue.soldOutAt < 0 && this.queues.get(eventId) === queue) this.queues.delete(eventId);
    }
  }

  /**
   * One transaction for `group`: the event locked once, each purchase under a savepoint (a
   * refusal keeps what it expired and offered, an error undoes only that purchase: its refusal
   * answered alone, `translateDbError`); the answers go out after the commit. A transaction
   * that fails as a whole fails every purchase in it.
   */
  private async writeGroup(eventId: number, queue: EventQueue, group: Waiting[]): Promise<void> {
    type Answer = { outcome: Outcome } | { error: unknown };
    let answers: Answer[] = [];
    let soldOutAt = -1;
    try {
      await this.db.transaction(async (tx) => {
        answers = [];
        soldOutAt = -1;
        const event = await lockForSale(tx, eventId);
        const together = await this.writer.writeTogether(tx, event, group);
        if (together) {
          answers = together.map((outcome) => ({ outcome }));
          if (together.some((o) => o.soldOutForAll)) soldOutAt = performance.now();
          return;
        }
        const alone = group.length === 1;
        for (const purchase of group) {
          if (soldOutAt >= 0) {
            answers.push({ outcome: { refusal: TICKET_REFUSAL.soldOut(), offers: [] } });
            continue;
          }
          if (!alone) await execute(tx, PURCHASE_SQL.savepoint.purchase, []);
          try {
            const outcome = await this.writer.purchaseLocked(tx, event, purchase);
            if (!alone) await execute(tx, PURCHASE_SQL.savepoint.releasePurchase, []);
            if (outcome.soldOutForAll) soldOutAt = performance.now();
            answers.push({ outcome });
          } catch (err) {
            if (alone) throw err;
            await execute(tx, PURCHASE_SQL.savepoint.undoPurchase, []);
            answers.push({ error: answerOf(err) });
          }
        }
      });
    } catch (err) {
      const error = answerOf(err);
      for (const purchase of group) purchase.reject(error);
      return;
    }
    if (soldOutAt >= 0) queue.soldOutAt = Math.max(queue.soldOutAt, soldOutAt);
    group.forEach((purchase, i) => {
      const answer = answers[i];
      if ('error' in answer) purchase.reject(answer.error);
      else purchase.resolve(answer.outcome);
    });
  }
}
