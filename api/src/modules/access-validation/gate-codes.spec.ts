// Gate codes that cannot be forged (issue 25): the invitation's and ticket's QR code is a signed
// token the gate verifies; typed codes are limited per staff account (counted in PostgreSQL);
// a pass of a club person shows the person and photo of the club's register.
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ErrorCode, GATE_MSG, P } from '@clube/shared';
import { QrTokensService } from '../../platform/auth/qr-tokens.service.js';
import { eventPlace, makeEvent } from '../../test/event-fixtures.js';
import { decodeInvitationQr } from '../../test/qr-decode.js';
import { cpfFor, createTestApp, type TestApp } from '../../test/test-app.js';
import type { Associate } from '../associates/entities/associate.entity.js';
import { CardTokenService } from '../cards/card-token.service.js';
import { CardStatus } from '../cards/entities/card.entity.js';
import type { Event } from '../events/entities/event.entity.js';
import type { Local } from '../locals/entities/local.entity.js';
import { Order, OrderStatus } from '../orders/entities/order.entity.js';
import { ReservationStatus } from '../reservations/entities/local-reservation.entity.js';
import { TicketStatus } from '../tickets/entities/ticket.entity.js';
import { AccessValidationService } from './access-validation.service.js';

type Body = Record<string, unknown>;

/** 12:00 of 10/03/2026 in São Paulo (UTC-3): the gate's clock in these tests. */
const NOW = new Date('2026-03-10T15:00:00Z');

const b64url = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url');

/** `token` with one character of its signature changed. */
function oneCharChanged(token: string): string {
  const at = token.lastIndexOf('.') + 10;
  const swap = token[at] === 'A' ? 'B' : 'A';
  return token.slice(0, at) + swap + token.slice(at + 1);
}

