import { readFileSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { unzipSync } from 'fflate';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { DEFAULT_SITE_COLORS, P, RecordStatus } from '@clube/shared';
import { payerFor, sandboxPayPix } from '../../test/payment-fixtures.js';
import { cpfFor, createTestApp, type TestApp } from '../../test/test-app.js';
import { type MailMessage, MailService, type SentMail } from '../../platform/mail/mail.service.js';
import type { Associate } from '../associates/entities/associate.entity.js';
import { Dependent } from '../associates/entities/dependent.entity.js';
import { FilesService } from '../files/files.service.js';
import { LocalType } from '../local-types/entities/local-type.entity.js';
import { Local } from '../locals/entities/local.entity.js';
import { ReservationInterval } from '../reservation-intervals/entities/reservation-interval.entity.js';
import { ReservationInvitation } from '../reservations/entities/reservation-invitation.entity.js';
import { SiteConfiguration } from '../site-configuration/entities/site-configuration.entity.js';
import { TicketTemplate } from '../ticket-template/entities/ticket-template.entity.js';
import { InvitationsDeliveryService } from './invitations-delivery.service.js';

type Body = Record<string, unknown>;
interface Slot {
  startTime: string;
  endTime: string;
}

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const isJpeg = (data: Uint8Array | Buffer) => JPEG_MAGIC.every((b, i) => data[i] === b);

/** The events of a text/calendar body, read by ical.js (Mozilla's parser). */
function events(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: vevent.getFirstPropertyValue('status'),
    };
  });
}

/** 'dd/mm/aaaa' of an instant in the club's time zone. */
const clubDate = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));

