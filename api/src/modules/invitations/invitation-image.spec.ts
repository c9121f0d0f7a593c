import { describe, expect, it } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import sharp from 'sharp';
import { decodeInvitationQr as decodeQr } from '../../test/qr-decode.js';
import {
  INVITATION_IMAGE_HEIGHT,
  INVITATION_IMAGE_MIME,
  INVITATION_IMAGE_WIDTH,
  invitationFileName,
  renderInvitationImage,
  type InvitationArt,
} from './invitation-image.js';

/**
 * What the QR code of invitation `id` carries: its signed token (as QrTokensService.signPass
 * makes it; the gate's tests check the real one). The largest id gives the longest token.
 */
const passToken = (id: number, aud: 'invitation' | 'ticket' = 'invitation') =>
  new JwtService().sign(
    { n: id },
    { secret: 'x'.repeat(32), algorithm: 'HS256', audience: aud, noTimestamp: true },
  );

const art = (over: Partial<InvitationArt> = {}): InvitationArt => ({
  background: null,
  color: '#ffffff',
  title: 'Salão de Festas',
  when: '24/11/2026 das 10:00 às 14:00',
  guestName: 'João Ávila',
  code: '000123',
  qrPayload: passToken(123),
  ...over,
});

async function pixels(image: Buffer) {
  const { data, info } = await sharp(image)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A photo-like JPEG: gradients and noise, smaller than the card and of another shape. */
async function photoBackground(): Promise<Buffer> {
  const width = 640;
  const height = 400;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 42;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 48) - 24;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = Math.max(0, Math.min(255, (x / width) * 230 + noise()));
      raw[i + 1] = Math.max(0, Math.min(255, (y / height) * 200 + noise()));
      raw[i + 2] = Math.max(0, Math.min(255, 140 + noise()));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const MAX_BYTES = 300 * 1024;

async function expectCard(image: Buffer, qr: string): Promise<void> {
  const meta = await sharp(image).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual([
    'jpeg',
    INVITATION_IMAGE_WIDTH,
    INVITATION_IMAGE_HEIGHT,
  ]);
  expect(image.length).toBeLessThan(MAX_BYTES);
  expect(await decodeQr(image)).toBe(qr);
}

/** The top-left pixel (outside the band): the card's colour. */
async function corner(image: Buffer): Promise<number[]> {
  const { data } = await pixels(image);
  return [data[0], data[1], data[2]];
}

/** Each channel within 9 of '#rrggbb' (JPEG rounding). */
function expectNear(actual: number[], hex: string): void {
  const wanted = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  expect(Math.max(...actual.map((c, i) => Math.abs(c - wanted[i])))).toBeLessThan(10);
}

// Each render costs about half a second (several on a loaded machine): every case renders once,
// and cases that can share a picture do.
describe('renderInvitationImage', () => {
  it('renders a plain card in the colour when there is no background, with a readable QR code', async () => {
    expect(INVITATION_IMAGE_MIME).toBe('image/jpeg');
    const image = await renderInvitationImage(art({ color: '#1d3557' }));
    await expectCard(image, passToken(123));
    expectNear(await corner(image), '#1d3557');
  });

  it('covers the card with a JPEG background of another size and shape', async () => {
    const image = await renderInvitationImage(art({ background: await photoBackground() }));
    await expectCard(image, passToken(123));
  });

  it('flattens a transparent PNG background onto the colour', async () => {
    const png = await sharp({
      create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const image = await renderInvitationImage(
      art({ background: png, color: '#2a9d8f', qrPayload: passToken(2_147_483_646, 'ticket') }),
    );
    await expectCard(image, passToken(2_147_483_646, 'ticket'));
    expectNear(await corner(image), '#2a9d8f');
  });

  it('falls back to the plain card on an unreadable background and to white on an invalid colour, and draws hostile texts as text', async () => {
    const hostile = `<script>&"'</script> ]]> <!-- \u0000\u0007\ud800 &amp;`;
    const image = await renderInvitationImage(
      art({
        background: Buffer.from('not an image'),
        color: 'red"/><script>',
        guestName: hostile,
        title: hostile,
        when: hostile,
        code: `<0&1>`,
        qrPayload: passToken(777),
      }),
    );
    await expectCard(image, passToken(777));
    expect(Math.min(...(await corner(image)))).toBeGreaterThan(245);
  });

  // Every kind of long text in every field across the two renders: the bold title and name, and
  // the regular line of the date.
  it.each([
    ['words', 'one word of wide letters', 'accents'],
    ['accents', 'words', 'one word of wide letters'],
  ])(
    'keeps 200-character texts (title: %s, when: %s, name: %s) inside the band',
    async (...kinds) => {
      const long: Record<string, string> = {
        words: 'Maria '.repeat(40).trim(),
        'one word of wide letters': 'W'.repeat(200),
        accents: 'Ávila Ñúñez Çãõ '.repeat(13).trim(),
      };
      const [title, when, guestName] = kinds.map((k) => long[k]);
      const image = await renderInvitationImage(art({ title, when, guestName, color: '#ffd166' }));
      expect(await decodeQr(image)).toBe(passToken(123));
      // Plain card + band: the strips of the band beside the text area hold no ink.
      const { data, width } = await pixels(image);
      const at = (x: number, y: number) =>
        Array.from(data.subarray((y * width + x) * 4, (y * width + x) * 4 + 3));
      const band = at(70, 400);
      const inked: string[] = [];
      for (let y = 100; y < 650; y++) {
        for (const x of [...Array(40).keys()].flatMap((i) => [64 + i, 976 + i])) {
          const pixel = at(x, y);
          if (pixel.some((c, i) => Math.abs(c - band[i]) >= 24)) inked.push(`${x},${y}`);
        }
      }
      expect(inked.slice(0, 10)).toEqual([]);
    },
  );
});

describe('invitationFileName', () => {
  it('is an ASCII slug of the code and the name', () => {
    expect(invitationFileName('000123', 'Maria Silva')).toBe('convite-000123-maria-silva.jpg');
    expect(invitationFileName('000123', '  João Ávila  de Çousa ')).toBe(
      'convite-000123-joao-avila-de-cousa.jpg',
    );
    expect(invitationFileName('000123', `<script>&"'/../etc`)).toBe(
      'convite-000123-script-etc.jpg',
    );
    expect(invitationFileName('000123', '李小龙 😀')).toBe('convite-000123.jpg');
    expect(invitationFileName('000123', '')).toBe('convite-000123.jpg');
  });

  it('keeps long names short, cut at a word', () => {
    const name = invitationFileName('000123', 'Maria '.repeat(40));
    expect(name).toMatch(/^convite-000123-(maria-)*maria\.jpg$/);
    expect(name.length).toBeLessThanOrEqual('convite-000123-'.length + 40 + '.jpg'.length);
    expect(invitationFileName('1', 'x'.repeat(100))).toBe(`convite-1-${'x'.repeat(40)}.jpg`);
  });

  it('only ever holds safe characters', () => {
    for (const name of ['a/b\\c', 'ÅÉÎÕÜ ß æ ø', '..', 'tab\there\nnew', 'x:y*z?"<>|']) {
      expect(invitationFileName('000123', name)).toMatch(/^[a-z0-9-]+\.jpg$/);
    }
  });
});
