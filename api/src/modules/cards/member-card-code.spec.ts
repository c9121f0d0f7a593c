import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import QRCode from 'qrcode';
import { API_MSG, CARD_QR_CODE_PATTERN, P, QR_ERROR_CORRECTION } from '@clube/shared';
import { dayOffset, jpeg } from '../../test/content-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { Associate } from '../associates/entities/associate.entity.js';
import { Dependent } from '../associates/entities/dependent.entity.js';
import { MemberNumbers1795740100000 } from '../../migrations/1795740100000-member-numbers.js';
import { CardTokenService } from './card-token.service.js';

type Card = { identifier: string; ownerId: string; qrToken: string; cardId: number | null };

/**
 * Issue 26: the member area's card carries a short member number (per person, unique, never
 * changed) and a short signed code in its QR (a version 3 symbol), which the gate resolves;
 * the older signed tokens (printed cards, cards shown before) are still accepted.
 */
describe('member area cards: member numbers and the short QR code', () => {
  let t: TestApp;
  let token: string;
  let gate: string;
  let me: Associate;
  let kid: Dependent;
  const cards = async (): Promise<Card[]> =>
    (await t.http.get('/api/associate-profile/cards').auth(token, { type: 'bearer' })).body;
  const verify = (qr: string) =>
    t.http.post('/api/card/verify').auth(gate, { type: 'bearer' }).send({ token: qr });

  beforeAll(async () => {
    t = await createTestApp();
    me = await t.createMember({ name: 'Sócia Código' });
    kid = await t.dataSource
      .getRepository(Dependent)
      .save({ associate: { id: me.id }, name: 'Filho Código', parentage: 'Filho(a)' });
    token = await t.tokenFor('member', me.id);
    gate = await t.staffToken([P.listAccessValidation]);
  });
  afterAll(() => t?.close());

  it('numbers every associate and dependent from one sequence: unique, kept by later saves', async () => {
    const other = await t.createMember({ name: 'Outro Código' });
    const number = async (entity: typeof Associate | typeof Dependent, id: string) =>
      (await t.dataSource.getRepository(entity).findOneByOrFail({ id })).memberNumber;
    const numbers = [
      await number(Associate, me.id),
      await number(Dependent, kid.id),
      await number(Associate, other.id),
    ];
    expect(numbers.every((n) => Number.isInteger(n) && n > 0)).toBe(true);
    expect(new Set(numbers).size).toBe(3);
    await t.dataSource.getRepository(Associate).update({ id: me.id }, { name: 'Sócia Código' });
    expect(await number(Associate, me.id)).toBe(numbers[0]);
    // the database refuses to change a number (here, to hand someone else's)
    await expect(
      t.dataSource.query('UPDATE dependent SET member_number = $1 WHERE id = $2', [
        numbers[2],
        kid.id,
      ]),
    ).rejects.toThrow();
  });

  it("shows '001'/'002' + the number, and a QR code of version 3 at most (readable at 110 px)", async () => {
    const [mine, kids] = await cards();
    const myNumber = (await t.dataSource.getRepository(Associate).findOneByOrFail({ id: me.id }))
      .memberNumber;
    expect(mine.identifier).toBe(`001${String(myNumber).padStart(5, '0')}`);
    expect(kids.identifier).toMatch(/^002\d{5}$/);
    for (const card of [mine, kids]) {
      expect(card.qrToken).toMatch(CARD_QR_CODE_PATTERN);
      const symbol = QRCode.create(card.qrToken, { errorCorrectionLevel: QR_ERROR_CORRECTION });
      expect(symbol.version).toBeLessThanOrEqual(3);
    }
  });

  it('the gate admits the short code of the holder and of a dependent', async () => {
    const [mine, kids] = await cards();
    expect((await verify(mine.qrToken)).body).toMatchObject({
      verdict: 'valid',
      owner: { type: 'Associate', id: me.id, name: 'Sócia Código' },
      card: { id: null, validity: dayOffset(30) },
    });
    expect((await verify(kids.qrToken)).body).toMatchObject({
      verdict: 'valid',
      owner: { type: 'Dependent', id: kid.id },
    });
  });

  it('refuses a code changed by one character, another number under the signature, or a past day', async () => {
    const [mine, kids] = await cards();
    const [, number] = CARD_QR_CODE_PATTERN.exec(mine.qrToken) ?? [];
    const [, kidNumber] = CARD_QR_CODE_PATTERN.exec(kids.qrToken) ?? [];
    const signature = mine.qrToken.slice(-16);
    const flipped = `${mine.qrToken.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const borrowed = mine.qrToken.replace(`C1.${number}.`, `C1.${kidNumber}.`);
    const later = mine.qrToken.replace(/\.(\d{8})\./, '.29991231.');
    const nobody = mine.qrToken.replace(`C1.${number}.`, 'C1.999999.');
    for (const qr of [flipped, borrowed, later, nobody]) {
      const res = await verify(qr);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ verdict: 'refused', reason: API_MSG.cardTokenInvalid });
    }
    // a genuine code whose day has passed: expired, naming its owner
    const tokens = t.app.get(CardTokenService);
    const old = tokens.signCode(
      Number(number),
      { kind: 'person', ownerType: 'Associate', ownerId: me.id },
      dayOffset(-1),
    );
    expect((await verify(old)).body).toMatchObject({
      verdict: 'refused',
      reason: API_MSG.cardExpired,
      owner: { id: me.id },
    });
  });

  it('the migration numbers the people already registered, in the order they came', async () => {
    const migration = new MemberNumbers1795740100000();
    const runner = t.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const rows = (await t.dataSource.query(
      `SELECT member_number AS n, created_at FROM associate
       UNION ALL SELECT member_number, created_at FROM dependent ORDER BY created_at, n`,
    )) as { n: number }[];
    expect(rows.map((r) => r.n)).toEqual(rows.map((_, i) => i + 1));
    // and the next person gets the next number
    const next = await t.createMember({ name: 'Depois da Migração' });
    expect(
      (await t.dataSource.getRepository(Associate).findOneByOrFail({ id: next.id })).memberNumber,
    ).toBe(rows.length + 1);
  });

  it('keeps accepting the signed tokens of before, and a staff card replaces the short code too', async () => {
    const tokens = t.app.get(CardTokenService);
    const before = tokens.sign(
      { kind: 'person', ownerType: 'Associate', ownerId: me.id },
      dayOffset(30),
    );
    expect((await verify(before)).body).toMatchObject({ verdict: 'valid', owner: { id: me.id } });

    const [mine] = await cards();
    const staff = await t.staffToken([P.insertCard]);
    const issued = await t.http
      .post('/api/card')
      .auth(staff, { type: 'bearer' })
      .field('ownerType', 'Associate')
      .field('ownerId', me.id)
      .field('expiresAt', dayOffset(10))
      .attach('picture', await jpeg(60, 80, '#777'), 'carteirinha.jpg');
    expect(issued.status).toBe(201);
    expect((await verify(mine.qrToken)).body.reason).toBe(API_MSG.cardReplaced);
    const [now] = await cards();
    expect(now.cardId).toBe(issued.body.card.id);
    expect((await verify(now.qrToken)).body).toMatchObject({
      verdict: 'valid',
      card: { id: issued.body.card.id, validity: dayOffset(10) },
    });
    // staff change the card's validation code: the code shown before stops working
    const edit = await t.staffToken([P.updateCard]);
    const changed = await t.http
      .put(`/api/card/${issued.body.card.id}`)
      .auth(edit, { type: 'bearer' })
      .field('validationCode', '4321');
    expect(changed.status).toBe(200);
    expect((await verify(now.qrToken)).body.verdict).toBe('refused');
  });
});
