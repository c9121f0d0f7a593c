import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ErrorCode } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { queryRows } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import { RateLimiterService } from '../../platform/rate-limit/rate-limiter.service.js';
import { limitBuyersForeignCpfs } from '../associates/club-people.js';
import { Local } from '../locals/entities/local.entity.js';
import { Order } from '../orders/entities/order.entity.js';
import type { GuestDto, MemberReservationDto } from './dto/local-reservation.dto.js';
import { type LocalReservation, ReservationStatus } from './entities/local-reservation.entity.js';
import { clubDateParts } from './reservation-format.js';
import { checkGuestVisits } from './guest-visits.js';
import { checkGuestList, guestsTotal, priceGuests, replaceGuests } from './reservation-guests.js';
import { RESERVATION_MSG as M } from './reservation-messages.js';
import { checkGuestsFit } from './reservation-places.js';
import {
  cancelUntil,
  effectiveReservationStatus,
  guestsEditable,
  holdRunOut,
} from './reservation-status.js';
import { ReservationStore } from './reservation-store.js';
import { RefundReason } from '../payments/entities/money-movement.entity.js';
import type { RefundActor } from '../payments/refunds.service.js';
import { toMemberReservation } from './reservation-views.js';
import { memberReservationIds } from './reservations.queries.js';

/**
 * The member's reservations: his list and one of them (`local-reservations-by-idUser`,
 * `local-reservations-associate/{id}`), the guest edit (also the staff's, with the same rules)
 * and cancelling.
 */
@Injectable()
export class MemberReservationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: ReservationStore,
    private readonly limiter: RateLimiterService,
  ) {}

  /** `GET local-reservations-by-idUser`: the member's reservations, newest start first. */
  async listMine(associateId: string): Promise<MemberReservationDto[]> {
    const ids = await queryRows(this.db, memberReservationIds, [associateId]);
    const rows = await this.store.loadFull(
      this.db.manager,
      ids.map((r) => r.id),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const hours = await this.store.cancelHours(this.db.manager);
    const now = Date.now();
    return ids.flatMap(({ id }) => {
      const r = byId.get(id);
      return r ? [toMemberReservation(r, hours, now)] : [];
    });
  }

  /** `GET local-reservations-associate/{id}`: 404 when it is not the member's. */
  async getMine(associateId: string, id: number): Promise<MemberReservationDto> {
    const [r] = await this.store.loadFull(this.db.manager, [id]);
    if (!r || r.associateId !== associateId) throw AppException.notFound(M.reservationNotFound);
    return toMemberReservation(r, await this.store.cancelHours(this.db.manager), Date.now());
  }

  /**
   * The guest edit (member: own reservations only, `owner`; staff: any, null). Allowed while
   * the reservation occupies its slot and has not started. Guests whose CPF stays keep their
   * invitation (id, code); removed ones are deleted; new ones are added. Pendente: the order
   * total follows (0 confirms it at once); Confirmada: the total may not grow.
   */
  async updateGuests(
    id: number,
    guests: GuestDto[],
    owner: string | null,
    actor: RefundActor = 'member',
  ): Promise<MemberReservationDto> {
    const list = checkGuestList(guests);
    if (owner !== null) {
      await limitBuyersForeignCpfs(
        this.db.manager,
        this.limiter,
        owner,
        list.map((g) => g.doc),
        this.config.clubTimeZone,
      );
    }
    await this.db.transaction(async (tx) => {
      await this.store.lockOrderOf(tx, id);
      const now = Date.now();
      const r = await this.lockCurrent(tx, id, owner, now);
      if (!guestsEditable(r, now)) {
        throw AppException.conflict(M.notEditable, ErrorCode.ReservationNotEditable);
      }
      const status = effectiveReservationStatus(r, now);
      const local = await tx.getRepository(Local).findOneOrFail({
        where: { id: r.localId },
        relations: { localType: true },
      });
      checkGuestsFit(local, list.length);
      const priced = await priceGuests(tx, list, {
        invitedValue: local.localType.invitedValue,
        buyerId: r.associateId,
      });
      await checkGuestVisits(tx, priced, r.startsAt, this.config.clubTimeZone, r.id);
      const total = guestsTotal(priced);
      const order = await tx.getRepository(Order).findOneByOrFail({ id: r.orderId });
      if (status === ReservationStatus.Confirmed && total > order.total) {
        throw AppException.conflict(M.increaseRefused, ErrorCode.GuestIncreaseRefused);
      }
      await replaceGuests(tx, r.id, priced);
      // Pendente: the order owes the new total (an open Pix of the old one dropped; 0 confirms
      // it). Confirmada: fewer paying guests give the difference back.
      await this.store.changeTotal(tx, r, total, actor);
    });
    return this.store.memberView(this.db.manager, id).then((v) => v.reservation);
  }

  /**
   * `POST local-reservations-associate/{id}/cancel`: Pendente any time before it starts,
   * Confirmada until `reservationCancelHours` (the settings) before; the order is Cancelado and
   * what was paid is refunded whole (the e-mail follows the acquirer's confirmation).
   */
  async cancelMine(associateId: string, id: number): Promise<MemberReservationDto> {
    await this.db.transaction(async (tx) => {
      await this.store.lockOrderOf(tx, id);
      const now = Date.now();
      const r = await this.lockCurrent(tx, id, associateId, now);
      const until = cancelUntil(r, await this.store.cancelHours(tx), now);
      if (until !== null && now < until.getTime()) {
        await this.store.cancel(tx, r, RefundReason.MemberCancelled, 'member');
        return;
      }
      if (until !== null && effectiveReservationStatus(r, now) === ReservationStatus.Confirmed) {
        throw AppException.conflict(
          M.cancelDeadline(this.brDateTime(until)),
          ErrorCode.CancelDeadlinePassed,
        );
      }
      throw AppException.conflict(M.notCancellable, ErrorCode.ReservationNotCancellable);
    });
    return this.getMine(associateId, id);
  }

  /** The reservation locked; a hold found run out is written Expirada on the way. */
  private async lockCurrent(
    tx: EntityManager,
    id: number,
    owner: string | null,
    now: number,
  ): Promise<LocalReservation> {
    const r = await this.store.lock(tx, id, owner);
    if (holdRunOut(r, now)) await this.store.markExpired(tx, r);
    return r;
  }

  /** 'dd/mm/aaaa HH:mm' in the club's time zone. */
  private brDateTime(instant: Date): string {
    const { date, time } = clubDateParts(instant, this.config.clubTimeZone);
    return `${date} ${time}`;
  }
}