describe('gate codes that cannot be forged (issue 25)', () => {
  let t: TestApp;
  let gate: string;
  let gateUserId: string;
  let clock: Date;
  let hall: Local;
  let ana: Associate;
  let member: string;
  let n = 0;

  const post = (path: string, body: Body, token = gate) =>
    t.http.post(`/api${path}`).set('Authorization', `Bearer ${token}`).send(body);
  const attempts = async (where: string, params: unknown[]) =>
    (await t.dataSource.query(
      `SELECT * FROM access_attempt WHERE ${where} ORDER BY id`,
      params,
    )) as Body[];
  const usedAt = async (table: 'reservation_invitation' | 'ticket', id: number) =>
    (
      (await t.dataSource.query(`SELECT used_at FROM ${table} WHERE id = $1`, [id])) as {
        used_at: Date | null;
      }[]
    )[0].used_at;

  /** A stored picture (a file row) and its URL. */
  async function picture(name: string): Promise<{ id: string; url: string }> {
    const [f] = (await t.dataSource.query(
      `INSERT INTO file (file_name, original_name, mime_type, size)
       VALUES ($1, 'foto.jpg', 'image/jpeg', 1) RETURNING id`,
      [name],
    )) as { id: string }[];
    return { id: f.id, url: `/api/files/${name}` };
  }

  /**
   * A confirmed reservation of ana, 12:00 to 14:00 today, at a place of its own (`at`, a
   * reservation per slot and place), with one guest; returns the invitation's id.
   */
  const placeOf = new Map<number, Local>();
  async function invitation(fields: { name?: string; cpf?: string; kind?: string } = {}) {
    n += 1;
    const place = await eventPlace(t.dataSource);
    const order = await t.dataSource
      .getRepository(Order)
      .save({ associateId: ana.id, kind: 'reserva', total: 0, status: OrderStatus.Finished });
    const [r] = (await t.dataSource.query(
      `INSERT INTO local_reservation (order_id, local_id, associate_id, starts_at, ends_at, status)
       VALUES ($1, $2, $3, '2026-03-10T15:00:00Z', '2026-03-10T17:00:00Z', $4) RETURNING id`,
      [order.id, place.id, ana.id, ReservationStatus.Confirmed],
    )) as { id: number }[];
    const [i] = (await t.dataSource.query(
      `INSERT INTO reservation_invitation (reservation_id, name, doc, kind, value_cents)
       VALUES ($1, $2, $3, $4, 0) RETURNING id`,
      [
        r.id,
        fields.name ?? `Convidado ${n}`,
        fields.cpf ?? cpfFor(71_000 + n),
        fields.kind ?? 'guest',
      ],
    )) as { id: number }[];
    placeOf.set(i.id, place);
    return i.id;
  }
  /** The place of invitation `id`: its gate. */
  const at = (id: number) => (placeOf.get(id) as Local).id;

  /** A confirmed ticket of `event` bought by ana. */
  async function ticket(event: Event, fields: { name?: string; cpf?: string } = {}) {
    n += 1;
    const [row] = (await t.dataSource.query(
      `INSERT INTO ticket (event_id, associate_id, name, cpf, kind, title, value_cents, event_date, status)
       VALUES ($1, $2, $3, $4, 'guest', $5, 0, now(), $6) RETURNING id`,
      [
        event.id,
        ana.id,
        fields.name ?? `Portador ${n}`,
        fields.cpf ?? cpfFor(81_000 + n),
        event.title,
        TicketStatus.Confirmed,
      ],
    )) as { id: number }[];
    return row.id;
  }

  /** An event at `hall` running today, 10:00 to 23:00 in São Paulo. */
  async function eventToday(title: string): Promise<Event> {
    const e = await makeEvent(t.dataSource, hall, { title });
    await t.dataSource.query('DELETE FROM event_date WHERE event_id = $1', [e.id]);
    await t.dataSource.query(
      'INSERT INTO event_date (event_id, starts_at, ends_at) VALUES ($1, $2, $3)',
      [e.id, '2026-03-10T13:00:00Z', '2026-03-11T02:00:00Z'],
    );
    return e;
  }

  /** A fresh staff account at the gate (each with its own limits). */
  async function gateKeeper(): Promise<{ id: string; token: string }> {
    const staff = await t.createStaff([P.listAccessValidation]);
    return { id: staff.id, token: await t.tokenFor('staff', staff.id) };
  }

  beforeAll(async () => {
    t = await createTestApp();
    ({ id: gateUserId, token: gate } = await gateKeeper());
    ana = await t.createMember({ name: 'Ana Reservante' });
    member = await t.tokenFor('member', ana.id);
    hall = await eventPlace(t.dataSource);
    const service = t.app.get(AccessValidationService);
    jest.spyOn(service, 'now').mockImplementation(() => new Date(clock));
  });
  beforeEach(() => {
    clock = NOW;
  });
  afterAll(() => t?.close());

  describe('the signed QR code', () => {
    it("admits the invitation's QR code as drawn on its image; the printed code is not what it holds", async () => {
      const id = await invitation({ name: 'Bianca Convidada' });
      const image = await t.http
        .get(`/api/reservation-invitations/${id}/image`)
        .set('Authorization', `Bearer ${member}`);
      expect(image.status).toBe(200);
      const scanned = await decodeInvitationQr(image.body as Buffer);
      expect(scanned).toBeDefined();
      expect(scanned).not.toBe(`000${id}`);
      expect(scanned?.split('.')).toHaveLength(3);

      const res = await post('/reservation-invitations/verify-invitation-qr', {
        token: scanned,
        localId: at(id),
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        response: true,
        title: 'Acesso liberado',
        reasonCode: null,
        person: { name: 'Bianca Convidada', userType: 'Convidado', photo: null },
        place: placeOf.get(id)?.description,
        usedAt: NOW.toISOString(),
      });
      expect(await usedAt('reservation_invitation', id)).not.toBeNull();
      const [row] = await attempts('reservation_invitation_id = $1', [id]);
      expect(row).toMatchObject({ kind: 'invitation', code: id, allowed: true });
    });

    it("admits a ticket's QR code as drawn on its image at its event's gate", async () => {
      const party = await eventToday('Festa do QR');
      const id = await ticket(party, { name: 'Caio Portador' });
      const staff = await t.createStaff([P.listAccessValidation, P.listTicket]);
      const image = await t.http
        .get(`/api/tickets/${id}/staff-image`)
        .set('Authorization', `Bearer ${await t.tokenFor('staff', staff.id)}`);
      expect(image.status).toBe(200);
      const scanned = await decodeInvitationQr(image.body as Buffer);
      expect(scanned).not.toBe(`000${id}`);
      const res = await post('/tickets/verify-ticket-qr', { token: scanned, eventId: party.id });
      expect(res.body).toMatchObject({
        response: true,
        person: { name: 'Caio Portador' },
        place: 'Festa do QR',
      });
      expect(await usedAt('ticket', id)).not.toBeNull();
    });

    it("refuses an altered token (one character changed): 'Acesso negado', QR_INVALID, nobody let in", async () => {
      const id = await invitation();
      const token = t.app.get(QrTokensService).signPass('invitation', id);
      const res = await post('/reservation-invitations/verify-invitation-qr', {
        token: oneCharChanged(token),
        localId: at(id),
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        response: false,
        title: 'Acesso negado',
        reasonCode: 'QR_INVALID',
        reason: GATE_MSG.gateQrInvalid,
        person: null,
      });
      expect(GATE_MSG.gateQrInvalid).toBe('QR code adulterado ou inválido.');
      expect(await usedAt('reservation_invitation', id)).toBeNull();
      // Recorded in the access report, as every check is.
      const [row] = await attempts('id = $1', [res.body.attemptId]);
      expect(row).toMatchObject({
        kind: 'invitation',
        allowed: false,
        reason_code: 'QR_INVALID',
        reason: GATE_MSG.gateQrInvalid,
        staff_user_id: gateUserId,
      });
      // The genuine token still works.
      const genuine = await post('/reservation-invitations/verify-invitation-qr', {
        token,
        localId: at(id),
      });
      expect(genuine.body).toMatchObject({ response: true });
    });

    it("refuses invitation A's signature on invitation B's id, and a token of another kind", async () => {
      const a = await invitation();
      const b = await invitation();
      const qr = t.app.get(QrTokensService);
      const [header, , signature] = qr.signPass('invitation', a).split('.');
      const forged = `${header}.${b64url({ n: b, aud: 'invitation' })}.${signature}`;
      const ticketToken = qr.signPass('ticket', b);
      // A member's card token, past its day (expiry is read before the audience).
      const cardToken = t.app
        .get(CardTokenService)
        .sign({ kind: 'person', ownerType: 'Associate', ownerId: ana.id }, '2026-04-01');
      for (const token of [forged, ticketToken, cardToken, `000${b}`]) {
        const res = await post('/reservation-invitations/verify-invitation-qr', {
          token,
          localId: at(b),
        });
        expect(res.body).toMatchObject({
          response: false,
          title: 'Acesso negado',
          reasonCode: 'QR_INVALID',
          reason: GATE_MSG.gateQrInvalid,
        });
      }
      expect(await usedAt('reservation_invitation', b)).toBeNull();
      expect(await usedAt('reservation_invitation', a)).toBeNull();
      // Nor is an invitation's token a membership card.
      const asCard = await post('/card/verify', { token: qr.signPass('invitation', a) });
      expect(asCard.body).toMatchObject({ valid: false, title: 'Acesso negado', owner: null });
      // An invitation's token at an event's gate is refused the same way.
      const party = await eventToday('Festa da Troca');
      const atEvent = await post('/tickets/verify-ticket-qr', {
        token: qr.signPass('invitation', a),
        eventId: party.id,
      });
      expect(atEvent.body).toMatchObject({ response: false, reasonCode: 'QR_INVALID' });
    });
  });

  describe('typed codes: a limit per staff account', () => {
    it('answers the 31st typed code in a minute with 429 saying when it frees; QR codes and other accounts go on', async () => {
      const keeper = await gateKeeper();
      const other = await gateKeeper();
      const party = await eventToday('Festa dos Códigos');
      // Invitation codes, ticket codes and card codes count together: 30 in all.
      for (let i = 0; i < 30; i++) {
        const res =
          i % 3 === 0
            ? await post(
                '/tickets/verify-ticket',
                { eventId: party.id, ticketId: 900_000 + i },
                keeper.token,
              )
            : await post(
                '/reservation-invitations/verify-invitation',
                { code: 900_000 + i, invitation: i % 3 === 1, localId: hall.id },
                keeper.token,
              );
        expect(res.status).toBe(200);
      }
      const before = (await attempts('staff_user_id = $1', [keeper.id])).length;
      const id = await invitation();
      const blocked = await post(
        '/reservation-invitations/verify-invitation',
        { code: id, invitation: true, localId: at(id) },
        keeper.token,
      );
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({
        statusCode: 429,
        code: ErrorCode.GateTypedCodesLimit,
        error: expect.stringMatching(
          /^Limite de 30 códigos digitados por minuto atingido por este usuário\. Digite novamente em ([1-9]|[1-5]\d|60) segundos?; a leitura do QR code continua liberada\.$/,
        ),
      });
      // Refused before any check: nobody let in, nothing recorded.
      expect(await usedAt('reservation_invitation', id)).toBeNull();
      expect(await attempts('staff_user_id = $1', [keeper.id])).toHaveLength(before);
      // The ticket route too.
      const ticketCode = await post(
        '/tickets/verify-ticket',
        { eventId: party.id, ticketId: 1 },
        keeper.token,
      );
      expect(ticketCode.status).toBe(429);
      // The counter lives in PostgreSQL (every replica reads the same row).
      const [bucket] = (await t.dataSource.query(
        'SELECT hits FROM rate_limit_bucket WHERE key = $1',
        [`gate-typed:staff:${keeper.id}`],
      )) as { hits: number }[];
      expect(bucket.hits).toBeGreaterThan(30);

      // Another staff account still types.
      const fine = await post(
        '/reservation-invitations/verify-invitation',
        { code: id, invitation: true, localId: at(id) },
        other.token,
      );
      expect(fine.status).toBe(200);
      expect(fine.body).toMatchObject({ response: true });
      // And the limited account still scans QR codes (they cannot be guessed).
      const next = await invitation();
      const scan = await post(
        '/reservation-invitations/verify-invitation-qr',
        { token: t.app.get(QrTokensService).signPass('invitation', next), localId: at(next) },
        keeper.token,
      );
      expect(scan.status).toBe(200);
      expect(scan.body).toMatchObject({ response: true });
    });
  });

  describe('club people: the person and photo of the register', () => {
    it('names the member of the CPF, not the typed guest name, with the profile photo', async () => {
      const photo = await picture('foto-carla.jpg');
      const carla = await t.createMember({ name: 'Carla Sócia', cpf: cpfFor(72_001) });
      await t.dataSource.query('UPDATE associate SET image_id = $1 WHERE id = $2', [
        photo.id,
        carla.id,
      ]);
      const id = await invitation({ name: 'Nome Digitado', cpf: carla.cpf });
      const res = await post('/reservation-invitations/verify-invitation', {
        code: id,
        invitation: true,
        localId: at(id),
      });
      expect(res.body).toMatchObject({
        response: true,
        person: { name: 'Carla Sócia', userType: 'Associado', photo: photo.url },
      });
      const [row] = await attempts('id = $1', [res.body.attemptId]);
      expect(row).toMatchObject({ name: 'Carla Sócia', user_type: 'Associado', doc: carla.cpf });
    });

    it("shows a dependent's active card picture for a ticket, and the card's picture for a typed card code", async () => {
      const profile = await picture('foto-perfil-davi.jpg');
      const cardPicture = await picture('foto-carteirinha-davi.jpg');
      const holder = await t.createMember({ name: 'Helena Titular', cpf: cpfFor(72_002) });
      const [davi] = (await t.dataSource.query(
        `INSERT INTO dependent (name, parentage, cpf, associate_id, image_id)
         VALUES ('Davi Dependente', 'Filho', $1, $2, $3) RETURNING id`,
        [cpfFor(72_003), holder.id, profile.id],
      )) as { id: string }[];
      await t.dataSource.query(
        `INSERT INTO card (owner_type, dependent_id, picture_id, expires_at, validation_code, status)
         VALUES ('Dependent', $1, $2, '2027-01-01', 54321, $3)`,
        [davi.id, cardPicture.id, CardStatus.Active],
      );
      const party = await eventToday('Festa da Família');
      const id = await ticket(party, { name: 'Outro Nome', cpf: cpfFor(72_003) });
      const qr = t.app.get(QrTokensService).signPass('ticket', id);
      const res = await post('/tickets/verify-ticket-qr', { token: qr, eventId: party.id });
      expect(res.body).toMatchObject({
        response: true,
        person: { name: 'Davi Dependente', userType: 'Dependente', photo: cardPicture.url },
      });
      const card = await post('/reservation-invitations/verify-invitation', {
        code: 54321,
        invitation: false,
        localId: hall.id,
      });
      expect(card.body).toMatchObject({
        response: true,
        person: { name: 'Davi Dependente', userType: 'Dependente', photo: cardPicture.url },
      });
    });
  });
});
