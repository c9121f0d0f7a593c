import { P } from '@clube/shared';
import type { Associate } from '../modules/associates/entities/associate.entity.js';
import { Dependent } from '../modules/associates/entities/dependent.entity.js';
import { LocalType } from '../modules/local-types/entities/local-type.entity.js';
import { Local } from '../modules/locals/entities/local.entity.js';
import { ReservationInterval } from '../modules/reservation-intervals/entities/reservation-interval.entity.js';
import { cpfFor, type TestApp } from './test-app.js';

/** The reservations' test world: a place type and interval, two members, a dependent, staff. */

export type Body = Record<string, unknown>;
export type Method = 'get' | 'post' | 'put' | 'delete';
export interface Slot {
  startTime: string;
  endTime: string;
  start: string;
  end: string;
  reservation: boolean;
}
export interface Day {
  date: string;
  slots: Slot[];
}

/** The place type's price of an outside guest (cents). */
export const INVITED = 2500;
export const STAFF_PERMS = [
  P.listLocalReservation,
  P.insertLocalReservation,
  P.deleteLocalReservation,
];
/** CPFs of people who are not in the club. */
export const outsider = (n: number) => cpfFor(30_000 + n);
export const masked = (cpf: string) =>
  `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

export interface ReservationWorld {
  staff: string;
  member: Associate;
  memberToken: string;
  other: Associate;
  otherToken: string;
  dependent: Dependent;
  /** A bookable place: 08:00–20:00, 2 h slots, 1 h break (08–10, 11–13, 14–16, 17–19). */
  place(fields?: Partial<Local>): Promise<Local>;
  send(
    method: Method,
    url: string,
    token: string | null,
    body?: Body,
  ): ReturnType<TestApp['http']['get']>;
  /** The bookable days of a place (hours-valid). */
  hours(slug: string): Promise<Day[]>;
  /** A free slot a few days ahead (never today's, whose slots pass as the test runs). */
  slotOf(local: Local, day?: number, index?: number): Promise<Slot>;
  /** The member's booking (or another's, by token) of a slot with guests. */
  book(
    local: Local,
    slot: Pick<Slot, 'startTime' | 'endTime'>,
    invitations?: Body[] | null,
    token?: string,
  ): ReturnType<TestApp['http']['post']>;
}

let worlds = 0;

export async function reservationWorld(t: TestApp): Promise<ReservationWorld> {
  worlds += 1;
  const w = worlds;
  const staff = await t.staffToken(STAFF_PERMS);
  const localType = await t.dataSource.getRepository(LocalType).save({
    description: `Tipo Reserva ${w}`,
    externalValue: 5000,
    invitedValue: INVITED,
    rescheduleInterval: 30,
    // No fair-use limits here: the specs book many slots for one member; the limits are
    // booking-limits.spec's subject.
    maxActivePerFamily: null,
    maxPerFamilyPerDay: null,
    bookingOpensHour: null,
  });
  const interval = await t.dataSource
    .getRepository(ReservationInterval)
    .save({ description: `Intervalo Reserva ${w}`, interval: 60 });
  const member = await t.createMember();
  const memberToken = await t.tokenFor('member', member.id);
  const other = await t.createMember();
  const otherToken = await t.tokenFor('member', other.id);
  const dependent = await t.dataSource.getRepository(Dependent).save({
    associate: member,
    name: 'Filho do Sócio',
    parentage: 'Filho(a)',
    cpf: cpfFor(20_000 + w),
  });
  let placeN = 0;

  const place = (fields: Partial<Local> = {}) => {
    placeN += 1;
    return t.dataSource.getRepository(Local).save({
      description: `Salão ${w}.${placeN}`,
      slug: `salao-${w}-${placeN}`,
      localType,
      reservationInterval: interval,
      startsAt: '08:00',
      endsAt: '20:00',
      capacity: 3,
      reserved: true,
      reservationTime: 120,
      restriction: 1,
      usageGuide: '<p>Guia</p>',
      ...fields,
    });
  };
  const send = (method: Method, url: string, token: string | null, body?: Body) => {
    const req = t.http[method](url);
    if (token) void req.auth(token, { type: 'bearer' });
    return body === undefined ? req : req.send(body);
  };
  const hours = async (slug: string): Promise<Day[]> => {
    const res = await t.http.get(`/api/locals/public/hours-valid/${slug}`);
    if (res.status !== 200) throw new Error(`hours-valid of ${slug}: ${res.status}`);
    return res.body.days as Day[];
  };
  const slotOf = async (local: Local, day = 3, index = 0): Promise<Slot> =>
    (await hours(local.slug))[day].slots[index];
  const book = (
    local: Local,
    slot: Pick<Slot, 'startTime' | 'endTime'>,
    invitations: Body[] | null = [],
    token = memberToken,
  ) =>
    send('post', '/api/order/local-reservation', token, {
      local: local.id,
      startAt: slot.startTime,
      endAt: slot.endTime,
      invitations,
      status: 'Pendente',
    });
  return {
    staff,
    member,
    memberToken,
    other,
    otherToken,
    dependent,
    place,
    send,
    hours,
    slotOf,
    book,
  };
}
