import { describe, expect, it } from '@jest/globals';
import { API_MSG, RecordStatus } from '@clube/shared';
import {
  CARD_REFUSAL_MSG,
  CARD_REFUSALS,
  type CardFacts,
  cardVerdict,
  type IssuedCard,
  type QrFacts,
  qrVerdict,
} from './card-verdict.js';
import { CardStatus } from './entities/card.entity.js';

const TODAY = '2026-03-10';
const ACTIVE_OWNER = { status: RecordStatus.Active, holderStatus: RecordStatus.Active };

const facts = (over: Partial<CardFacts> = {}): CardFacts => ({
  card: { status: CardStatus.Active, expiresAt: '2027-01-31' },
  owner: ACTIVE_OWNER,
  today: TODAY,
  ...over,
});

describe('cardVerdict: may this card enter now', () => {
  it('lets an active card of an active owner in', () => {
    expect(cardVerdict(facts())).toEqual({ ok: true });
  });

  it('is valid ON its last day and expired the day after', () => {
    const on = (expiresAt: string) =>
      cardVerdict(facts({ card: { status: CardStatus.Active, expiresAt } }));
    expect(on('2026-03-10')).toEqual({ ok: true });
    expect(on('2026-03-11')).toEqual({ ok: true });
    expect(on('2026-03-09')).toEqual({ ok: false, reason: 'CARD_EXPIRED' });
    // Compared as calendar days across a month and a year.
    expect(
      cardVerdict(facts({ card: { status: CardStatus.Active, expiresAt: '2026-02-28' } })),
    ).toEqual({ ok: false, reason: 'CARD_EXPIRED' });
    expect(
      cardVerdict(
        facts({
          today: '2027-01-01',
          card: { status: CardStatus.Active, expiresAt: '2026-12-31' },
        }),
      ),
    ).toEqual({ ok: false, reason: 'CARD_EXPIRED' });
  });

  it('refuses an inactive card, before its date', () => {
    expect(
      cardVerdict(facts({ card: { status: CardStatus.Inactive, expiresAt: '2020-01-01' } })),
    ).toEqual({ ok: false, reason: 'CARD_INACTIVE' });
  });

  it('refuses an inactive owner, and a dependent whose associate is inactive', () => {
    expect(
      cardVerdict(
        facts({ owner: { status: RecordStatus.Inactive, holderStatus: RecordStatus.Inactive } }),
      ),
    ).toEqual({ ok: false, reason: 'CARD_OWNER_INACTIVE' });
    expect(
      cardVerdict(
        facts({ owner: { status: RecordStatus.Active, holderStatus: RecordStatus.Inactive } }),
      ),
    ).toEqual({ ok: false, reason: 'CARD_HOLDER_INACTIVE' });
  });

  it('checks the card before its owner: an expired card of an inactive owner is expired', () => {
    expect(
      cardVerdict(
        facts({
          card: { status: CardStatus.Active, expiresAt: '2026-03-09' },
          owner: { status: RecordStatus.Inactive, holderStatus: RecordStatus.Active },
        }),
      ),
    ).toEqual({ ok: false, reason: 'CARD_EXPIRED' });
  });

  it("refuses a QR code past its own validity day, and judges a person's card without a card", () => {
    expect(cardVerdict(facts({ validityPassed: true }))).toEqual({
      ok: false,
      reason: 'CARD_EXPIRED',
    });
    expect(cardVerdict(facts({ card: null }))).toEqual({ ok: true });
    expect(cardVerdict(facts({ card: null, validityPassed: true }))).toEqual({
      ok: false,
      reason: 'CARD_EXPIRED',
    });
    expect(
      cardVerdict(
        facts({
          card: null,
          owner: { status: RecordStatus.Active, holderStatus: RecordStatus.Inactive },
        }),
      ),
    ).toEqual({ ok: false, reason: 'CARD_HOLDER_INACTIVE' });
  });
});

