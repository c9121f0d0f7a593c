import { describe, expect, it } from '@jest/globals';
import { generatePixPayload } from '@brazilian-utils/brazilian-utils';
import jsQRImport from 'jsqr';
// pix-utils (thalesog/pix-utils) is the independent decoder: another author's EMV/TLV parser
// and CRC, unrelated to @brazilian-utils, which builds the payload.
import { PixElementType, hasError, parsePix } from 'pix-utils';
import { parseEmv } from 'pix-utils/dist/main/emvHandler.js';
import QRCode from 'qrcode';
import sharp from 'sharp';
import {
  buildPixBrCode,
  crc16CcittFalse,
  foldToAscii,
  pixQrPng,
  type PixBrCodeInput,
} from './br-code.js';

// jsqr is CommonJS whose module.exports is the function, while its types declare it as the
// default export (see invitation-image.spec.ts).
type JsQR = typeof jsQRImport.default;
const jsQR: JsQR =
  (jsQRImport as unknown as { default?: JsQR }).default ?? (jsQRImport as unknown as JsQR);

const EVP = '123e4567-e12b-12d1-a456-426655440000';

const input = (over: Partial<PixBrCodeInput> = {}): PixBrCodeInput => ({
  pixKey: EVP,
  merchantName: 'Clube Recreativo',
  merchantCity: 'Sao Paulo',
  amountCents: 123456,
  txid: 'PEDIDO000123',
  ...over,
});

/** The independent decoder's view: the Pix object (CRC already checked) and the raw tags. */
function decode(payload: string) {
  const pix = parsePix(payload);
  if (hasError(pix)) throw new Error(`pix-utils refused the payload: ${pix.message}`);
  if (pix.type !== PixElementType.STATIC) throw new Error(`not a static Pix: ${pix.type}`);
  const tags = parseEmv({ emvCode: payload });
  if (!tags.isValid) throw new Error('pix-utils could not read the TLV structure');
  return { pix, tags };
}

/** The payload's own CRC field against the CRC of everything through "6304". */
function crcMatches(payload: string): boolean {
  const at = payload.lastIndexOf('6304');
  return (
    at === payload.length - 8 && crc16CcittFalse(payload.slice(0, at + 4)) === payload.slice(at + 4)
  );
}

describe('crc16CcittFalse', () => {
  it('gives the standard check value 29B1 for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('is 4 uppercase hex digits, zero-padded', () => {
    expect(crc16CcittFalse('')).toBe('FFFF');
    for (const text of ['a', 'Pix', '0002010102', 'São Paulo']) {
      expect(crc16CcittFalse(text)).toMatch(/^[0-9A-F]{4}$/);
    }
    // CRC 0x003B: the leading zeros are written.
    expect(crc16CcittFalse('315')).toBe('003B');
  });
});

