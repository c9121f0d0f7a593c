import { type DataSource, In, Like } from 'typeorm';
import { CLUB_TIME_ZONE_DEFAULT, todayIso } from '@clube/shared';
import { Associate, AssociateStatus } from '../modules/associates/entities/associate.entity.js';
import { Dependent } from '../modules/associates/entities/dependent.entity.js';
import { ContentStatus } from '../modules/content/content.js';
import { Local } from '../modules/locals/entities/local.entity.js';
import { Order, OrderStatus } from '../modules/orders/entities/order.entity.js';
import {
  LocalReservation,
  ReservationStatus,
} from '../modules/reservations/entities/local-reservation.entity.js';
import { ReservationInvitation } from '../modules/reservations/entities/reservation-invitation.entity.js';
import { addDays, slotsOfDate } from '../modules/reservations/slots.js';

/** An outside guest of the demo (a valid CPF nobody in the club holds). */
export const DEMO_OUTSIDE_GUEST = { name: 'Roberta Lima', doc: '86288366757' };

interface DemoBooking {
  member: Associate;
  place: Local;
  /** Days from today (club time zone); negative = past. */
  day: number;
  /** Which slot of that day. */
  slot: number;
  /** Guests: the member's first dependent and/or the outside guest. */
  dependent?: boolean;
  outsider?: boolean;
}

/**
 * Demo reservations, after the places and the associates: for socio@clube.test two past and
 * two future confirmed reservations (the future ones with guests: his dependent, free, and an
 * outside guest, paid: the order Finalizado by Pix), and one each, past and future, for two
 * active associadoNN@clube.test. Slots come from the places' own rules (slots.ts). Left alone
 * once the demo member has any reservation, or when the places or members are missing.
 */
export async function seedDemoReservations(
  ds: DataSource,
  memberEmail: string,
  timeZone = CLUB_TIME_ZONE_DEFAULT,
): Promise<void> {
  const member = await ds.getRepository(Associate).findOneBy({ email: memberEmail });
  if (!member) return;
  if (await ds.getRepository(LocalReservation).existsBy({ associateId: member.id })) return;
  const places = await ds.getRepository(Local).find({
    where: { status: ContentStatus.Active, reserved: true, restriction: In([1, 2]) },
    relations: { localType: true, reservationInterval: true },
    order: { id: 'ASC' },
  });
  if (places.length < 2) return;
  const others = await ds.getRepository(Associate).find({
    where: { email: Like('associado%@clube.test'), status: AssociateStatus.Active },
    order: { email: 'ASC' },
    take: 2,
  });
  const dependent = await ds
    .getRepository(Dependent)
    .findOne({ where: { associate: { id: member.id } }, order: { name: 'ASC' } });

  const [a, b] = places;
  const bookings: DemoBooking[] = [
    { member, place: a, day: -30, slot: 0 },
    { member, place: b, day: -9, slot: 1, dependent: true },
    { member, place: a, day: 6, slot: 1, dependent: true, outsider: true },
    { member, place: b, day: 13, slot: 0, dependent: true },
    ...others.flatMap((o, i) => [
      { member: o, place: b, day: -20 + i, slot: 0 },
      { member: o, place: a, day: 9 + i, slot: 0, outsider: i === 0 },
    ]),
  ];
  const today = todayIso(timeZone);
  await ds.transaction(async (tx) => {
    for (const booking of bookings) {
      const { place } = booking;
      const slots = slotsOfDate(
        {
          opensAt: place.startsAt,
          closesAt: place.endsAt,
          slotMinutes: place.reservationTime,
          breakMinutes: place.reservationInterval.interval,
          horizonDays: place.localType.rescheduleInterval,
          timeZone,
        },
        addDays(today, booking.day),
        [],
      );
      const slot = slots[booking.slot] ?? slots[0];
      if (!slot) continue;
      const guests = [
        ...(booking.dependent && dependent?.cpf
          ? [
              {
                name: dependent.name,
                doc: dependent.cpf,
                kind: 'dependent' as const,
                dependentId: dependent.id,
                value: 0,
              },
            ]
          : []),
        ...(booking.outsider
          ? [{ ...DEMO_OUTSIDE_GUEST, kind: 'guest' as const, value: place.localType.invitedValue }]
          : []),
      ];
      const total = guests.reduce((sum, g) => sum + g.value, 0);
      const startsAt = new Date(slot.startTime);
      const bookedAt = new Date(Math.min(Date.now(), startsAt.getTime()) - 3 * 24 * 60 * 60 * 1000);
      const order = await tx.getRepository(Order).save(
        tx.getRepository(Order).create({
          associateId: booking.member.id,
          kind: 'reserva',
          status: OrderStatus.Finished,
          total,
          paymentType: total > 0 ? 'pix' : null,
          paidAt: bookedAt,
          createdAt: bookedAt,
        }),
      );
      const reservation = await tx.getRepository(LocalReservation).save(
        tx.getRepository(LocalReservation).create({
          orderId: order.id,
          localId: place.id,
          associateId: booking.member.id,
          startsAt,
          endsAt: new Date(slot.endTime),
          status: ReservationStatus.Confirmed,
          createdAt: bookedAt,
        }),
      );
      if (guests.length) {
        await tx.getRepository(ReservationInvitation).insert(
          guests.map((g) => ({
            reservationId: reservation.id,
            name: g.name,
            doc: g.doc,
            kind: g.kind,
            dependentId: 'dependentId' in g ? g.dependentId : null,
            value: g.value,
          })),
        );
      }
    }
  });
}
