import { describe, expect, it } from '@jest/globals';
import { GATE_MSG } from '@clube/shared';
import { ReservationStatus } from '../reservations/entities/local-reservation.entity.js';
import { TicketStatus } from '../tickets/entities/ticket.entity.js';
import {
  alreadyUsed,
  eventDayVerdict,
  GATE_EARLY_ENTRY_MINUTES,
  type InvitationFacts,
  invitationVerdict,
  qrInvalid,
  type TicketFacts,
  ticketVerdict,
  unknownCode,
} from './gate-rules.js';

const SP = 'America/Sao_Paulo';
const MIN = 60_000;
const at = (iso: string) => new Date(iso);
/** 12:00 of 10/03/2026 in São Paulo (UTC-3). */
const NOON = at('2026-03-10T15:00:00Z');
const GATE = 7;

/** A paid reservation of place 7 from 11:30 to 13:00 (São Paulo) on 10/03/2026. */
const invitation = (over: Partial<InvitationFacts> = {}): InvitationFacts => ({
  status: ReservationStatus.Confirmed,
  holdExpiresAt: null,
  localId: GATE,
  local: 'Salão de Festas',
  usedAt: null,
  startsAt: at('2026-03-10T14:30:00Z'),
  endsAt: at('2026-03-10T16:00:00Z'),
  ...over,
});

describe('invitationVerdict', () => {
  const verdict = (i: InvitationFacts, now = NOON) => invitationVerdict(i, GATE, now, SP);

  it('lets a guest in during the slot', () => {
    expect(verdict(invitation())).toEqual({ ok: true });
  });

  it('opens 30 minutes before the slot and closes at its end', () => {
    expect(GATE_EARLY_ENTRY_MINUTES).toBe(30);
    const opens = at('2026-03-10T14:00:00Z');
    expect(verdict(invitation(), opens)).toEqual({ ok: true });
    expect(verdict(invitation(), new Date(opens.getTime() - 1))).toEqual({
      ok: false,
      reason: 'OUTSIDE_SLOT',
      message: GATE_MSG.gateOutsideSlot('11:30', '13:00'),
    });
    expect(verdict(invitation(), at('2026-03-10T15:59:59.999Z'))).toEqual({ ok: true });
    expect(verdict(invitation(), at('2026-03-10T16:00:00Z'))).toEqual({
      ok: false,
      reason: 'OUTSIDE_SLOT',
      message: 'Fora do horário do convite: das 11:30 às 13:00.',
    });
  });

  it('names the day of a slot on another club day', () => {
    // 00:30 of 11/03 in São Paulo (03:30Z): the UTC date would say the same day as the slot.
    expect(verdict(invitation(), at('2026-03-11T03:30:00Z'))).toEqual({
      ok: false,
      reason: 'OTHER_DAY',
      message: 'Convite para outro dia: 10/03/2026 das 11:30 às 13:00.',
    });
    expect(verdict(invitation(), at('2026-03-09T15:00:00Z'))).toMatchObject({
      reason: 'OTHER_DAY',
    });
  });

  it('refuses a cancelled, expired or unpaid reservation, a hold counting until its time', () => {
    expect(verdict(invitation({ status: ReservationStatus.Cancelled }))).toEqual({
      ok: false,
      reason: 'CANCELLED',
      message: GATE_MSG.gateReservationCancelled,
    });
    expect(verdict(invitation({ status: ReservationStatus.Expired }))).toMatchObject({
      reason: 'EXPIRED',
      message: GATE_MSG.gateReservationExpired,
    });
    const pending = (holdExpiresAt: Date | null) =>
      verdict(invitation({ status: ReservationStatus.Pending, holdExpiresAt }));
    expect(pending(new Date(NOON.getTime() + 1))).toEqual({
      ok: false,
      reason: 'UNPAID',
      message: GATE_MSG.gateUnpaid,
    });
    expect(pending(null)).toMatchObject({ reason: 'UNPAID' });
    // The hold's last instant is up: expired, whatever a sweep did yet.
    expect(pending(NOON)).toMatchObject({ reason: 'EXPIRED' });
    expect(pending(new Date(NOON.getTime() - MIN))).toMatchObject({ reason: 'EXPIRED' });
  });

  it('refuses another place, naming the reserved one, before its time or use', () => {
    expect(invitationVerdict(invitation(), GATE + 1, NOON, SP)).toEqual({
      ok: false,
      reason: 'OTHER_PLACE',
      message: 'Convite de outro local: Salão de Festas.',
    });
    expect(
      invitationVerdict(invitation({ usedAt: NOON }), GATE + 1, at('2026-03-12T15:00:00Z'), SP),
    ).toMatchObject({ reason: 'OTHER_PLACE' });
  });

  it('refuses a used invitation with the time it was used, before the slot check', () => {
    const usedAt = at('2026-03-10T14:40:00Z');
    expect(verdict(invitation({ usedAt }))).toEqual({
      ok: false,
      reason: 'ALREADY_USED',
      message: 'Convite já utilizado às 11:40.',
      usedAt,
    });
    expect(verdict(invitation({ usedAt }), at('2026-03-11T15:00:00Z'))).toEqual({
      ok: false,
      reason: 'ALREADY_USED',
      message: 'Convite já utilizado em 10/03/2026 às 11:40.',
      usedAt,
    });
  });

  it('checks the reservation before the place (a cancelled one elsewhere is cancelled)', () => {
    expect(
      invitationVerdict(invitation({ status: ReservationStatus.Cancelled }), GATE + 1, NOON, SP),
    ).toMatchObject({ reason: 'CANCELLED' });
  });
});