describe('the central bank manual example', () => {
  // Manual do BR Code (BCB), static example with a random key and no amount.
  const BCB_EXAMPLE =
    '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
    '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

  it('has the CRC our function computes over the payload through 6304', () => {
    expect(crc16CcittFalse(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
    expect(crcMatches(BCB_EXAMPLE)).toBe(true);
  });

  it('is reproduced byte for byte by the payload generator buildPixBrCode uses', () => {
    // buildPixBrCode always writes an amount and the manual example has none, so the example
    // is reproduced by the generator itself, called with the manual's fields.
    expect(
      generatePixPayload({ key: EVP, merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' }),
    ).toBe(BCB_EXAMPLE);
  });

  it('is read by the independent decoder', () => {
    const { pix } = decode(BCB_EXAMPLE);
    expect(pix).toMatchObject({
      pixKey: EVP,
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
  });
});

describe('buildPixBrCode', () => {
  it('round-trips every field through the independent decoder', () => {
    const payload = buildPixBrCode(input({ description: 'Reserva do salao' }));
    const { pix, tags } = decode(payload);

    expect(pix).toMatchObject({
      type: PixElementType.STATIC,
      pixKey: EVP,
      merchantCategoryCode: '0000',
      transactionCurrency: '986',
      countryCode: 'BR',
      merchantName: 'Clube Recreativo',
      merchantCity: 'Sao Paulo',
      transactionAmount: 1234.56,
      txid: 'PEDIDO000123',
      infoAdicional: 'Reserva do salao',
    });
    expect(tags.getTag(0)).toBe('01');
    expect(tags.getSubTag(0, 26)).toBe('br.gov.bcb.pix');
    expect(tags.getTag(54)).toBe('1234.56');
    expect(tags.getTag(63)).toBe(payload.slice(-4));
    // The top-level objects, in the manual's order, and nothing else.
    expect(Object.keys(tags.rawTags).map(Number)).toEqual([0, 26, 52, 53, 54, 58, 59, 60, 62, 63]);
  });

  it('writes the exact expected payload for a known input', () => {
    const body =
      '000201' +
      '2658' +
      '0014br.gov.bcb.pix' +
      `0136${EVP}` +
      '52040000' +
      '5303986' +
      '54071234.56' +
      '5802BR' +
      '5916Clube Recreativo' +
      '6009Sao Paulo' +
      '6216' +
      '0512PEDIDO000123' +
      '6304';
    expect(buildPixBrCode(input())).toBe(body + crc16CcittFalse(body));
  });

  it('ends with a CRC field equal to the CRC of everything through 6304', () => {
    const payload = buildPixBrCode(input());
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
    expect(payload.slice(-4)).toBe(crc16CcittFalse(payload.slice(0, -4)));
    expect(crcMatches(payload)).toBe(true);
  });

  it('a tampered payload fails the CRC check', () => {
    const payload = buildPixBrCode(input());
    const tampered = payload.replace('1234.56', '1234.57');
    expect(tampered).not.toBe(payload);
    expect(crcMatches(tampered)).toBe(false);
    expect(parsePix(tampered)).toMatchObject({ error: true, message: 'invalid crc' });
    const wrongCrc = payload.slice(0, -4) + (payload.endsWith('0000') ? '0001' : '0000');
    expect(parsePix(wrongCrc)).toMatchObject({ error: true, message: 'invalid crc' });
  });

  it('normalises the key to its DICT form (CPF, e-mail, phone)', () => {
    expect(decode(buildPixBrCode(input({ pixKey: '123.456.789-09' }))).pix.pixKey).toBe(
      '12345678909',
    );
    expect(decode(buildPixBrCode(input({ pixKey: ' Tesouraria@Clube.com.br ' }))).pix.pixKey).toBe(
      'tesouraria@clube.com.br',
    );
    expect(decode(buildPixBrCode(input({ pixKey: '(11) 98765-4321' }))).pix.pixKey).toBe(
      '+5511987654321',
    );
  });

  it('removes accents and trims the name to 25 and the city to 15 characters', () => {
    const payload = buildPixBrCode(
      input({
        merchantName: '  Associação Atlética   São José dos Campos  ',
        merchantCity: ' São José dos Campos ',
      }),
    );
    const { pix, tags } = decode(payload);
    expect(pix.merchantName).toBe('Associacao Atletica Sao J');
    expect(pix.merchantName).toHaveLength(25);
    // 15 characters would end in a space, which is trimmed too.
    expect(pix.merchantCity).toBe('Sao Jose dos Ca');
    expect(tags.rawTags[59]?.length).toBe(25);
    expect(/^[\x20-\x7e]+$/.test(payload)).toBe(true);
    expect(decode(buildPixBrCode(input({ merchantCity: 'Brasília' }))).pix.merchantCity).toBe(
      'Brasilia',
    );
    expect(foldToAscii(' Ação  Çã\tü ')).toBe('Acao Ca u');
  });

  it('formats the amount with two decimals', () => {
    const amount = (amountCents: number) =>
      decode(buildPixBrCode(input({ amountCents }))).tags.getTag(54);
    expect(amount(1)).toBe('0.01');
    expect(amount(10)).toBe('0.10');
    expect(amount(1000)).toBe('10.00');
    expect(amount(123456)).toBe('1234.56'); // R$ 1.234,56
    expect(amount(999_999_999_999)).toBe('9999999999.99');
  });

  it('writes "***" when there is no txid', () => {
    const { pix, tags } = decode(buildPixBrCode(input({ txid: '***' })));
    expect(tags.getSubTag(5, 62)).toBe('***');
    expect(pix.txid).toBe('***');
  });

  it.each([
    ['only spaces', '   '],
    ['only combining accents', '\u0301\u0303'],
    ['only emoji', '🎉🎉'],
  ])('leaves out a description of %s (no empty field 02 a bank app would refuse)', (_, text) => {
    const without = buildPixBrCode(input({}));
    const payload = buildPixBrCode(input({ description: text }));
    expect(payload).toBe(without);
    expect(decode(payload).pix.infoAdicional).toBeUndefined();
  });

  it('keeps a 25-character txid and the description within the template', () => {
    const txid = 'A'.repeat(25);
    const description = 'Reserva de churrasqueira para o aniversário do associado número 123456789';
    const { pix, tags } = decode(buildPixBrCode(input({ txid, description })));
    expect(pix.txid).toBe(txid);
    expect(tags.rawTags[26]?.length).toBeLessThanOrEqual(99);
    expect(pix.infoAdicional).toBeDefined();
    expect(description.normalize('NFD').replace(/[^\x20-\x7e]/g, '')).toContain(pix.infoAdicional);
  });

  it.each<[string, Partial<PixBrCodeInput>, RegExp]>([
    ['an invalid key', { pixKey: 'not a key' }, /Chave Pix inválida/],
    ['an empty key', { pixKey: '' }, /Chave Pix inválida/],
    ['a CPF with a wrong check digit', { pixKey: '123.456.789-00' }, /Chave Pix inválida/],
    ['an empty name', { merchantName: '   ' }, /nome do recebedor/],
    ['a name with no ASCII left', { merchantName: '北京' }, /nome do recebedor/],
    ['an empty city', { merchantCity: '' }, /cidade do recebedor/],
    ['zero', { amountCents: 0 }, /inteiro de centavos/],
    ['a negative amount', { amountCents: -100 }, /inteiro de centavos/],
    ['a fraction of a cent', { amountCents: 10.5 }, /inteiro de centavos/],
    ['NaN', { amountCents: Number.NaN }, /inteiro de centavos/],
    ['too large an amount', { amountCents: 1_000_000_000_000 }, /excede o máximo/],
    ['an empty txid', { txid: '' }, /txid/],
    ['a txid of 26 characters', { txid: 'A'.repeat(26) }, /txid/],
    ['a txid with a hyphen', { txid: 'PEDIDO-1' }, /txid/],
    ['a txid with an accent', { txid: 'PEDIDOÇ' }, /txid/],
    ['a txid with a space', { txid: 'PEDIDO 1' }, /txid/],
    ['no txid at all (not even "***")', { txid: undefined as unknown as string }, /txid/],
    ['a key that is not text', { pixKey: 12345678909 as unknown as string }, /Chave Pix inválida/],
    ['a name that is not text', { merchantName: 42 as unknown as string }, /nome do recebedor/],
    ['a description that is not text', { description: 42 as unknown as string }, /descrição/],
  ])('refuses %s with a RangeError in Portuguese', (_, over, message) => {
    expect(() => buildPixBrCode(input(over))).toThrow(RangeError);
    expect(() => buildPixBrCode(input(over))).toThrow(message);
  });
});

describe('pixQrPng', () => {
  it('is a PNG whose QR code decodes back to the payload', async () => {
    const payload = buildPixBrCode(input({ description: 'Reserva do salao' }));
    const png = await pixQrPng(payload);
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const { data, info } = await sharp(png)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const rgba = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
    const decoded = jsQR(rgba, info.width, info.height, { inversionAttempts: 'dontInvert' });
    expect(decoded?.data).toBe(payload);
    expect(crcMatches(decoded?.data ?? '')).toBe(true);
  });

  it('refuses an empty payload, or one that is not text', async () => {
    await expect(pixQrPng('')).rejects.toThrow(new RangeError('O código Pix está vazio.'));
    await expect(pixQrPng(42 as unknown as string)).rejects.toThrow(
      new RangeError('O código Pix está vazio.'),
    );
  });

  it('draws 8 pixels a module with a quiet zone of 2 modules, at error correction M', async () => {
    const payload = buildPixBrCode(input({ description: 'Reserva do salao' }));
    const modules = QRCode.create(payload, { errorCorrectionLevel: 'M' }).modules.size;
    const { info } = await sharp(await pixQrPng(payload))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBe((modules + 2 * 2) * 8);
  });
});