describe('qrVerdict: a scanned QR code against the database', () => {
  const OWNER = 'c0ffee00-0000-4000-8000-000000000001';
  const issued = (over: Partial<IssuedCard> = {}): IssuedCard => ({
    ownerId: OWNER,
    validationCode: 4242,
    status: CardStatus.Active,
    expiresAt: '2027-01-31',
    ...over,
  });
  const card = (over: Partial<QrFacts> = {}, cardOver?: Partial<IssuedCard> | null): QrFacts => ({
    token: 'valid',
    owner: ACTIVE_OWNER,
    presented: {
      kind: 'card',
      ownerId: OWNER,
      code: 4242,
      card: cardOver === null ? null : issued(cardOver),
    },
    today: TODAY,
    ...over,
  });
  const person = (hasIssuedCard: boolean, over: Partial<QrFacts> = {}): QrFacts => ({
    token: 'valid',
    owner: ACTIVE_OWNER,
    presented: { kind: 'person', hasIssuedCard },
    today: TODAY,
    ...over,
  });

  it('accepts a live card and the card of a person without an issued card', () => {
    expect(qrVerdict(card())).toEqual({ ok: true });
    expect(qrVerdict(person(false))).toEqual({ ok: true });
  });

  it('refuses a forged token and a token naming nobody', () => {
    expect(qrVerdict(card({ token: 'invalid' }))).toEqual({ ok: false, reason: 'CARD_INVALID' });
    expect(qrVerdict(person(false, { owner: null }))).toEqual({
      ok: false,
      reason: 'CARD_INVALID',
    });
  });

  it('refuses a deleted card, and a card given another owner or code since (replaced)', () => {
    expect(qrVerdict(card({}, null))).toEqual({ ok: false, reason: 'CARD_NOT_FOUND' });
    expect(qrVerdict(card({}, { ownerId: 'someone-else' }))).toEqual({
      ok: false,
      reason: 'CARD_REPLACED',
    });
    expect(qrVerdict(card({}, { validationCode: 4243 }))).toEqual({
      ok: false,
      reason: 'CARD_REPLACED',
    });
    // Replaced is said before the card's own state (an old code of a now inactive card).
    expect(
      qrVerdict(card({ token: 'expired' }, { validationCode: 1, status: CardStatus.Inactive })),
    ).toEqual({ ok: false, reason: 'CARD_REPLACED' });
  });

  it("refuses a person's card once staff issued them a card", () => {
    expect(qrVerdict(person(true))).toEqual({ ok: false, reason: 'CARD_REPLACED' });
  });

  it('applies the card rule: inactive, expired token or card, inactive owner or holder', () => {
    expect(qrVerdict(card({}, { status: CardStatus.Inactive }))).toEqual({
      ok: false,
      reason: 'CARD_INACTIVE',
    });
    expect(qrVerdict(card({ token: 'expired' }))).toEqual({ ok: false, reason: 'CARD_EXPIRED' });
    expect(qrVerdict(card({}, { expiresAt: '2026-03-09' }))).toEqual({
      ok: false,
      reason: 'CARD_EXPIRED',
    });
    expect(qrVerdict(card({}, { expiresAt: TODAY }))).toEqual({ ok: true });
    expect(qrVerdict(person(false, { token: 'expired' }))).toEqual({
      ok: false,
      reason: 'CARD_EXPIRED',
    });
    expect(
      qrVerdict(
        person(false, {
          owner: { status: RecordStatus.Inactive, holderStatus: RecordStatus.Active },
        }),
      ),
    ).toEqual({ ok: false, reason: 'CARD_OWNER_INACTIVE' });
    expect(
      qrVerdict(
        card({ owner: { status: RecordStatus.Active, holderStatus: RecordStatus.Inactive } }),
      ),
    ).toEqual({ ok: false, reason: 'CARD_HOLDER_INACTIVE' });
  });

  it('gives each refusal its own text', () => {
    expect(CARD_REFUSAL_MSG).toEqual({
      CARD_NOT_FOUND: API_MSG.cardNotFound,
      CARD_INVALID: API_MSG.cardTokenInvalid,
      CARD_REPLACED: API_MSG.cardReplaced,
      CARD_INACTIVE: API_MSG.cardInactive,
      CARD_EXPIRED: API_MSG.cardExpired,
      CARD_OWNER_INACTIVE: API_MSG.cardOwnerInactive,
      CARD_HOLDER_INACTIVE: API_MSG.cardHolderInactive,
    });
    expect(new Set(CARD_REFUSALS.map((r) => CARD_REFUSAL_MSG[r])).size).toBe(CARD_REFUSALS.length);
  });
});
