import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, QueryFailedError } from 'typeorm';
import { ErrorCode, formatCents, MSG } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { DomainEvents } from '../../platform/events/domain-events.service.js';
import { AppException } from '../../platform/http/app-exception.js';
import { paginate } from '../../platform/http/pagination.js';
import { AssociateStatus } from '../associates/entities/associate.entity.js';
import { clubPeople } from '../associates/club-people.js';
import { ContentStatus } from '../content/content.js';
import { clubDateParts, invitationCode } from './reservation-format.js';
import { DateRestrictionsService } from '../date-restrictions/date-restrictions.service.js';
import { Local } from '../locals/entities/local.entity.js';
import type { OrderSummaryDto } from '../orders/dto/order.dto.js';
import { Order, OrderStatus } from '../orders/entities/order.entity.js';
import { ORDER_PRODUCTS, type OrderProduct, OrderProducts } from '../orders/order-products.js';
import { type OrderPart, toOrderSummary } from '../orders/order-view.js';
import { ReservationConfirmed } from './reservation.events.js';
import { DEFAULT_RESERVATION_CANCEL_HOURS } from '../site-configuration/site-configuration.service.js';
import type {
  CreateLocalReservationOrderDto,
  GuestDto,
  LocalHoursValidDto,
  LocalReservationDetailDto,
  LocalReservationListQueryDto,
  LocalReservationOrderDto,
  LocalReservationPageDto,
  LocalReservationRowDto,
  MemberInvitationDto,
  MemberReservationDto,
  ReservationStatusLabel,
} from './dto/local-reservation.dto.js';
import {
  LocalReservation,
  RESERVATION_OVERLAP_CONSTRAINT,
  RESERVATION_STATUS_LABELS,
  ReservationStatus,
} from './entities/local-reservation.entity.js';
import { type GuestKind, ReservationInvitation } from './entities/reservation-invitation.entity.js';
import { RESERVATION_MSG as M } from './reservation-messages.js';
import {
  bookableDays,
  bookingWindow,
  type BusyRange,
  findBookableSlot,
  type SlotRules,
} from './slots.js';

/** 1 Associados, 2 Dependentes, 3 Convidados (the place's restriction). */
const RESTRICTION_GUESTS_ONLY = 3;
const HOUR_MS = 60 * 60 * 1000;

/** Active = Confirmada, or Pendente whose hold has not expired (alias `r`). */
const ACTIVE_SQL = `(r.status = ${ReservationStatus.Confirmed} OR (r.status = ${ReservationStatus.Pending} AND r.hold_expires_at > now()))`;

/** A guest priced: who they are for the club and what they cost. */
interface PricedGuest {
  name: string;
  doc: string;
  kind: GuestKind;
  associateId: string | null;
  dependentId: string | null;
  value: number;
}

/** Who books: the member himself, or staff on behalf of an associate. */
export interface BookingActor {
  associateId: string;
  staff: boolean;
}

const invalidGuests = (message: string, field = 'invitations') =>
  AppException.badRequest(message, ErrorCode.ValidationFailed, { [field]: message });

/** Postgres error code of a failed query, if any. */
function pgCode(err: unknown): { code?: string; constraint?: string } | null {
  if (!(err instanceof QueryFailedError)) return null;
  return err.driverError as { code?: string; constraint?: string };
}

/** 'dd/mm/aaaa HH:mm' in the club's time zone. */
function brDateTime(instant: Date, timeZone: string): string {
  const { date, time } = clubDateParts(instant, timeZone);
  return `${date} ${time}`;
}

/** The status a reservation reads as now: a Pendente past its hold is Expirada. */
export function effectiveReservationStatus(
  r: Pick<LocalReservation, 'status' | 'holdExpiresAt'>,
  now = Date.now(),
): ReservationStatus {
  if (
    r.status === ReservationStatus.Pending &&
    r.holdExpiresAt &&
    r.holdExpiresAt.getTime() <= now
  ) {
    return ReservationStatus.Expired;
  }
  return r.status;
}

const reservationLabel = (r: LocalReservation, now: number) =>
  RESERVATION_STATUS_LABELS[effectiveReservationStatus(r, now)] as ReservationStatusLabel;

