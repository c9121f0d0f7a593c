import { describe, expect, it } from '@jest/globals';
import type { ClubPerson } from '../associates/club-people.js';
import { decideGroup, type GroupState } from './purchase-group.js';

const EVENT = {
  freeLimit: 2,
  guestPriceCents: 3000,
  ticketsTotal: 1000,
  // The limits have their own test below.
  maxTicketsPerOrder: 9999,
  maxTicketsPerMember: 9999,
};
const person = (cpf: string, kind: ClubPerson['kind'] = 'dependent'): ClubPerson => ({
  cpf,
  kind,
  associateId: kind === 'associate' ? 'a' : null,
  dependentId: kind === 'dependent' ? 'd' : null,
  familyId: 'family',
  name: `Convidado ${cpf}`,
});
const state = (fields: Partial<GroupState> = {}): GroupState => ({
  free: 10,
  held: new Set(),
  freeUsed: new Map(),
  bought: new Map(),
  people: new Map(),
  // Everyone's club people count here; the buyer's-family rule has its own tests below.
  otherFamiliesFree: true,
  ...fields,
});
const guest = (cpf: string) => ({ name: `Convidado ${cpf}`, cpf });
const errorOf = (d: ReturnType<typeof decideGroup>[number]) =>
  d.refusal ? (d.refusal.getResponse() as { error: string }).error : null;

