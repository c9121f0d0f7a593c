/**
 * Pix BR Code (EMV® QRCPS-MPM as profiled by the central bank): the payload behind a Pix QR
 * code and behind "Pix copia e cola", and its QR image.
 *
 * The payload itself is assembled by `generatePixPayload` from `@brazilian-utils/brazilian-utils`
 * (already a dependency, recommended in PAYMENTS-NOTES): it writes the TLV objects in the order
 * of the manual, folds the name and city to ASCII and truncates them, normalises the key to its
 * DICT form and appends the CRC. This module validates the inputs first, so a bad input is a
 * `RangeError` with a message for people instead of the library's silent `null`.
 *
 * Layout of a payload built here (static, a Pix key in 26-01, as PAYMENTS-NOTES describes):
 *   00 "01" · 26 { 00 "br.gov.bcb.pix" · 01 key · [02 description] } · 52 "0000" · 53 "986" ·
 *   54 amount "1234.56" · 58 "BR" · 59 name ≤25 · 60 city ≤15 · 62 { 05 txid } · 63 "04" CRC.
 * The point of initiation (01) is left out, which PAYMENTS-NOTES allows for a static payload
 * ("omit/11 static"); "12" belongs to a dynamic one, whose location URL the PSP returns with
 * the whole payload (Cielo's QrCodeString, the BCB API's pixCopiaECola), so it is not built here.
 */
import { generatePixPayload, isValidPixKey } from '@brazilian-utils/brazilian-utils';
import { qrPng } from '../../../platform/images/qr-png.js';

export interface PixBrCodeInput {
  /** CPF, CNPJ, e-mail, mobile phone or random (EVP) key; masks are accepted. */
  pixKey: string;
  /** Receiver's name: accents removed, at most 25 characters kept. */
  merchantName: string;
  /** Receiver's city: accents removed, at most 15 characters kept. */
  merchantCity: string;
  /** Amount in cents (R$ 1.234,56 = 123456), a positive integer. */
  amountCents: number;
  /** Transaction id of a static payload: 1 to 25 letters or digits, or "***" (none). */
  txid: string;
  /** Optional free text shown to the payer (folded to ASCII, truncated to the room left). */
  description?: string;
}

/** The largest amount field 54 holds: 13 characters, "9999999999.99". */
export const PIX_MAX_AMOUNT_CENTS = 999_999_999_999;
export const PIX_MERCHANT_NAME_MAX = 25;
export const PIX_MERCHANT_CITY_MAX = 15;
export const PIX_TXID_MAX = 25;

const TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/;
const NO_TXID = '***';

/**
 * CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, not reflected, xorout 0) over the UTF-8 bytes
 * of `text`, as 4 uppercase hexadecimal digits. For a BR Code, `text` is the payload through
 * "6304". The check value of "123456789" is "29B1".
 */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** What the BR Code keeps of a free text: printable ASCII, accents dropped, spaces collapsed. */
export function foldToAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\s/g, ' ')
    .replace(/[^\u0020-\u007E]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

function requireText(value: unknown, label: string): string {
  if (typeof value !== 'string' || foldToAscii(value) === '') {
    throw new RangeError(`${label} é obrigatório e deve ter letras ou números.`);
  }
  return value;
}

/** Builds the Pix BR Code payload ("copia e cola") of a static charge. Throws RangeError. */
export function buildPixBrCode(input: PixBrCodeInput): string {
  const { pixKey, amountCents, txid, description } = input;
  if (typeof pixKey !== 'string' || !isValidPixKey(pixKey)) {
    throw new RangeError(
      'Chave Pix inválida: informe CPF, CNPJ, e-mail, celular ou chave aleatória.',
    );
  }
  const merchantName = requireText(input.merchantName, 'O nome do recebedor');
  const merchantCity = requireText(input.merchantCity, 'A cidade do recebedor');
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError('O valor deve ser um número inteiro de centavos maior que zero.');
  }
  if (amountCents > PIX_MAX_AMOUNT_CENTS) {
    throw new RangeError('O valor excede o máximo de R$ 9.999.999.999,99 aceito pelo Pix.');
  }
  if (typeof txid !== 'string' || (txid !== NO_TXID && !TXID_PATTERN.test(txid))) {
    throw new RangeError(
      `O identificador da transação (txid) deve ter de 1 a ${PIX_TXID_MAX} letras ou números, sem acentos, espaços ou símbolos, ou ser "***".`,
    );
  }
  if (description !== undefined && typeof description !== 'string') {
    throw new RangeError('A descrição deve ser um texto.');
  }

  const payload = generatePixPayload({
    key: pixKey,
    merchantName,
    merchantCity,
    // Integer cents / 100 always survives toFixed(2) exactly for amounts below 2^53 cents.
    amount: amountCents / 100,
    txid: txid === NO_TXID ? undefined : txid,
    // A description that folds to nothing (spaces, accents, emoji) is left out by the library
    // itself: no empty field 02 (br-code.spec.ts states it).
    description,
  });
  if (payload === null) {
    // Every input the library refuses is refused above; this is a guard, not a path.
    throw new RangeError('Não foi possível gerar o código Pix com os dados informados.');
  }
  return payload;
}

/** The QR image (PNG) of a BR Code payload: error correction M, a 2-module quiet zone. */
export function pixQrPng(payload: string): Promise<Buffer> {
  if (typeof payload !== 'string' || payload === '') {
    return Promise.reject(new RangeError('O código Pix está vazio.'));
  }
  return qrPng(payload, { errorCorrectionLevel: 'M', margin: 2, scale: 8 });
}
