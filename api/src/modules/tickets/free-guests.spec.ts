import { describe, expect, it } from '@jest/globals';
import type { ClubPerson } from '../associates/club-people.js';
import { countsAsFree, FREE_TICKET_SQL, priceGuests } from './free-guests.js';

const PRICE = 3000;
const EVENT = { freeLimit: 2, guestPriceCents: PRICE };
const person = (cpf: string, kind: ClubPerson['kind'] = 'dependent'): ClubPerson => ({
  cpf,
  kind,
  associateId: kind === 'associate' ? 'a' : null,
  dependentId: kind === 'dependent' ? 'd' : null,
  familyId: 'family',
  name: `Convidado ${cpf}`,
});
const guest = (cpf: string) => ({ name: `Convidado ${cpf}`, cpf });
const priced = (
  cpfs: string[],
  people: ClubPerson[],
  event: { freeLimit: number; guestPriceCents: number } = EVENT,
  freeUsed = 0,
) =>
  priceGuests(cpfs.map(guest), new Map(people.map((p) => [p.cpf, p])), event, freeUsed).map((g) => [
    g.kind,
    g.value,
  ]);

describe('priceGuests: who goes free', () => {
  it('club people are free while the free limit lasts, in order; everybody else pays', () => {
    const people = [person('1'), person('2', 'associate'), person('3')];
    expect(priced(['9', '1', '2', '3'], people)).toEqual([
      ['guest', PRICE],
      ['dependent', 0],
      ['associate', 0],
      ['dependent', PRICE],
    ]);
    // One free ticket already used by this buyer: only one more.
    expect(priced(['1', '3'], people, EVENT, 1)).toEqual([
      ['dependent', 0],
      ['dependent', PRICE],
    ]);
  });

  it('paying outside guests never use the free limit, wherever they come in the purchase', () => {
    const people = [person('1'), person('2')];
    // Outsiders first, between and last: both club people still free with a limit of 2.
    expect(priced(['7', '1', '8', '2', '9'], people)).toEqual([
      ['guest', PRICE],
      ['dependent', 0],
      ['guest', PRICE],
      ['dependent', 0],
      ['guest', PRICE],
    ]);
    const outsiders = priceGuests([guest('7'), guest('8')], new Map(), EVENT, 0);
    expect(outsiders.filter(countsAsFree)).toHaveLength(0);
  });

  it('an associate guest goes free and counts as free', () => {
    const [g] = priceGuests([guest('2')], new Map([['2', person('2', 'associate')]]), EVENT, 0);
    expect(g).toMatchObject({ kind: 'associate', value: 0 });
    expect(countsAsFree(g)).toBe(true);
  });

  it('a dependent beyond the limit is charged (and does not count as free)', () => {
    const people = [person('1'), person('2'), person('3')];
    const all = priceGuests(
      ['1', '2', '3'].map(guest),
      new Map(people.map((p) => [p.cpf, p])),
      EVENT,
      0,
    );
    expect(all.map((g) => g.value)).toEqual([0, 0, PRICE]);
    expect(all.map(countsAsFree)).toEqual([true, true, false]);
    // The limit used up by earlier tickets (or more than used: never below 0 left).
    expect(priced(['1'], people, EVENT, 2)).toEqual([['dependent', PRICE]]);
    expect(priced(['1'], people, EVENT, 5)).toEqual([['dependent', PRICE]]);
    // No free ticket at all.
    expect(priced(['1'], people, { freeLimit: 0, guestPriceCents: PRICE })).toEqual([
      ['dependent', PRICE],
    ]);
  });

  it('an event whose guests pay nothing: outsiders are still not free tickets of the limit', () => {
    const event = { freeLimit: 1, guestPriceCents: 0 };
    const all = priceGuests([guest('9'), guest('1')], new Map([['1', person('1')]]), event, 0);
    expect(all.map((g) => [g.kind, g.value])).toEqual([
      ['guest', 0],
      ['dependent', 0],
    ]);
    expect(all.map(countsAsFree)).toEqual([false, true]);
  });

  it('the SQL twin names the same kinds at no charge, of purchased tickets', () => {
    expect(FREE_TICKET_SQL).toBe(
      "(t.value_cents = 0 AND t.kind IN ('associate', 'dependent') AND t.order_id IS NOT NULL)",
    );
  });
});