describe('decideGroup: the purchases of a group decided in order', () => {
  it('each sees the ones before it: the stock runs out, then "Restam apenas", then sold out', () => {
    const decisions = decideGroup(
      state({ free: 3 }),
      [
        { associateId: 'm1', guests: [guest('10'), guest('11')] },
        { associateId: 'm2', guests: [guest('12'), guest('13')] },
        { associateId: 'm3', guests: [guest('14')] },
        { associateId: 'm4', guests: [guest('15')] },
      ],
      EVENT,
    );
    expect(decisions.map(errorOf)).toEqual([
      null,
      'Restam apenas 1 convites para este evento.',
      null,
      'Venda de convite esgotada',
    ]);
    // From the purchase that took the last ticket on, the event is sold out for everybody.
    expect(decisions.map((d) => d.soldOutForAll)).toEqual([false, false, true, true]);
  });

  it('a CPF already holding a ticket, or taken earlier in the group, is refused', () => {
    const decisions = decideGroup(
      state({ held: new Set(['20000000000']) }),
      [
        { associateId: 'm1', guests: [guest('21000000000'), guest('20000000000')] },
        { associateId: 'm2', guests: [guest('22000000000')] },
        { associateId: 'm3', guests: [guest('23000000000'), guest('22000000000')] },
      ],
      EVENT,
    );
    expect(decisions.map(errorOf)).toEqual([
      'O CPF 200.000.000-00 já tem convite para este evento.',
      null,
      'O CPF 220.000.000-00 já tem convite para este evento.',
    ]);
    // a CPF refusal is that buyer's only: the purchases after it still see the stock
    expect(decisions.map((d) => d.soldOutForAll)).toEqual([false, false, false]);
  });

  it("paying outside guests do not use the buyer's free places: a dependent after them still goes free", () => {
    const people = new Map([['50', person('50')]]);
    const decisions = decideGroup(
      state({ people }),
      [
        { associateId: 'm1', guests: [guest('51'), guest('52')] },
        { associateId: 'm1', guests: [guest('50')] },
      ],
      EVENT,
    );
    expect(decisions.map((d) => (d.refusal ? null : d.total))).toEqual([6000, 0]);
  });

  it("associates count as free places like dependents: the limit's third club person pays", () => {
    const people = new Map([
      ['60', person('60', 'associate')],
      ['61', person('61', 'associate')],
      ['62', person('62', 'associate')],
    ]);
    const decisions = decideGroup(
      state({ people }),
      [
        { associateId: 'm1', guests: [guest('60')] },
        { associateId: 'm1', guests: [guest('61')] },
        { associateId: 'm1', guests: [guest('62')] },
      ],
      EVENT,
    );
    expect(decisions.map((d) => (d.refusal ? null : d.total))).toEqual([0, 0, 3000]);
    expect(decisions.flatMap((d) => (d.refusal ? [] : d.guests.map((g) => g.kind)))).toEqual([
      'associate',
      'associate',
      'associate',
    ]);
  });

  it("a buyer's free limit counts the free tickets they already have and those earlier in the group", () => {
    const people = new Map([
      ['30', person('30')],
      ['31', person('31')],
      ['32', person('32')],
    ]);
    const decisions = decideGroup(
      state({ people, freeUsed: new Map([['m1', 1]]) }),
      [
        { associateId: 'm1', guests: [guest('30')] },
        { associateId: 'm1', guests: [guest('31')] },
        { associateId: 'm2', guests: [guest('32')] },
      ],
      EVENT,
    );
    expect(decisions.map((d) => (d.refusal ? null : d.total))).toEqual([0, 3000, 0]);
  });

  it('nothing left: every purchase is refused as sold out', () => {
    const decisions = decideGroup(
      state({ free: 0 }),
      [{ associateId: 'm1', guests: [guest('40')] }],
      EVENT,
    );
    expect(decisions.map(errorOf)).toEqual(['Venda de convite esgotada']);
  });

  it("a club person's place is that person's: another family's pays, named as on record", () => {
    const people = new Map([
      ['20', { ...person('20'), familyId: 'm1', name: 'Pedro Henrique Souza' }],
      ['21', { ...person('21', 'associate'), familyId: 'm9', name: 'Ana Maria Lima' }],
    ]);
    const own = state({ people, otherFamiliesFree: false });
    const [mine, borrowed, named] = decideGroup(
      own,
      [
        // The buyer's son, typed under any name: free, under the record's name.
        { associateId: 'm1', guests: [{ name: 'Penetra Dois', cpf: '20' }] },
        // Another family's associate under a made-up name: refused, naming the field.
        { associateId: 'm2', guests: [{ name: 'Penetra Dois', cpf: '21' }] },
        // Named as on record: goes, but as a paying guest, and the answer does not tell.
        { associateId: 'm2', guests: [{ name: 'ana lima', cpf: '21' }] },
      ],
      EVENT,
    );
    expect(mine.refusal).toBeNull();
    expect(mine.refusal === null && mine.guests).toEqual([
      { name: 'Pedro Henrique Souza', cpf: '20', kind: 'dependent', value: 0 },
    ]);
    expect(errorOf(borrowed)).toBe(
      'O nome não confere com o cadastro do clube para este CPF. Informe o nome completo da pessoa.',
    );
    // A name refusal is that buyer's only: the event is not sold out for the others.
    expect(borrowed.soldOutForAll).toBe(false);
    expect(named.refusal === null && named.guests).toEqual([
      { name: 'Ana Maria Lima', cpf: '21', kind: 'guest', value: 3000 },
    ]);
    // When the club lets other families' people go free, the same purchase is free.
    const [lenient] = decideGroup(
      state({ people, otherFamiliesFree: true }),
      [{ associateId: 'm2', guests: [{ name: 'Ana Lima', cpf: '21' }] }],
      EVENT,
    );
    expect(lenient.refusal === null && lenient.guests[0]).toMatchObject({
      kind: 'associate',
      value: 0,
    });
  });

  it('limits: tickets per purchase and per member, holds included, decided in order', () => {
    const limited = { ...EVENT, maxTicketsPerOrder: 3, maxTicketsPerMember: 4 };
    const five = ['1', '2', '3', '4', '5'].map((n) => guest(`5${n}`));
    const [tooMany, first, second, other] = decideGroup(
      state({ bought: new Map([['m1', 1]]) }),
      [
        { associateId: 'm2', guests: five.slice(0, 4) },
        { associateId: 'm1', guests: five.slice(0, 3) },
        // m1 held 1 before the group and took 3 in it: a fifth is over his 4.
        { associateId: 'm1', guests: five.slice(3, 4) },
        { associateId: 'm3', guests: five.slice(4, 5) },
      ],
      limited,
    );
    expect(errorOf(tooMany)).toBe('Limite de 3 convites por compra neste evento.');
    expect(first.refusal).toBeNull();
    expect(errorOf(second)).toBe(
      'Limite de 4 convites por associado neste evento; você já tem 4, contando os que aguardam pagamento.',
    );
    expect(other.refusal).toBeNull();
    // A limit refusal is that buyer's only: the event is not sold out for the others.
    expect([tooMany, second].map((d) => d.soldOutForAll)).toEqual([false, false]);
  });

  it('a purchase that takes the last tickets (a tenth of the stock) is flagged for a short hold', () => {
    const event = { ...EVENT, ticketsTotal: 100 };
    const [early, last] = decideGroup(
      state({ free: 20 }),
      [
        { associateId: 'm1', guests: [guest('61'), guest('62')] },
        { associateId: 'm2', guests: Array.from({ length: 8 }, (_, i) => guest(`7${i}`)) },
      ],
      event,
    );
    // 18 left after the first: not the last ones; 10 left after the second: the last 10%.
    expect(early.refusal === null && early.lastTickets).toBe(false);
    expect(last.refusal === null && last.lastTickets).toBe(true);
  });
});
