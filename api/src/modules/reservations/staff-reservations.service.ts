import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { queryRows } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import { paginate } from '../../platform/http/pagination.js';
import type {
  GuestDto,
  LocalReservationDetailDto,
  LocalReservationListQueryDto,
  LocalReservationPageDto,
} from './dto/local-reservation.dto.js';
import {
  LocalReservation,
  RESERVATION_STATUS_LABELS,
  ReservationStatus,
} from './entities/local-reservation.entity.js';
import { RESERVATION_MSG as M } from './reservation-messages.js';
import { occupiesSlotSql, readsAsSql } from './reservation-status.js';
import { ReservationStore } from './reservation-store.js';
import { RefundReason } from '../payments/entities/money-movement.entity.js';
import { toStaffInvitations, toStaffRow } from './reservation-views.js';
import { guestCounts } from './reservations.queries.js';
import { MemberReservationsService } from './member-reservations.service.js';

/** A status label of the list's filter → the status. */
const STATUS_BY_LABEL = new Map(
  Object.entries(RESERVATION_STATUS_LABELS).map(([status, label]) => [
    label,
    Number(status) as ReservationStatus,
  ]),
);

/** The back office's reservations (reserva-local): list, detail, guest edit, delete. */
@Injectable()
export class StaffReservationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: ReservationStore,
    private readonly member: MemberReservationsService,
  ) {}

  /**
   * `GET local-reservations`: by default the reservations occupying their slots; `all`, or
   * those that read as one status now.
   */
  async list(query: LocalReservationListQueryDto): Promise<LocalReservationPageDto> {
    const qb = this.db
      .getRepository(LocalReservation)
      .createQueryBuilder('r')
      .innerJoinAndSelect('r.local', 'l')
      .innerJoinAndSelect('r.associate', 'a')
      .innerJoinAndSelect('r.order', 'o');
    const status = query.status;
    if (status === undefined) qb.andWhere(occupiesSlotSql('r'));
    else if (status !== 'all') {
      qb.andWhere(readsAsSql('r', STATUS_BY_LABEL.get(status) as ReservationStatus));
    }
    if (query.localId !== undefined) {
      qb.andWhere('r.local_id = :localId', { localId: query.localId });
    }
    const tz = this.config.clubTimeZone;
    if (query.from) {
      qb.andWhere(`r.starts_at >= (CAST(:from AS date)::timestamp AT TIME ZONE :tz)`, {
        from: query.from,
        tz,
      });
    }
    if (query.to) {
      qb.andWhere(`r.starts_at < ((CAST(:to AS date) + 1)::timestamp AT TIME ZONE :tz)`, {
        to: query.to,
        tz,
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
    const ids = page.data.map((r) => r.id);
    const counts = ids.length ? await queryRows(this.db, guestCounts, [ids]) : [];
    const guests = new Map(counts.map((c) => [c.reservation_id, c.guests]));
    const now = Date.now();
    return {
      data: page.data.map((r) => toStaffRow(r, guests.get(r.id) ?? 0, now)),
      total: page.total,
    };
  }

  /** `GET local-reservations/{id}`: with its guests and their use at the gate. */
  async get(id: number): Promise<LocalReservationDetailDto> {
    const [r] = await this.store.loadFull(this.db.manager, [id]);
    if (!r) throw AppException.notFound(M.reservationNotFound);
    const now = Date.now();
    const invitations = toStaffInvitations(r, now);
    return { ...toStaffRow(r, invitations.length, now), invitations };
  }

  /**
   * `PUT local-reservations/{id}`: the guest edit with the member's rules (paying guests
   * removed from a paid reservation: the difference refunded, `staffId` the one who did it).
   */
  async updateGuests(
    id: number,
    guests: GuestDto[],
    staffId: string,
  ): Promise<LocalReservationDetailDto> {
    await this.member.updateGuests(id, guests, null, `staff:${staffId}`);
    return this.get(id);
  }

  /**
   * `DELETE local-reservations/{id}`: cancels it (kept for the reports; the slot is free) and
   * refunds whatever its member paid. Answers the cents refunded.
   */
  async remove(id: number, staffId: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      await this.store.lockOrderOf(tx, id);
      const r = await this.store.lock(tx, id, null);
      if (r.status === ReservationStatus.Cancelled) return 0;
      return this.store.cancel(tx, r, RefundReason.StaffCancelled, `staff:${staffId}`);
    });
  }
}
