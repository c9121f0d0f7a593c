import { statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import QRCode from 'qrcode';
import { DEMO_ADMIN, signInAsAdmin } from './admin-session';
import { expect, test } from './fixtures';
import { DEMO_MEMBER } from './member-pages';
import { adminUrl, apiUrl } from './urls';

/**
 * The gate on a phone (360×740): a gate keeper validates a guest's invitation of a reservation
 * whose slot is about to start ('Acesso liberado': entry opens 30 min before the start), the
 * same code again ('Acesso negado', already used), and the access report lists both attempts
 * and exports them.
 *
 * The reservation is made through the API on a place of its own (a new place type whose
 * guests pay nothing, so the booking is confirmed at once; its one slot starts within the
 * next half hour, at any time of day, so it is the one at the gate). Every run (a retry
 * included) makes a new place, reservation and code; the place and its type are set Inativo
 * at the end so the other journeys (the portal's places, the demo data) do not see them.
 *
 * The second attempt is read by the camera: Chromium's fake camera plays a video file showing
 * the invitation's QR code, decoded by the page's ZXing WebAssembly (served from our build).
 */
const CAMERA_FILE = join(tmpdir(), `clube-e2e-gate-camera-${process.pid}.y4m`);
const FRAME = 320;

/** A few frames of `text`'s QR code, black on white, as the raw video Chromium's fake camera plays. */
function showToCamera(text: string) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = modules.size + 8; // a quiet zone of 4 modules each side
  const scale = Math.floor(FRAME / side);
  const offset = Math.floor((FRAME - modules.size * scale) / 2);
  const luma = Buffer.alloc(FRAME * FRAME, 255);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (offset + row * scale + y) * FRAME + offset + col * scale;
        luma.fill(0, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((FRAME / 2) * (FRAME / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${FRAME} H${FRAME} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(CAMERA_FILE, Buffer.concat([header, ...Array<Buffer>(10).fill(frame)]));
}

// The fake camera's file must exist when the browser starts: an empty code until the test has one.
showToCamera('0');

test.use({
  viewport: { width: 360, height: 740 },
  permissions: ['camera'],
  launchOptions: {
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${CAMERA_FILE}`,
    ],
  },
});

const CLUB_TIME_ZONE = 'America/Sao_Paulo';
/** A valid CPF no demo person holds. */
const GUEST = { name: 'Roberta Visitante', doc: '71460238508' };

/** HH:mm on the club's clock. */
function clubTime(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: CLUB_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

async function token(request: APIRequestContext, path: string, data: object): Promise<string> {
  const answer = await request.post(`${apiUrl}/api/${path}`, { data });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

interface GatePlace {
  localTypeId: number;
  localId: number;
  description: string;
  code: string;
}

/**
 * A new place whose one 15-minute slot starts within the next half hour, and a confirmed
 * reservation of it: until 23:35 on the club's clock the place opens 3 to 7 minutes from now,
 * later it opens at midnight and the slot is tomorrow's (the gate lets guests in 30 minutes
 * before the start, across midnight too).
 */
async function placeWithReservationNow(
  request: APIRequestContext,
  staff: string,
  guest: { name: string; doc: string } = GUEST,
  recordName = guest.name,
): Promise<GatePlace> {
  const auth = { Authorization: `Bearer ${staff}` };
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const now = minutesOf(clubTime(new Date()));
  const opens = now <= 23 * 60 + 35 ? Math.ceil((now + 3) / 5) * 5 : 0;

  const type = await request.post(`${apiUrl}/api/local-types`, {
    headers: auth,
    data: {
      description: `Portaria e2e ${stamp}`,
      externalValue: 0,
      invitedValue: 0,
      rescheduleInterval: 90,
      status: 1,
    },
  });
  expect(type.status(), await type.text()).toBe(201);
  const localTypeId = ((await type.json()) as { id: number }).id;

  const intervals = await request.get(`${apiUrl}/api/reservation-intervals/options`, {
    headers: auth,
  });
  expect(intervals.status()).toBe(200);
  const [interval] = (await intervals.json()) as { id: number }[];
  expect(interval).toBeDefined();

  const description = `Portão e2e ${stamp}`;
  const local = await request.post(`${apiUrl}/api/locals`, {
    headers: auth,
    multipart: {
      description,
      localType: String(localTypeId),
      startsAt: hhmm(opens),
      endsAt: hhmm(opens + 15),
      capacity: '10',
      reserved: 'true',
      reservationTime: '15',
      restrictions: '1',
      status: '1',
      reservationInterval: String(interval?.id),
      usageGuide: '<p>Portaria do teste.</p>',
    },
  });
  expect(local.status(), await local.text()).toBe(201);
  const place = (await local.json()) as { id: number; slug: string };

  const hours = await request.get(`${apiUrl}/api/locals/public/hours-valid/${place.slug}`);
  expect(hours.status()).toBe(200);
  const { days } = (await hours.json()) as {
    days: { slots: { startTime: string; endTime: string; reservation: boolean }[] }[];
  };
  const slot = days
    .flatMap((d) => d.slots)
    .find((s) => !s.reservation && Date.parse(s.startTime) > Date.now());
  expect(slot, 'the new place offers its slot').toBeDefined();
  expect(Date.parse(slot?.startTime ?? '') - Date.now()).toBeLessThan(30 * 60_000);

  const member = await token(request, 'auth/login-associate', DEMO_MEMBER);
  const booked = await request.post(`${apiUrl}/api/order/local-reservation`, {
    headers: { Authorization: `Bearer ${member}` },
    data: {
      local: place.id,
      startAt: slot?.startTime,
      endAt: slot?.endTime,
      invitations: [guest],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { localReservation } = (await booked.json()) as {
    localReservation: { status: string; invitations: { code: string | null; name: string }[] };
  };
  expect(localReservation.status).toBe('Confirmada');
  const code = localReservation.invitations.find((i) => i.name === recordName)?.code;
  expect(code).toMatch(/^000\d+$/);
  return { localTypeId, localId: place.id, description, code: code as string };
}

/** Sets the test's place and its type Inativo (the access log keeps them by id). */
async function retire(request: APIRequestContext, staff: string, place: GatePlace) {
  const auth = { Authorization: `Bearer ${staff}` };
  await request.put(`${apiUrl}/api/locals/${place.localId}`, {
    headers: auth,
    multipart: { status: '2' },
  });
  await request.put(`${apiUrl}/api/local-types/${place.localTypeId}`, {
    headers: auth,
    data: { status: 2 },
  });
}

/** Picks an option as a gate keeper does: a tap on the picker, a few letters, the option. */
async function pick(page: Page, label: string, option: string) {
  const picker = page.getByLabel(label, { exact: true });
  await picker.click();
  await picker.fill(option);
  await page.locator('.ant-select-item-option').filter({ hasText: option }).click();
}

const pickPlace = (page: Page, description: string) => pick(page, 'Local', description);

async function validateCode(page: Page, code: string) {
  await page.getByLabel('Código do convite').fill(code);
  await page.getByRole('button', { name: 'Validar' }).click();
}

const verdict = (page: Page) =>
  page.getByRole('status', { name: 'Resultado da validação' }).getByRole('heading');

test('a gate keeper on a phone lets a guest in once, is refused the same code again, and the access report lists and exports both', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await token(request, 'auth/login-admin', DEMO_ADMIN);
  const place = await placeWithReservationNow(request, staff);
  try {
    await signInAsAdmin(page);
    await page.goto(`${adminUrl}validacao-acesso`);
    await expect(page.getByRole('heading', { name: 'Validação de Acesso' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Convite' })).toBeChecked();

    // the first time: let in
    await pickPlace(page, place.description);
    await validateCode(page, place.code);
    await expect(verdict(page)).toHaveText('Acesso liberado');
    const panel = page.getByRole('status', { name: 'Resultado da validação' });
    await expect(panel.getByText(GUEST.name)).toBeVisible();
    await expect(panel.getByText('Convidado')).toBeVisible();
    await expect(page.getByLabel('Código do convite')).toHaveValue('');
    // nothing wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    // the same code again, read from the invitation's QR code by the camera: refused, already used
    showToCamera(place.code);
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    await page.getByRole('button', { name: 'Ler QR code' }).click();
    await expect(verdict(page)).toHaveText('Acesso negado', { timeout: 20_000 });
    await expect(page.getByLabel('Imagem da câmera')).toBeHidden();
    // the decoder came from our own build, nothing from elsewhere
    expect(
      fetched.filter((url) => /\/admin\/assets\/zxing_reader-[\w-]+\.wasm$/.test(url)),
    ).not.toEqual([]);
    expect(fetched.filter((url) => !url.startsWith(new URL(adminUrl).origin))).toEqual([]);
    await expect(panel.getByText(/^Convite já utilizado às \d{2}:\d{2}\.$/)).toBeVisible();
    await expect(page.getByLabel('Código do convite')).toHaveValue('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    // the access report (today by default): both attempts, then the spreadsheet
    await page.goto(`${adminUrl}relatorio-acessos`);
    await expect(page.getByRole('heading', { name: 'Relatório de acessos' })).toBeVisible();
    const rows = page.getByRole('row').filter({ hasText: place.description });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Liberado' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Negado' })).toHaveCount(1);
    await expect(rows.filter({ hasText: GUEST.name })).toHaveCount(2);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Exportar planilha/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const path = await file.path();
    expect(statSync(path).size).toBeGreaterThan(0);
  } finally {
    await retire(request, staff, place);
  }
});

/** A token shaped like the invitations' signed QR codes, for `id`, with a made-up signature. */
function forgedInvitationToken(id: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ aud: 'invitation', n: id })}.${Buffer.from('assinatura-falsa-0123456789').toString('base64url')}`;
}

test("a club person's invitation shows the club's record at the gate, a forged QR code is refused, and the verdict clears the moment a new check starts", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await token(request, 'auth/login-admin', DEMO_ADMIN);
  // The demo member's dependent, typed under a nickname: the invitation carries her record.
  const place = await placeWithReservationNow(
    request,
    staff,
    { name: 'Mari', doc: '39053344705' },
    'Mariana Souza',
  );
  try {
    await signInAsAdmin(page);
    await page.goto(`${adminUrl}validacao-acesso`);
    await pickPlace(page, place.description);

    // A QR code that looks like ours but was not signed by the club: refused, saying so.
    showToCamera(forgedInvitationToken(Number(place.code)));
    await page.getByRole('button', { name: 'Ler QR code' }).click();
    await expect(verdict(page)).toHaveText('Acesso negado', { timeout: 20_000 });
    const panel = page.getByRole('status', { name: 'Resultado da validação' });
    await expect(panel.getByText('QR code adulterado ou inválido.')).toBeVisible();

    // The real code: the person of the club's record, who alone may use it.
    await validateCode(page, place.code);
    await expect(verdict(page)).toHaveText('Acesso liberado');
    await expect(panel.getByText('Mariana Souza', { exact: true })).toBeVisible();
    await expect(panel.getByText('Dependente')).toBeVisible();

    // The next check: the green verdict goes the moment it starts, not when its answer comes
    // (the answer is held back here until the screen has been looked at).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/reservation-invitations/verify-invitation', async (route) => {
      await held;
      await route.continue();
    });
    await validateCode(page, place.code);
    await expect(page.getByRole('status', { name: 'Validando' })).toHaveText('Validando…');
    await expect(panel).toBeHidden();
    await expect(page.getByText('Acesso liberado')).toBeHidden();
    release();
    await expect(verdict(page)).toHaveText('Acesso negado');
    await page.unroute('**/api/reservation-invitations/verify-invitation');
  } finally {
    await retire(request, staff, place);
  }
});

/**
 * An event on today whose one day is under way, and a courtesy ticket for it issued by the staff
 * (its code is what the holder shows at the gate). The event is set Inativo at the end.
 */
async function eventTicketNow(request: APIRequestContext, staff: string) {
  const auth = { Authorization: `Bearer ${staff}` };
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const hour = 3_600_000;
  const at = (offset: number) => new Date(Date.now() + offset).toISOString();
  const [local] = (await (
    await request.get(`${apiUrl}/api/locals/options`, { headers: auth })
  ).json()) as { id: number }[];
  const [template] = (await (
    await request.get(`${apiUrl}/api/ticket-template/options`, { headers: auth })
  ).json()) as { id: number }[];
  const title = `Evento e2e ${stamp}`;
  const event = await request.post(`${apiUrl}/api/events`, {
    headers: auth,
    data: {
      title,
      description: '<p>Portaria do teste.</p>',
      local: local?.id,
      startSale: at(-24 * hour),
      endSale: at(2 * hour),
      freeLimit: 1,
      numberOfTicketsForSale: 10,
      guestInvitePrice: 0,
      status: 1,
      eventDates: [{ startsAt: at(-hour), endsAt: at(2 * hour) }],
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  const { id } = (await event.json()) as { id: number };
  const ticket = await request.post(`${apiUrl}/api/tickets`, {
    headers: auth,
    data: {
      title: 'Cortesia',
      text: 'Cortesia da diretoria.',
      address: 'Av. do Clube, 100',
      value: 0,
      eventDate: at(-hour),
      template: template?.id,
      name: GUEST.name,
      event: id,
    },
  });
  expect(ticket.status(), await ticket.text()).toBe(201);
  const { code } = (await ticket.json()) as { code: string };
  return { id, title, code };
}

test("a gate keeper lets a ticket holder into today's event once and refuses the same code again", async ({
  page,
  request,
}) => {
  const staff = await token(request, 'auth/login-admin', DEMO_ADMIN);
  const event = await eventTicketNow(request, staff);
  try {
    await signInAsAdmin(page);
    await page.goto(`${adminUrl}validacao-acesso-eventos`);
    await expect(
      page.getByRole('heading', { name: 'Validação de Acesso de Eventos' }),
    ).toBeVisible();
    const check = async () => {
      await pick(page, 'Evento', event.title);
      await page.getByLabel('Código do ingresso').fill(event.code);
      await page.getByRole('button', { name: 'Validar' }).click();
    };
    const panel = page.getByRole('status', { name: 'Resultado da validação' });

    await check();
    await expect(verdict(page)).toHaveText('Acesso liberado');
    await expect(panel.getByText(GUEST.name)).toBeVisible();
    await expect(panel.getByText(event.title)).toBeVisible();

    await page.reload();
    await check();
    await expect(verdict(page)).toHaveText('Acesso negado');
    await expect(panel.getByText(/^Ingresso já utilizado às \d{2}:\d{2}\.$/)).toBeVisible();
  } finally {
    const retired = await request.put(`${apiUrl}/api/events/${event.id}`, {
      headers: { Authorization: `Bearer ${staff}` },
      data: { status: 2 },
    });
    expect(retired.status(), await retired.text()).toBe(200);
  }
});