describe('ticketVerdict', () => {
  const EVENT = 3;
  const ticket = (over: Partial<TicketFacts> = {}): TicketFacts => ({
    eventId: EVENT,
    place: 'Baile de Gala',
    status: TicketStatus.Confirmed,
    holdExpiresAt: null,
    usedAt: null,
    ...over,
  });
  const verdict = (t: TicketFacts, now = NOON) => ticketVerdict(t, EVENT, now, SP);

  it('lets a paid, unused ticket of this event in (the day is checked apart)', () => {
    expect(verdict(ticket())).toEqual({ ok: true });
  });

  it('refuses a ticket of another event (or of none), naming it, first', () => {
    expect(ticketVerdict(ticket({ status: TicketStatus.Cancelled }), EVENT + 1, NOON, SP)).toEqual({
      ok: false,
      reason: 'OTHER_EVENT',
      message: 'Ingresso de outro evento: Baile de Gala.',
    });
    expect(verdict(ticket({ eventId: null, place: 'Convite avulso' }))).toMatchObject({
      reason: 'OTHER_EVENT',
      message: GATE_MSG.gateOtherEvent('Convite avulso'),
    });
  });

  it('refuses a cancelled, expired or unpaid ticket, a hold counting until its time', () => {
    expect(verdict(ticket({ status: TicketStatus.Cancelled }))).toMatchObject({
      reason: 'CANCELLED',
      message: GATE_MSG.gateTicketCancelled,
    });
    expect(verdict(ticket({ status: TicketStatus.Expired }))).toMatchObject({
      reason: 'EXPIRED',
      message: GATE_MSG.gateTicketExpired,
    });
    const pending = (holdExpiresAt: Date) =>
      verdict(ticket({ status: TicketStatus.Pending, holdExpiresAt }));
    expect(pending(new Date(NOON.getTime() + 1))).toMatchObject({ reason: 'UNPAID' });
    expect(pending(NOON)).toMatchObject({ reason: 'EXPIRED' });
  });

  it('refuses a used ticket with the time it was used', () => {
    const usedAt = at('2026-03-10T14:05:00Z');
    expect(verdict(ticket({ usedAt }))).toEqual({
      ok: false,
      reason: 'ALREADY_USED',
      message: 'Ingresso já utilizado às 11:05.',
      usedAt,
    });
  });
});