const byStart = (a: ReservationInvitation, b: ReservationInvitation) => a.id - b.id;

/**
 * Reservations of places: the bookable slots (hours-valid), booking with its order and guests
 * (one transaction; the exclusion constraint decides between simultaneous bookings), the
 * member's reservations and orders, the guest edit, cancelling, and the staff's list.
 */
@Injectable()
export class ReservationsService implements OrderProduct, OnModuleInit {
  private readonly log = new Logger(ReservationsService.name);
  /** The orders this module sells (the orders' product port). */
  readonly kind = 'reserva' as const;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly restrictions: DateRestrictionsService,
    private readonly domainEvents: DomainEvents,
    @Inject(ORDER_PRODUCTS) private readonly products: OrderProducts,
  ) {}

  onModuleInit(): void {
    this.products.register(this);
  }

  // ── Slots ────────────────────────────────────────────────────────────────

  private rulesOf(local: Local): SlotRules {
    return {
      opensAt: local.startsAt,
      closesAt: local.endsAt,
      slotMinutes: local.reservationTime,
      breakMinutes: local.reservationInterval.interval,
      horizonDays: local.localType.rescheduleInterval,
      timeZone: this.config.clubTimeZone,
    };
  }

  private static bookable(local: Local): boolean {
    return (
      local.reserved && local.restriction !== RESTRICTION_GUESTS_ONLY && local.reservationTime > 0
    );
  }

  private async loadLocal(
    manager: EntityManager,
    where: { id: number } | { slug: string },
  ): Promise<Local> {
    const local = await manager.getRepository(Local).findOne({
      where: { ...where, status: ContentStatus.Active },
      relations: { localType: true, reservationInterval: true },
    });
    if (!local) throw AppException.notFound(M.localNotFound);
    return local;
  }

  /** `GET locals/public/hours-valid/{slug}`: the dates with a free slot, and their slots. */
  async hoursValid(slug: string): Promise<LocalHoursValidDto> {
    const local = await this.loadLocal(this.db.manager, { slug });
    const rules = this.rulesOf(local);
    const now = new Date();
    const window = bookingWindow(rules, now);
    const base = {
      slug: local.slug,
      timeZone: rules.timeZone,
      firstDate: window.firstDate,
      lastDate: window.lastDate,
    };
    if (!ReservationsService.bookable(local)) return { ...base, days: [] };
    const [restrictions, busy] = await Promise.all([
      this.restrictions.activeRestrictions(local.id, window.firstDate, window.lastDate),
      this.busy(this.db.manager, local.id, window.from, window.to),
    ]);
    return { ...base, days: bookableDays(rules, { now, restrictions, busy }) };
  }

  /** Active reservations of a place overlapping [from, to). */
  private async busy(
    manager: EntityManager,
    localId: number,
    from: Date,
    to: Date,
  ): Promise<BusyRange[]> {
    const rows: { starts_at: Date; ends_at: Date }[] = await manager.query(
      `SELECT r.starts_at, r.ends_at FROM local_reservation r
        WHERE r.local_id = $1 AND ${ACTIVE_SQL}
          AND tstzrange(r.starts_at, r.ends_at, '[)') && tstzrange($2, $3, '[)')`,
      [localId, from, to],
    );
    return rows.map((r) => ({ startsAt: new Date(r.starts_at), endsAt: new Date(r.ends_at) }));
  }

  // ── Booking ──────────────────────────────────────────────────────────────

  /** `POST order/local-reservation` (member) and `POST local-reservations` (staff). */
  async book(
    actor: BookingActor,
    dto: CreateLocalReservationOrderDto,
  ): Promise<LocalReservationOrderDto> {
    if (!actor.staff && dto.associate !== undefined && dto.associate !== actor.associateId) {
      throw new AppException(403, ErrorCode.NotOwnRecord, M.onlyForYourself);
    }
    const guests = this.checkGuestList(dto.invitations ?? []);
    const startsAt = new Date(dto.startAt);
    const endsAt = new Date(dto.endAt);
    const now = new Date();

    const { reservationId, confirmed } = await this.writing(async (tx) => {
      const local = await this.loadLocal(tx, { id: dto.local });
      this.checkBookable(local, guests.length);
      if (actor.staff) await this.checkAssociate(tx, actor.associateId);
      const restrictions = await this.restrictions.activeRestrictionsDuring(
        local.id,
        startsAt,
        endsAt,
        tx,
      );
      // Busy ranges are left to the exclusion constraint: a taken slot is a 409, not a 400.
      const slot = findBookableSlot(
        this.rulesOf(local),
        { now, restrictions, busy: [] },
        startsAt,
        endsAt,
      );
      if (!slot) {
        throw AppException.badRequest(M.slotUnavailable, ErrorCode.ValidationFailed, {
          startAt: M.slotUnavailable,
        });
      }
      const priced = await this.price(tx, guests, local.localType.invitedValue);
      const total = priced.reduce((sum, g) => sum + g.value, 0);
      const free = total === 0;
      const hold = free ? null : new Date(now.getTime() + this.config.orders.holdMinutes * 60_000);

      await this.expireOverlappingHolds(tx, local.id, startsAt, endsAt);
      const order = await tx.getRepository(Order).save(
        tx.getRepository(Order).create({
          associateId: actor.associateId,
          kind: 'reserva',
          status: free ? OrderStatus.Finished : OrderStatus.Pending,
          total,
          expiresAt: hold,
          paidAt: free ? now : null,
        }),
      );
      const reservation = await tx.getRepository(LocalReservation).save(
        tx.getRepository(LocalReservation).create({
          orderId: order.id,
          localId: local.id,
          associateId: actor.associateId,
          startsAt,
          endsAt,
          status: free ? ReservationStatus.Confirmed : ReservationStatus.Pending,
          holdExpiresAt: hold,
        }),
      );
      await this.insertGuests(tx, reservation.id, priced);
      if (free) await this.announceConfirmed(tx, reservation.id);
      return { reservationId: reservation.id, confirmed: free };
    });

    const view = await this.memberView(this.db.manager, reservationId);
    return {
      message: confirmed ? MSG.reservationFree : MSG.reservationPaid,
      order: view.order,
      localReservation: view.reservation,
    };
  }

  /**
   * Holds of this place that overlap the slot and have expired become Expirada (and their
   * orders Expirado) before the insert, so the exclusion constraint does not count them.
   */
  private async expireOverlappingHolds(
    tx: EntityManager,
    localId: number,
    startsAt: Date,
    endsAt: Date,
  ): Promise<void> {
    // An UPDATE through TypeORM's query() answers [rows, count].
    const [rows]: [{ order_id: number }[], number] = await tx.query(
      `UPDATE local_reservation SET status = $4, updated_at = now()
        WHERE local_id = $1 AND status = $5 AND hold_expires_at <= now()
          AND tstzrange(starts_at, ends_at, '[)') && tstzrange($2, $3, '[)')
        RETURNING order_id`,
      [localId, startsAt, endsAt, ReservationStatus.Expired, ReservationStatus.Pending],
    );
    if (rows.length) {
      await tx.query(
        `UPDATE purchase_order SET status = $2, updated_at = now() WHERE id = ANY($1) AND status = $3`,
        [rows.map((r) => r.order_id), OrderStatus.Expired, OrderStatus.Pending],
      );
    }
  }

  /** One transaction; database refusals a user can cause are 409s in Portuguese, never 500s. */
  private async writing<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (err) {
      const pg = pgCode(err);
      if (pg?.code === '23P01' && pg.constraint === RESERVATION_OVERLAP_CONSTRAINT) {
        throw AppException.conflict(M.slotTaken);
      }
      // Unique or foreign-key refusals from a simultaneous change (a guest added twice, an
      // associate or place deleted meanwhile).
      if (pg?.code === '23505' || pg?.code === '23503' || pg?.code === '23P01') {
        throw AppException.conflict(M.conflict);
      }
      throw err;
    }
  }

  /** Trimmed names, CPF digits; a CPF twice is 'CPF JÁ INSERIDO' on the second. */
  private checkGuestList(guests: GuestDto[]): GuestDto[] {
    const seen = new Set<string>();
    guests.forEach((g, i) => {
      if (seen.has(g.doc)) {
        throw AppException.badRequest(MSG.cpfDuplicateGuest, ErrorCode.ValidationFailed, {
          [`invitations.${i}.doc`]: MSG.cpfDuplicateGuest,
        });
      }
      seen.add(g.doc);
    });
    return guests;
  }

  private checkBookable(local: Local, guests: number): void {
    if (local.restriction === RESTRICTION_GUESTS_ONLY) {
      throw AppException.badRequest(M.guestsOnlyPlace, ErrorCode.ValidationFailed, {
        local: M.guestsOnlyPlace,
      });
    }
    if (!ReservationsService.bookable(local)) {
      throw AppException.badRequest(M.notBookable, ErrorCode.ValidationFailed, {
        local: M.notBookable,
      });
    }
    if (guests > local.capacity) throw invalidGuests(M.overCapacity(local.capacity));
  }

  /** Staff booking on behalf of someone: the associate must exist and be active. */
  private async checkAssociate(tx: EntityManager, id: string): Promise<void> {
    const rows: { status: number }[] = await tx.query(
      'SELECT status FROM associate WHERE id = $1',
      [id],
    );
    if (!rows.length) {
      throw AppException.badRequest(M.associateNotFound, ErrorCode.ValidationFailed, {
        associate: M.associateNotFound,
      });
    }
    if (rows[0].status !== AssociateStatus.Active) {
      throw AppException.badRequest(M.inactiveAssociate, ErrorCode.ValidationFailed, {
        associate: M.inactiveAssociate,
      });
    }
  }

  /**
   * Prices the guests: an active associate of the club, or an active dependent of an active
   * associate, is free; anyone else pays the place type's invited value. One query.
   */
  private async price(
    tx: EntityManager,
    guests: GuestDto[],
    invitedValue: number,
  ): Promise<PricedGuest[]> {
    if (!guests.length) return [];
    const known = await clubPeople(
      tx,
      guests.map((g) => g.doc),
    );
    return guests.map((g) => {
      const found = known.get(g.doc);
      return found
        ? {
            name: g.name,
            doc: g.doc,
            kind: found.kind,
            associateId: found.associateId,
            dependentId: found.dependentId,
            value: 0,
          }
        : {
            name: g.name,
            doc: g.doc,
            kind: 'guest',
            associateId: null,
            dependentId: null,
            value: invitedValue,
          };
    });
  }

  private async insertGuests(
    tx: EntityManager,
    reservationId: number,
    guests: PricedGuest[],
  ): Promise<void> {
    if (!guests.length) return;
    await tx.getRepository(ReservationInvitation).insert(
      guests.map((g) => ({
        reservationId,
        name: g.name,
        doc: g.doc,
        kind: g.kind,
        associateId: g.associateId,
        dependentId: g.dependentId,
        value: g.value,
      })),
    );
  }

  /**
   * A reservation became Confirmada (free booking, guest edit down to 0, paid): announced in the
   * transaction that confirmed it; the invitations' e-mail follows the commit.
   */
  private announceConfirmed(tx: EntityManager, reservationId: number): Promise<void> {
    return this.domainEvents.record(tx, ReservationConfirmed.of({ reservationId }));
  }

  // ── Payment (the orders' product port) ────────────────────────────────────

  /**
   * The reservation of a paid order: Pendente (or Expirada, the hold past) → Confirmada. Taking
   * an expired one back is refused by the exclusion constraint when another reservation has the
   * slot since (thrown: the payments' savepoint turns it into a refund). A cancelled one is not
   * taken back.
   */
  async fulfilPaid(tx: EntityManager, orderId: number): Promise<boolean> {
    const [r]: { id: number; status: ReservationStatus }[] = await tx.query(
      'SELECT id, status FROM local_reservation WHERE order_id = $1 FOR UPDATE',
      [orderId],
    );
    if (!r || r.status === ReservationStatus.Cancelled) return false;
    if (r.status === ReservationStatus.Confirmed) return true;
    await tx.query(
      'UPDATE local_reservation SET status = $2, hold_expires_at = NULL WHERE id = $1',
      [r.id, ReservationStatus.Confirmed],
    );
    await this.announceConfirmed(tx, r.id);
    return true;
  }

  async releaseRefunded(tx: EntityManager, orderId: number): Promise<void> {
    await tx.query(
      'UPDATE local_reservation SET status = $2, hold_expires_at = NULL WHERE order_id = $1 AND status IN ($3, $4)',
      [
        orderId,
        ReservationStatus.Cancelled,
        ReservationStatus.Pending,
        ReservationStatus.Confirmed,
      ],
    );
  }

  // ── Member reads and edits ───────────────────────────────────────────────

  private async cancelHours(manager: EntityManager): Promise<number> {
    const rows: { hours: number }[] = await manager.query(
      'SELECT reservation_cancel_hours AS hours FROM site_configuration WHERE id = 1',
    );
    return rows[0]?.hours ?? DEFAULT_RESERVATION_CANCEL_HOURS;
  }

  private loadFull(manager: EntityManager, ids: number[]): Promise<LocalReservation[]> {
    if (!ids.length) return Promise.resolve([]);
    return manager.getRepository(LocalReservation).find({
      where: { id: In(ids) },
      relations: { order: true, local: true, invitations: true, associate: true },
    });
  }

  private toInvitation(
    i: ReservationInvitation,
    confirmed: boolean,
  ): MemberInvitationDto & { usedAt: string | null } {
    return {
      id: i.id,
      code: confirmed ? invitationCode(i.id) : null,
      name: i.name,
      doc: i.doc,
      docType: 'cpf',
      kind: i.kind,
      value: i.value,
      usedAt: i.usedAt?.toISOString() ?? null,
    };
  }

  private toMember(r: LocalReservation, cancelHours: number, now: number): MemberReservationDto {
    const status = effectiveReservationStatus(r, now);
    const start = r.startsAt.getTime();
    const active = status === ReservationStatus.Pending || status === ReservationStatus.Confirmed;
    const cancelUntil =
      status === ReservationStatus.Confirmed
        ? new Date(start - cancelHours * HOUR_MS)
        : status === ReservationStatus.Pending
          ? r.startsAt
          : null;
    const confirmed = status === ReservationStatus.Confirmed;
    return {
      id: r.id,
      status: RESERVATION_STATUS_LABELS[status] as ReservationStatusLabel,
      startAt: r.startsAt.toISOString(),
      endAt: r.endsAt.toISOString(),
      local: { id: r.local.id, description: r.local.description, slug: r.local.slug },
      orderId: r.orderId,
      total: r.order.total,
      totalFormatted: formatCents(r.order.total),
      holdExpiresAt:
        status === ReservationStatus.Pending ? (r.holdExpiresAt?.toISOString() ?? null) : null,
      canEditGuests: active && start > now,
      canCancel: cancelUntil !== null && now < cancelUntil.getTime(),
      cancelUntil: cancelUntil?.toISOString() ?? null,
      capacity: r.local.capacity,
      invitations: [...(r.invitations ?? [])].sort(byStart).map((i) => {
        const { usedAt: _usedAt, ...rest } = this.toInvitation(i, confirmed);
        return rest;
      }),
    };
  }

  private async memberView(
    manager: EntityManager,
    id: number,
  ): Promise<{ order: OrderSummaryDto; reservation: MemberReservationDto }> {
    const [r] = await this.loadFull(manager, [id]);
    if (!r) throw AppException.notFound(M.reservationNotFound);
    const now = Date.now();
    return {
      order: toOrderSummary(r.order, now),
      reservation: this.toMember(r, await this.cancelHours(manager), now),
    };
  }

  /** `GET local-reservations-by-idUser`: the member's reservations, newest start first. */
  async listMine(associateId: string): Promise<MemberReservationDto[]> {
    const ids: { id: number }[] = await this.db.query(
      'SELECT id FROM local_reservation WHERE associate_id = $1 ORDER BY starts_at DESC, id DESC',
      [associateId],
    );
    const rows = await this.loadFull(
      this.db.manager,
      ids.map((r) => r.id),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const hours = await this.cancelHours(this.db.manager);
    const now = Date.now();
    return ids.flatMap(({ id }) => {
      const r = byId.get(id);
      return r ? [this.toMember(r, hours, now)] : [];
    });
  }

  /** `GET local-reservations-associate/{id}`: 404 when it is not the member's. */
  async getMine(associateId: string, id: number): Promise<MemberReservationDto> {
    const [r] = await this.loadFull(this.db.manager, [id]);
    if (!r || r.associateId !== associateId) throw AppException.notFound(M.reservationNotFound);
    return this.toMember(r, await this.cancelHours(this.db.manager), Date.now());
  }

  /**
   * The guest edit (member: own reservations only; staff: any). Allowed while the reservation
   * is active and has not started. Guests whose CPF stays keep their invitation (id, code);
   * removed ones are deleted; new ones are added. Pendente: the order total follows (0 confirms
   * it at once); Confirmada: the total may not grow.
   */
  async updateGuests(
    id: number,
    guests: GuestDto[],
    owner: string | null,
  ): Promise<MemberReservationDto> {
    const list = this.checkGuestList(guests);
    await this.writing(async (tx) => {
      const r = await this.lockReservation(tx, id, owner);
      const now = Date.now();
      const status = effectiveReservationStatus(r, now);
      if (status === ReservationStatus.Expired && r.status !== ReservationStatus.Expired) {
        await this.markExpired(tx, r);
      }
      if (
        (status !== ReservationStatus.Pending && status !== ReservationStatus.Confirmed) ||
        r.startsAt.getTime() <= now
      ) {
        throw AppException.conflict(M.notEditable);
      }
      const local = await tx.getRepository(Local).findOneOrFail({
        where: { id: r.localId },
        relations: { localType: true },
      });
      if (local.restriction === RESTRICTION_GUESTS_ONLY && list.length) {
        throw invalidGuests(M.guestsOnlyPlace);
      }
      if (list.length > local.capacity) throw invalidGuests(M.overCapacity(local.capacity));
      const priced = await this.price(tx, list, local.localType.invitedValue);
      const total = priced.reduce((sum, g) => sum + g.value, 0);
      const order = await tx.getRepository(Order).findOneByOrFail({ id: r.orderId });
      if (status === ReservationStatus.Confirmed && total > order.total) {
        throw AppException.conflict(M.increaseRefused);
      }

      const saved = await tx.getRepository(ReservationInvitation).findBy({ reservationId: r.id });
      const savedByDoc = new Map(saved.map((i) => [i.doc, i]));
      const wanted = new Set(priced.map((g) => g.doc));
      const removed = saved.filter((i) => !wanted.has(i.doc)).map((i) => i.id);
      if (removed.length) await tx.getRepository(ReservationInvitation).delete({ id: In(removed) });
      for (const g of priced) {
        const kept = savedByDoc.get(g.doc);
        if (!kept) continue;
        await tx.getRepository(ReservationInvitation).update(
          { id: kept.id },
          {
            name: g.name,
            kind: g.kind,
            associateId: g.associateId,
            dependentId: g.dependentId,
            value: g.value,
          },
        );
      }
      await this.insertGuests(
        tx,
        r.id,
        priced.filter((g) => !savedByDoc.has(g.doc)),
      );

      if (status === ReservationStatus.Pending) {
        if (total === 0) await this.confirm(tx, r, order);
        else await tx.getRepository(Order).update({ id: order.id }, { total });
      }
    });
    return this.memberView(this.db.manager, id).then((v) => v.reservation);
  }

  /** A Pendente reservation whose order needs no payment (any more): confirmed now. */
  private async confirm(tx: EntityManager, r: LocalReservation, order: Order): Promise<void> {
    await tx
      .getRepository(LocalReservation)
      .update({ id: r.id }, { status: ReservationStatus.Confirmed, holdExpiresAt: null });
    await tx.getRepository(Order).update(
      { id: order.id },
      {
        status: OrderStatus.Finished,
        total: 0,
        expiresAt: null,
        paidAt: new Date(),
      },
    );
    await this.announceConfirmed(tx, r.id);
  }

  private async markExpired(tx: EntityManager, r: LocalReservation): Promise<void> {
    await tx
      .getRepository(LocalReservation)
      .update(
        { id: r.id, status: ReservationStatus.Pending },
        { status: ReservationStatus.Expired },
      );
    await tx
      .getRepository(Order)
      .update({ id: r.orderId, status: OrderStatus.Pending }, { status: OrderStatus.Expired });
  }

  /** The reservation row locked for a change; 404 when missing or (member) not one's own. */
  private async lockReservation(
    tx: EntityManager,
    id: number,
    owner: string | null,
  ): Promise<LocalReservation> {
    const r = await tx
      .getRepository(LocalReservation)
      .createQueryBuilder('r')
      .setLock('pessimistic_write')
      .where('r.id = :id', { id })
      .getOne();
    if (!r || (owner !== null && r.associateId !== owner)) {
      throw AppException.notFound(M.reservationNotFound);
    }
    return r;
  }

  /**
   * `POST local-reservations-associate/{id}/cancel`: Pendente any time before it starts,
   * Confirmada until `reservationCancelHours` before; the order is Cancelado.
   */
  async cancelMine(associateId: string, id: number): Promise<MemberReservationDto> {
    await this.writing(async (tx) => {
      const r = await this.lockReservation(tx, id, associateId);
      const now = Date.now();
      const status = effectiveReservationStatus(r, now);
      if (status === ReservationStatus.Expired && r.status !== ReservationStatus.Expired) {
        await this.markExpired(tx, r);
      }
      if (status === ReservationStatus.Confirmed) {
        const until = new Date(r.startsAt.getTime() - (await this.cancelHours(tx)) * HOUR_MS);
        if (now >= until.getTime()) {
          throw AppException.conflict(
            M.cancelDeadline(brDateTime(until, this.config.clubTimeZone)),
          );
        }
      } else if (status !== ReservationStatus.Pending || r.startsAt.getTime() <= now) {
        throw AppException.conflict(M.notCancellable);
      }
      await this.cancel(tx, r);
    });
    return this.getMine(associateId, id);
  }

  private async cancel(tx: EntityManager, r: LocalReservation): Promise<void> {
    await tx
      .getRepository(LocalReservation)
      .update({ id: r.id }, { status: ReservationStatus.Cancelled, cancelledAt: new Date() });
    await tx
      .getRepository(Order)
      .update({ id: r.orderId }, { status: OrderStatus.Cancelled, expiresAt: null });
  }

  // ── Orders ───────────────────────────────────────────────────────────────

  private toOrderPart(r: LocalReservation, now: number): OrderPart {
    const confirmed = effectiveReservationStatus(r, now) === ReservationStatus.Confirmed;
    return {
      product: {
        title: r.local.description,
        type: 'reserva',
        startAt: r.startsAt.toISOString(),
        endAt: r.endsAt.toISOString(),
        reservationId: r.id,
      },
      invitations: [...(r.invitations ?? [])].sort(byStart).map((i) => ({
        id: i.id,
        code: confirmed ? invitationCode(i.id) : null,
        name: i.name,
        cpf: i.doc,
        eventDate: r.startsAt.toISOString(),
        value: i.value,
      })),
    };
  }

  /** My orders (`OrdersService`): the reservation part of those of these orders that are reservations. */
  async orderParts(orderIds: number[], now: number): Promise<Map<number, OrderPart>> {
    if (!orderIds.length) return new Map();
    const rows = await this.db
      .getRepository(LocalReservation)
      .createQueryBuilder('r')
      .innerJoinAndSelect('r.local', 'l')
      .leftJoinAndSelect('r.invitations', 'i')
      .where('r.order_id IN (:...orderIds)', { orderIds })
      .getMany();
    return new Map(rows.map((r) => [r.orderId, this.toOrderPart(r, now)]));
  }

  // ── Staff ────────────────────────────────────────────────────────────────

  private toRow(r: LocalReservation, guests: number, now: number): LocalReservationRowDto {
    return {
      id: r.id,
      local: { id: r.local.id, description: r.local.description },
      associate: { id: r.associate.id, name: r.associate.name },
      startAt: r.startsAt.toISOString(),
      endAt: r.endsAt.toISOString(),
      status: reservationLabel(r, now),
      numberInvitations: guests,
      total: r.order.total,
      totalFormatted: formatCents(r.order.total),
    };
  }

  /** `GET local-reservations`. */
  async list(query: LocalReservationListQueryDto): Promise<LocalReservationPageDto> {
    const qb = this.db
      .getRepository(LocalReservation)
      .createQueryBuilder('r')
      .innerJoinAndSelect('r.local', 'l')
      .innerJoinAndSelect('r.associate', 'a')
      .innerJoinAndSelect('r.order', 'o');
    const status = query.status;
    const P = ReservationStatus.Pending;
    if (status === undefined) qb.andWhere(ACTIVE_SQL);
    else if (status === 'Pendente') {
      qb.andWhere(`r.status = ${P} AND (r.hold_expires_at IS NULL OR r.hold_expires_at > now())`);
    } else if (status === 'Expirada') {
      qb.andWhere(
        `(r.status = ${ReservationStatus.Expired} OR (r.status = ${P} AND r.hold_expires_at <= now()))`,
      );
    } else if (status === 'Confirmada') {
      qb.andWhere(`r.status = ${ReservationStatus.Confirmed}`);
    } else if (status === 'Cancelada') {
      qb.andWhere(`r.status = ${ReservationStatus.Cancelled}`);
    }
    if (query.localId !== undefined)
      qb.andWhere('r.local_id = :localId', { localId: query.localId });
    if (query.from) {
      qb.andWhere(`r.starts_at >= (CAST(:from AS date)::timestamp AT TIME ZONE :tz)`, {
        from: query.from,
        tz: this.config.clubTimeZone,
      });
    }
    if (query.to) {
      qb.andWhere(`r.starts_at < ((CAST(:to AS date) + 1)::timestamp AT TIME ZONE :tz)`, {
        to: query.to,
        tz: this.config.clubTimeZone,
      });
    }
    const page = await paginate(qb, query, {
      sortable: {
        startAt: 'r.startsAt',
        associate: 'a.name',
        local: 'l.description',
        status: 'r.status',
        id: 'r.id',
      },
      defaultSort: '-startAt',
      searchable: ['a.name', 'l.description'],
    });
    const counts = await this.guestCounts(page.data.map((r) => r.id));
    const now = Date.now();
    return {
      data: page.data.map((r) => this.toRow(r, counts.get(r.id) ?? 0, now)),
      total: page.total,
    };
  }

  private async guestCounts(ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows: { reservation_id: number; n: string }[] = await this.db.query(
      'SELECT reservation_id, count(*) AS n FROM reservation_invitation WHERE reservation_id = ANY($1) GROUP BY reservation_id',
      [ids],
    );
    return new Map(rows.map((r) => [r.reservation_id, Number(r.n)]));
  }

  /** `GET local-reservations/{id}`. */
  async get(id: number): Promise<LocalReservationDetailDto> {
    const [r] = await this.loadFull(this.db.manager, [id]);
    if (!r) throw AppException.notFound(M.reservationNotFound);
    const now = Date.now();
    const confirmed = effectiveReservationStatus(r, now) === ReservationStatus.Confirmed;
    const invitations = [...(r.invitations ?? [])]
      .sort(byStart)
      .map((i) => this.toInvitation(i, confirmed));
    return { ...this.toRow(r, invitations.length, now), invitations };
  }

  /** `PUT local-reservations/{id}` (staff): the guest edit with the member's rules. */
  async updateAsStaff(id: number, guests: GuestDto[]): Promise<LocalReservationDetailDto> {
    await this.updateGuests(id, guests, null);
    return this.get(id);
  }

  /** `DELETE local-reservations/{id}`: cancels it (kept for the reports; the slot is free). */
  async remove(id: number): Promise<void> {
    await this.writing(async (tx) => {
      const r = await this.lockReservation(tx, id, null);
      if (r.status !== ReservationStatus.Cancelled) await this.cancel(tx, r);
    });
  }
}