describe('reservation invitations (e-mail, downloads) and the iCal feed', () => {
  let t: TestApp;
  let localType: LocalType;
  let interval: ReservationInterval;
  let member: Associate;
  let memberToken: string;
  let other: Associate;
  let otherToken: string;
  let kids: Dependent[];
  let mailSpy: jest.Spied<MailService['send']>;
  let placeN = 0;

  beforeAll(async () => {
    t = await createTestApp();
    localType = await t.dataSource.getRepository(LocalType).save({
      description: 'Tipo Convites',
      externalValue: 5000,
      invitedValue: 2500,
      rescheduleInterval: 30,
      // The invitations of several bookings of one member: no fair-use limits here.
      maxActivePerFamily: null,
      maxPerFamilyPerDay: null,
      bookingOpensHour: null,
    });
    interval = await t.dataSource
      .getRepository(ReservationInterval)
      .save({ description: 'Intervalo Convites', interval: 60 });
    member = await t.createMember();
    memberToken = await t.tokenFor('member', member.id);
    other = await t.createMember();
    otherToken = await t.tokenFor('member', other.id);
    kids = await t.dataSource.getRepository(Dependent).save(
      ['Ana Dependente', 'Bruno Dependente'].map((name, i) => ({
        associate: member,
        name,
        parentage: 'Filho(a)',
        cpf: cpfFor(40_001 + i),
      })),
    );
    mailSpy = jest.spyOn(t.app.get(MailService), 'send');
  });
  afterAll(async () => {
    mailSpy?.mockRestore();
    await t?.close();
  });

  /** A bookable place: 2 h slots from 08:00 with a 1 h break. */
  const place = () => {
    placeN += 1;
    return t.dataSource.getRepository(Local).save({
      description: `Quiosque Convites ${placeN}`,
      slug: `quiosque-convites-${placeN}`,
      localType,
      reservationInterval: interval,
      startsAt: '08:00',
      endsAt: '20:00',
      capacity: 3,
      reserved: true,
      reservationTime: 120,
      restriction: 1,
      usageGuide: '<p>Guia</p>',
    });
  };
  const slotOf = async (local: Local, day = 3, index = 0): Promise<Slot> => {
    const res = await t.http.get(`/api/locals/public/hours-valid/${local.slug}`);
    expect(res.status).toBe(200);
    return (res.body.days as { slots: Slot[] }[])[day].slots[index];
  };
  const auth = (token: string | null) => (req: ReturnType<TestApp['http']['get']>) =>
    token ? req.auth(token, { type: 'bearer' }) : req;
  const get = (url: string, token: string | null) =>
    auth(token)(t.http.get(url)).responseType('blob');
  const book = async (
    invitations: Body[],
    token = memberToken,
  ): Promise<{ id: number; status: string; slot: Slot; local: Local }> => {
    const local = await place();
    const slot = await slotOf(local);
    const res = await t.http
      .post('/api/order/local-reservation')
      .auth(token, { type: 'bearer' })
      .send({ local: local.id, startAt: slot.startTime, endAt: slot.endTime, invitations });
    expect(res.status).toBe(201);
    // A confirmed booking e-mails in the background: let it finish before the test goes on.
    await t.app.get(InvitationsDeliveryService).idle();
    const r = res.body.localReservation as { id: number; status: string };
    return { id: r.id, status: r.status, slot, local };
  };
  const kidGuests = () => kids.map((k) => ({ name: k.name, doc: k.cpf }));
  // A guest from outside, another person each time: the club limits each guest's visits a month
  // (GUEST_VISITS_LIMIT), and these bookings land on the same days.
  let outsiders = 0;
  const outsider = () => ({ name: 'Visitante de Fora', doc: cpfFor(41_001 + outsiders++) });
  const mailsTo = (email: string): MailMessage[] =>
    mailSpy.mock.calls.map(([m]) => m).filter((m) => m.to === email);
  const invitationIds = async (reservationId: number) =>
    (
      await t.dataSource
        .getRepository(ReservationInvitation)
        .find({ where: { reservationId }, order: { id: 'ASC' } })
    ).map((i) => i.id);

  it('a confirmed reservation e-mails its member once: the details, one JPEG per guest and the .ics', async () => {
    const before = mailsTo(member.email).length;
    const r = await book(kidGuests());
    expect(r.status).toBe('Confirmada');
    const mails = mailsTo(member.email);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1) as MailMessage;
    const date = clubDate(r.slot.startTime);
    expect(mail.subject).toBe(`Reserva confirmada: ${r.local.description} em ${date}`);
    for (const body of [mail.text, mail.html ?? '']) {
      expect(body).toContain(r.local.description);
      expect(body).toContain(date);
      expect(body).toContain('das 08:00 às 10:00');
      for (const kid of kids) expect(body).toContain(kid.name);
      expect(body).toContain(`${t.config.portalOrigin}/associado/minhas-reservas`);
    }
    const ids = await invitationIds(r.id);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(mail.text).toContain(`000${id}`);

    const attachments = mail.attachments ?? [];
    const images = attachments.filter((a) => a.contentType === 'image/jpeg');
    expect(images.map((a) => a.filename).sort()).toEqual(
      [
        `convite-000${ids[0]}-ana-dependente.jpg`,
        `convite-000${ids[1]}-bruno-dependente.jpg`,
      ].sort(),
    );
    for (const image of images) {
      expect(isJpeg(image.content as Buffer)).toBe(true);
      const meta = await sharp(image.content as Buffer).metadata();
      expect([meta.width, meta.height]).toEqual([1080, 1350]);
    }
    const ics = attachments.filter((a) => a.contentType.startsWith('text/calendar'));
    expect(ics.map((a) => a.filename)).toEqual([`reserva-${r.id}.ics`]);
    expect(attachments).toHaveLength(3);
    expect(events(String(ics[0].content))).toEqual([
      {
        uid: `reserva-${r.id}@clube`,
        start: new Date(r.slot.startTime).toISOString(),
        end: new Date(r.slot.endTime).toISOString(),
        summary: `Reserva: ${r.local.description}`,
        location: `Clube — ${r.local.description}`,
        description: expect.stringContaining('2 convidados'),
        status: 'CONFIRMED',
      },
    ]);
    // What was written to the outbox carries the attachments.
    const sent = (await mailSpy.mock.results.at(-1)?.value) as SentMail;
    const eml = readFileSync(sent.outboxFile ?? '', 'utf8');
    expect(eml.match(/Content-Type: image\/jpeg/g)).toHaveLength(2);
    expect(eml).toMatch(/Content-Type: text\/calendar/);
  });

  it('a paid (pending) reservation sends no e-mail, and the delivery ignores it', async () => {
    const before = mailSpy.mock.calls.length;
    const r = await book([outsider()]);
    expect(r.status).toBe('Pendente');
    await t.app.get(InvitationsDeliveryService).reservationConfirmed(r.id);
    await t.app.get(InvitationsDeliveryService).reservationConfirmed(999_999);
    expect(mailSpy.mock.calls.length).toBe(before);
  });

  it('a failing mail is logged, never thrown', async () => {
    const r = await book(kidGuests().slice(0, 1));
    mailSpy.mockRejectedValueOnce(new Error('SMTP fora do ar'));
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      await expect(
        t.app.get(InvitationsDeliveryService).reservationConfirmed(r.id),
      ).resolves.toBeUndefined();
      expect(logged).toHaveBeenCalledWith(
        { err: expect.objectContaining({ message: 'SMTP fora do ar' }), reservationId: r.id },
        'Reservation invitations e-mail failed',
      );
    } finally {
      logged.mockRestore();
    }
  });

  it('GET reservation-invitations/{id}/image: the own confirmed reservation only', async () => {
    const confirmed = await book(kidGuests());
    const [first] = await invitationIds(confirmed.id);
    const res = await get(`/api/reservation-invitations/${first}/image`, memberToken);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="convite-000${first}-ana-dependente.jpg"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(isJpeg(res.body as Buffer)).toBe(true);

    const notFound = { statusCode: 404, error: 'Convite não encontrado.', code: 'NOT_FOUND' };
    const foreign = await t.http
      .get(`/api/reservation-invitations/${first}/image`)
      .auth(otherToken, { type: 'bearer' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(notFound);
    const pending = await book([outsider()]);
    const [unpaid] = await invitationIds(pending.id);
    const unconfirmed = await t.http
      .get(`/api/reservation-invitations/${unpaid}/image`)
      .auth(memberToken, { type: 'bearer' });
    expect(unconfirmed.status).toBe(404);
    expect(unconfirmed.body).toEqual(notFound);
    const missing = await t.http
      .get('/api/reservation-invitations/999999/image')
      .auth(memberToken, { type: 'bearer' });
    expect(missing.status).toBe(404);
    expect((await t.http.get(`/api/reservation-invitations/${first}/image`)).status).toBe(401);
    expect(
      (
        await t.http
          .get('/api/reservation-invitations/abc/image')
          .auth(memberToken, { type: 'bearer' })
      ).status,
    ).toBe(400);
  });

  it('zips: the member’s own and staff with the permission; the reservation routes still answer', async () => {
    const r = await book(kidGuests());
    const ids = await invitationIds(r.id);
    const names = [
      `convite-000${ids[0]}-ana-dependente.jpg`,
      `convite-000${ids[1]}-bruno-dependente.jpg`,
    ];
    const readZip = (res: { body: unknown }) => unzipSync(new Uint8Array(res.body as Buffer));

    const mine = await get(`/api/local-reservations-associate/${r.id}/invitations`, memberToken);
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('application/zip');
    expect(mine.headers['content-disposition']).toBe(
      `attachment; filename="convites-reserva-${r.id}.zip"`,
    );
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const entries = readZip(mine);
    expect(Object.keys(entries).sort()).toEqual(names.sort());
    for (const data of Object.values(entries)) expect(isJpeg(data)).toBe(true);

    // Not the member's, not confirmed, no guests, unknown: 404.
    const pending = await book([outsider()]);
    const alone = await book([]);
    expect(alone.status).toBe('Confirmada');
    for (const [id, token] of [
      [r.id, otherToken],
      [pending.id, memberToken],
      [alone.id, memberToken],
      [999_999, memberToken],
    ] as const) {
      const res = await t.http
        .get(`/api/local-reservations-associate/${id}/invitations`)
        .auth(token, { type: 'bearer' });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await t.http.get(`/api/local-reservations-associate/${r.id}/invitations`)).status).toBe(
      401,
    );

    const staff = await t.staffToken([P.listLocalReservation]);
    const staffZip = await get(`/api/local-reservations/${r.id}/invitations`, staff);
    expect(staffZip.status).toBe(200);
    expect(staffZip.headers['content-disposition']).toBe(
      `attachment; filename="convites-reserva-${r.id}.zip"`,
    );
    expect(Object.keys(readZip(staffZip)).sort()).toEqual(names.sort());
    const pendingStaff = await t.http
      .get(`/api/local-reservations/${pending.id}/invitations`)
      .auth(staff, { type: 'bearer' });
    expect(pendingStaff.status).toBe(404);
    const noPermission = await t.staffToken([P.insertLocalReservation]);
    const refused = await t.http
      .get(`/api/local-reservations/${r.id}/invitations`)
      .auth(noPermission, { type: 'bearer' });
    expect(refused.status).toBe(403);

    // Routes of one segment less are the reservations module's, and still answer JSON.
    const detail = await t.http
      .get(`/api/local-reservations/${r.id}`)
      .auth(staff, { type: 'bearer' });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: r.id, numberInvitations: 2 });
    const own = await t.http
      .get(`/api/local-reservations-associate/${r.id}`)
      .auth(memberToken, { type: 'bearer' });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: r.id, status: 'Confirmada' });
  });

  it('draws the invitations on the default ticket template, or a plain card in the primary colour', async () => {
    const r = await book(kidGuests().slice(0, 1));
    const [id] = await invitationIds(r.id);
    const corner = async () => {
      const res = await get(`/api/reservation-invitations/${id}/image`, memberToken);
      expect(res.status).toBe(200);
      const { data } = await sharp(res.body as Buffer)
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [data[0], data[1], data[2]];
    };
    const near = (rgb: number[], wanted: number[]) =>
      expect(Math.max(...rgb.map((c, i) => Math.abs(c - wanted[i])))).toBeLessThan(12);
    // No settings saved: the spec's primary colour (#fcb315).
    near(await corner(), [0xfc, 0xb3, 0x15]);

    const background = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#2040c0' },
    })
      .png()
      .toBuffer();
    const image = await t.app
      .get(FilesService)
      .store({ buffer: background, originalname: 'fundo.png' }, 'image');
    const template = await t.dataSource
      .getRepository(TicketTemplate)
      .save({ title: 'Convite azul', image, color: '#ffffff', status: RecordStatus.Active });
    const settings = t.dataSource.getRepository(SiteConfiguration);
    await settings.save(
      settings.create({
        id: 1,
        clubName: 'Clube',
        ...DEFAULT_SITE_COLORS,
        templateDefault: template,
      }),
    );
    try {
      near(await corner(), [0x20, 0x40, 0xc0]);
      // An inactive template is not used: the plain card in the primary colour.
      await t.dataSource
        .getRepository(TicketTemplate)
        .update({ id: template.id }, { status: RecordStatus.Inactive });
      near(await corner(), [0xfc, 0xb3, 0x15]);
    } finally {
      await settings.update({ id: 1 }, { templateDefault: null });
    }
  });

  describe('iCal feed', () => {
    const feedPath = (url: string) => new URL(url).pathname;

    it('401 without a member token', async () => {
      expect((await t.http.get('/api/associate-profile/calendar')).status).toBe(401);
      expect((await t.http.post('/api/associate-profile/calendar')).status).toBe(401);
      expect((await t.http.delete('/api/associate-profile/calendar')).status).toBe(401);
      const staff = await t.staffToken([P.listLocalReservation]);
      expect(
        (await t.http.post('/api/associate-profile/calendar').auth(staff, { type: 'bearer' }))
          .status,
      ).toBe(401);
    });

    it('creates a secret URL whose feed lists the reservations; rotating and revoking stop the old one', async () => {
      const status = await t.http
        .get('/api/associate-profile/calendar')
        .auth(memberToken, { type: 'bearer' });
      expect(status.status).toBe(200);
      expect(status.body).toEqual({ active: false, url: null, createdAt: null });

      const confirmed = await book(kidGuests().slice(0, 1));
      const pending = await book([outsider()]);
      const cancelled = await book([]);
      const cancel = await t.http
        .post(`/api/local-reservations-associate/${cancelled.id}/cancel`)
        .auth(memberToken, { type: 'bearer' });
      expect(cancel.status).toBe(200);
      const othersOwn = await book([], otherToken);

      const created = await t.http
        .post('/api/associate-profile/calendar')
        .auth(memberToken, { type: 'bearer' });
      expect(created.status).toBe(200);
      expect(created.body).toEqual({
        active: true,
        // On the portal's public origin (PORTAL_ORIGIN), not the host the request came through.
        url: expect.stringMatching(
          new RegExp(
            `^${t.config.portalOrigin.replace(/[.]/g, '\\.')}/api/calendar/[\\w-]{43}\\.ics$`,
          ),
        ),
        createdAt: expect.any(String),
      });
      const url = created.body.url as string;
      const after = await t.http
        .get('/api/associate-profile/calendar')
        .auth(memberToken, { type: 'bearer' });
      expect(after.body).toEqual({ active: true, url: null, createdAt: created.body.createdAt });

      const feed = await t.http.get(feedPath(url));
      expect(feed.status).toBe(200);
      expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(feed.headers['cache-control']).toBe('private, max-age=300');
      const byUid = new Map(events(feed.text).map((e) => [e.uid, e]));
      expect(byUid.get(`reserva-${confirmed.id}@clube`)).toEqual({
        uid: `reserva-${confirmed.id}@clube`,
        start: new Date(confirmed.slot.startTime).toISOString(),
        end: new Date(confirmed.slot.endTime).toISOString(),
        summary: `Reserva: ${confirmed.local.description}`,
        location: `Clube — ${confirmed.local.description}`,
        description: `1 convidado. Minhas reservas: ${t.config.portalOrigin}/associado/minhas-reservas`,
        status: 'CONFIRMED',
      });
      expect(byUid.get(`reserva-${pending.id}@clube`)?.status).toBe('TENTATIVE');
      expect(byUid.get(`reserva-${cancelled.id}@clube`)?.status).toBe('CANCELLED');
      expect(byUid.has(`reserva-${othersOwn.id}@clube`)).toBe(false);

      // Another member's feed never shows this member's reservations.
      const others = await t.http
        .post('/api/associate-profile/calendar')
        .auth(otherToken, { type: 'bearer' });
      const otherFeed = await t.http.get(feedPath(others.body.url as string));
      expect(events(otherFeed.text).map((e) => e.uid)).toEqual([`reserva-${othersOwn.id}@clube`]);

      // A new URL: the old one is gone.
      const rotated = await t.http
        .post('/api/associate-profile/calendar')
        .auth(memberToken, { type: 'bearer' });
      expect(rotated.body.url).not.toBe(url);
      const old = await t.http.get(feedPath(url));
      expect(old.status).toBe(404);
      expect(old.body).toEqual({
        statusCode: 404,
        error: 'Agenda não encontrada.',
        code: 'NOT_FOUND',
      });
      expect((await t.http.get(feedPath(rotated.body.url as string))).status).toBe(200);

      // Revoked: 404, and the status says so.
      const revoked = await t.http
        .delete('/api/associate-profile/calendar')
        .auth(memberToken, { type: 'bearer' });
      expect(revoked.status).toBe(200);
      expect(revoked.body).toEqual({ active: false, url: null, createdAt: null });
      expect((await t.http.get(feedPath(rotated.body.url as string))).status).toBe(404);
      expect(
        (await t.http.get('/api/associate-profile/calendar').auth(memberToken, { type: 'bearer' }))
          .body,
      ).toEqual({ active: false, url: null, createdAt: null });
      // The other member's feed is untouched.
      expect((await t.http.get(feedPath(others.body.url as string))).status).toBe(200);
    });

    it('a reservation paid (Pendente → Confirmada) is a new revision in the feed: SEQUENCE and LAST-MODIFIED move', async () => {
      const local = await place();
      const slot = await slotOf(local, 4);
      const booked = await t.http
        .post('/api/order/local-reservation')
        .auth(memberToken, { type: 'bearer' })
        .send({
          local: local.id,
          startAt: slot.startTime,
          endAt: slot.endTime,
          invitations: [outsider()],
        });
      expect(booked.body).toMatchObject({ localReservation: { id: expect.any(Number) } });
      const orderId = booked.body.order.id as number;
      const reservationId = booked.body.localReservation.id as number;
      // Booked an hour ago (the feed's times are whole seconds).
      await t.dataSource.query(
        "UPDATE local_reservation SET updated_at = updated_at - interval '1 hour' WHERE id = $1",
        [reservationId],
      );
      const created = await t.http
        .post('/api/associate-profile/calendar')
        .auth(memberToken, { type: 'bearer' });
      const url = feedPath(created.body.url as string);
      const revisionOf = async () => {
        const feed = await t.http.get(url);
        const vevent = new ICAL.Component(ICAL.parse(feed.text))
          .getAllSubcomponents('vevent')
          .find((v) => v.getFirstPropertyValue('uid') === `reserva-${reservationId}@clube`);
        return {
          status: vevent?.getFirstPropertyValue('status'),
          sequence: Number(vevent?.getFirstPropertyValue('sequence')),
          lastModified: (vevent?.getFirstPropertyValue('last-modified') as ICAL.Time)
            .toJSDate()
            .getTime(),
        };
      };
      const before = await revisionOf();
      expect(before.status).toBe('TENTATIVE');

      // Paid by Pix: the sandbox's bank pays, the acquirer's notification confirms it.
      const pix = await (await payerFor(t, memberToken)).pix(orderId);
      expect(pix.status).toBe(201);
      expect((await sandboxPayPix(t, pix.body.paymentId as string)).status).toBe(200);
      let after = await revisionOf();
      for (let i = 0; i < 100 && after.status !== 'CONFIRMED'; i++) {
        await new Promise((r) => setImmediate(r));
        after = await revisionOf();
      }
      expect(after.status).toBe('CONFIRMED');
      expect(after.sequence).toBeGreaterThan(before.sequence);
      expect(after.lastModified).toBeGreaterThan(before.lastModified);
    });

    it('unknown and malformed tokens are 404', async () => {
      for (const token of ['x'.repeat(43), 'curto', '..%2F..%2Fetc']) {
        const res = await t.http.get(`/api/calendar/${token}.ics`);
        expect(res.status).toBe(404);
      }
    });
  });
});