describe('eventDayVerdict', () => {
  const day = (startsAt: string, endsAt: string) => ({
    startsAt: at(startsAt),
    endsAt: at(endsAt),
  });
  /** 10/03/2026 from 20:00 until midnight (São Paulo). */
  const EVENING = day('2026-03-10T23:00:00Z', '2026-03-11T03:00:00Z');

  it('admits on each of the event days, in the club time zone', () => {
    // 22:00 of 10/03 in São Paulo is already 11/03 in UTC.
    expect(eventDayVerdict([EVENING], at('2026-03-11T01:00:00Z'), SP)).toEqual({ ok: true });
    expect(eventDayVerdict([EVENING], NOON, SP)).toEqual({ ok: true });
  });

  it('does not admit the day after a day ending at 00:00', () => {
    expect(eventDayVerdict([EVENING], at('2026-03-11T15:00:00Z'), SP)).toEqual({
      ok: false,
      reason: 'OTHER_DAY',
      message: 'Ingresso para outro dia: 10/03/2026.',
    });
    // One instant later than midnight reaches into the next day.
    const late = day('2026-03-10T23:00:00Z', '2026-03-11T03:00:00.001Z');
    expect(eventDayVerdict([late], at('2026-03-11T15:00:00Z'), SP)).toEqual({ ok: true });
  });

  it('runs a day over several club days, and names the next day, else the last', () => {
    const weekend = day('2026-03-13T23:00:00Z', '2026-03-16T02:00:00Z');
    expect(eventDayVerdict([weekend], at('2026-03-15T12:00:00Z'), SP)).toEqual({ ok: true });
    const days = [
      day('2026-03-08T13:00:00Z', '2026-03-08T20:00:00Z'),
      day('2026-03-12T13:00:00Z', '2026-03-12T20:00:00Z'),
      day('2026-03-14T13:00:00Z', '2026-03-14T20:00:00Z'),
    ];
    expect(eventDayVerdict(days, NOON, SP)).toMatchObject({
      reason: 'OTHER_DAY',
      message: 'Ingresso para outro dia: 12/03/2026.',
    });
    expect(eventDayVerdict(days, at('2026-03-20T12:00:00Z'), SP)).toMatchObject({
      message: 'Ingresso para outro dia: 14/03/2026.',
    });
    expect(eventDayVerdict([], NOON, SP)).toMatchObject({
      message: 'Ingresso para outro dia: 10/03/2026.',
    });
  });
});

describe('alreadyUsed and unknownCode', () => {
  it('says the time of a use today, the date and time of a use another club day', () => {
    const usedAt = at('2026-03-11T02:30:00Z'); // 23:30 of 10/03 in São Paulo
    expect(alreadyUsed('ticket', usedAt, at('2026-03-11T02:50:00Z'), SP)).toMatchObject({
      message: 'Ingresso já utilizado às 23:30.',
    });
    expect(alreadyUsed('ticket', usedAt, at('2026-03-11T03:10:00Z'), SP)).toMatchObject({
      message: 'Ingresso já utilizado em 10/03/2026 às 23:30.',
    });
    expect(alreadyUsed('invitation', usedAt, at('2026-03-11T03:10:00Z'), SP)).toEqual({
      ok: false,
      reason: 'ALREADY_USED',
      message: 'Convite já utilizado em 10/03/2026 às 23:30.',
      usedAt,
    });
  });

  it('refuses an unknown code', () => {
    expect(unknownCode()).toEqual({
      ok: false,
      reason: 'UNKNOWN_CODE',
      message: GATE_MSG.gateUnknownCode,
    });
  });
});

describe('a QR code the club did not sign', () => {
  it("is refused as QR_INVALID (the access report's reason), saying it was altered or invalid", () => {
    expect(qrInvalid()).toEqual({
      ok: false,
      reason: 'QR_INVALID',
      message: 'QR code adulterado ou inválido.',
    });
  });
});
