/**
 * The sandbox acquirer: the acquirer's simulated provider ("Simulado"), without network. Its
 * ledger is the `sandbox_sale` table, so every API process sees the same "acquirer" (a payment
 * made through one process is found by a query on another, a Pix paid through the sandbox
 * control is paid for all).
 *
 * Card outcome by the card number's LAST digit (Capture is always true, so an authorised sale
 * is PaymentConfirmed):
 *   0, 1, 4  → 2 PaymentConfirmed, ReturnCode '6', 'Operation Successful'
 *   2        → 3 Declined, '05', 'Not Authorized'
 *   3        → 3 Declined, '57', 'Card Expired'
 *   5        → 3 Declined, '78', 'Blocked Card'
 *   6        → 3 Declined, '99', 'Time Out'. The simulated provider lists it among the "not
 *              authorised" outcomes: the authoriser timed out, the sale was refused (not left
 *              in doubt), so the member may simply try again.
 *   7        → 3 Declined, '77', 'Card Canceled'
 *   8        → 3 Declined, '70', 'Problems with Creditcard'
 *   9        → "random", but deterministic from the PaymentId (its last hex digit even:
 *              authorised as 0; odd: '99' Time Out as 6), so a query answers what the sale did.
 * The 3-D Secure sandbox cards documented as "success" (4000000000001000, 4000000000001091,
 * 5200000000001005, 5200000000001096) are authorised whatever their last digit: their digits
 * were chosen for the authentication simulation, not for the provider's table.
 *
 * A DebitCard sale without the issuer's authentication (ExternalAuthentication) is refused as
 * the acquirer refuses an unauthenticated debit: Status 3 Declined, ReturnCode '11',
 * ReturnMessage 'Not Authenticated' (the acquirer's reason "11 NotAuthenticated"). No
 * authorisation code; the member must authenticate and pay again.
 *
 * Pix: Status 12 Pending with a BR Code of the club's key and its QR image, payable for its
 * lifetime (`pix-lifetime.ts`: 2 h).
 * A Pix past its expiry that was not paid still reads 12 Pending, as the acquirer keeps it
 * (its status never moves to Aborted by itself); it just can no longer be paid
 * (`markPixPaid` throws `SandboxPixExpiredError`). The order's own expiry is the API's business.
 *
 * Card data (number, holder, expiry, security code) is used in memory to pick the outcome and
 * is never stored nor logged: the row keeps only what the acquirer answers.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { SandboxSale } from '../entities/sandbox-sale.entity.js';
import { buildPixBrCode, pixQrPng } from '../pix/br-code.js';
import {
  AcquirerPaymentNotFoundError,
  AcquirerRejectedError,
  AcquirerVoidRefusedError,
} from './acquirer.errors.js';
import {
  type AcquirerPayment,
  type AcquirerPort,
  AcquirerStatus,
  type CardSaleRequest,
  type PixSaleRequest,
} from './acquirer.port.js';
import { pixExpiresAt } from './pix-lifetime.js';

export { AcquirerPaymentNotFoundError, AcquirerRejectedError, AcquirerVoidRefusedError };

/** The sandbox's Pix can no longer be paid: its lifetime (PIX_LIFETIME_MS) has passed. */
export class SandboxPixExpiredError extends Error {
  constructor(readonly paymentId: string) {
    super(`pix ${paymentId} expired and can no longer be paid`);
    this.name = 'SandboxPixExpiredError';
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EXPIRATION = /^(0[1-9]|1[0-2])\/\d{4}$/;

/** The 3-D Secure sandbox cards documented as a successful authentication (see above). */
const THREE_DS_SUCCESS_CARDS = new Set([
  '4000000000001000',
  '4000000000001091',
  '5200000000001005',
  '5200000000001096',
]);

/** Cielo's ISPB: the first 8 characters after 'E' of an end-to-end id name the payer's PSP. */
const PSP_ISPB = '01027058';

export interface CardOutcome {
  status: AcquirerStatus.PaymentConfirmed | AcquirerStatus.Declined;
  returnCode: string;
  returnMessage: string;
}

const AUTHORISED: CardOutcome = {
  status: AcquirerStatus.PaymentConfirmed,
  returnCode: '6',
  returnMessage: 'Operation Successful',
};
const declined = (returnCode: string, returnMessage: string): CardOutcome => ({
  status: AcquirerStatus.Declined,
  returnCode,
  returnMessage,
});
const TIME_OUT = declined('99', 'Time Out');

const BY_LAST_DIGIT: Record<string, CardOutcome> = {
  '0': AUTHORISED,
  '1': AUTHORISED,
  '2': declined('05', 'Not Authorized'),
  '3': declined('57', 'Card Expired'),
  '4': AUTHORISED,
  '5': declined('78', 'Blocked Card'),
  '6': TIME_OUT,
  '7': declined('77', 'Card Canceled'),
  '8': declined('70', 'Problems with Creditcard'),
};

/** An unauthenticated debit (see the header). */
export const DEBIT_NOT_AUTHENTICATED: CardOutcome = declined('11', 'Not Authenticated');

/** The simulated provider's answer for a card number (digits only) and the sale's PaymentId. */
export function sandboxCardOutcome(cardNumber: string, paymentId: string): CardOutcome {
  if (THREE_DS_SUCCESS_CARDS.has(cardNumber)) return AUTHORISED;
  const last = cardNumber.slice(-1);
  if (last === '9') {
    return parseInt(paymentId.slice(-1), 16) % 2 === 0 ? AUTHORISED : TIME_OUT;
  }
  return BY_LAST_DIGIT[last] ?? declined('05', 'Not Authorized');
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const alnum = (n: number) =>
  Array.from({ length: n }, () => ALNUM[randomInt(ALNUM.length)]).join('');
/** yyyyMMddHHmm… of a date in UTC, `length` characters of it. */
const stamp = (date: Date, length: number) =>
  date
    .toISOString()
    .replace(/[^0-9]/g, '')
    .slice(0, length);

@Injectable()
export class SandboxAcquirer implements AcquirerPort {
  readonly name = 'sandbox' as const;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async cardSale(request: CardSaleRequest): Promise<AcquirerPayment> {
    requireUuid(request.requestId, 'requestId');
    requireAmount(request.amountCents);
    const existing = await this.findByRequest(request.requestId, request.type);
    if (existing) return this.toPayment(existing);

    const cardNumber = String(request.card?.cardNumber ?? '').replace(/[\s.-]/g, '');
    if (!/^\d{13,19}$/.test(cardNumber)) {
      throw new AcquirerRejectedError(127, 'You must provide CreditCard Number', 400);
    }
    if (!EXPIRATION.test(String(request.card.expirationDate ?? ''))) {
      throw new AcquirerRejectedError(126, 'Credit Card Expiration Date is invalid', 400);
    }

    const paymentId = randomUUID();
    const outcome =
      request.type === 'DebitCard' && !isAuthenticated(request)
        ? DEBIT_NOT_AUTHENTICATED
        : sandboxCardOutcome(cardNumber, paymentId);
    const paid = outcome.status === AcquirerStatus.PaymentConfirmed;
    return this.insertOnce({
      paymentId,
      requestId: request.requestId,
      merchantOrderId: String(request.orderId),
      type: request.type,
      status: outcome.status,
      amount: request.amountCents,
      refunded: 0,
      returnCode: outcome.returnCode,
      returnMessage: outcome.returnMessage,
      brand: request.card.brand ? String(request.card.brand).slice(0, 20) : null,
      tid: `${stamp(new Date(), 14)}${digits(6)}`,
      authorizationCode: paid ? digits(6) : null,
      qrCodeString: null,
      endToEndId: null,
      expiresAt: null,
    });
  }

  async pixSale(request: PixSaleRequest): Promise<AcquirerPayment> {
    requireUuid(request.requestId, 'requestId');
    requireAmount(request.amountCents);
    const existing = await this.findByRequest(request.requestId, 'Pix');
    if (existing) return this.toPayment(existing);

    const paymentId = randomUUID();
    const { key, merchantName, merchantCity } = this.config.payments.pix;
    const qrCodeString = buildPixBrCode({
      pixKey: key,
      merchantName,
      merchantCity,
      amountCents: request.amountCents,
      txid: paymentId.replace(/-/g, '').slice(0, 25),
    });
    return this.insertOnce({
      paymentId,
      requestId: request.requestId,
      merchantOrderId: String(request.orderId),
      type: 'Pix',
      status: AcquirerStatus.Pending,
      amount: request.amountCents,
      refunded: 0,
      returnCode: '0',
      returnMessage: 'Pix gerado com sucesso',
      brand: null,
      tid: null,
      authorizationCode: null,
      qrCodeString,
      endToEndId: null,
      expiresAt: pixExpiresAt(new Date()),
    });
  }

  async lookup(paymentId: string): Promise<AcquirerPayment> {
    const row = UUID.test(paymentId)
      ? await this.db.getRepository(SandboxSale).findOneBy({ paymentId })
      : null;
    if (!row) throw new AcquirerPaymentNotFoundError(paymentId);
    return this.toPayment(row);
  }

  /**
   * Voids a PaymentConfirmed card sale or refunds a received Pix, whole or in part: partial
   * voids add up (`refunded_cents`) and the status stays 2 until the whole amount is back
   * (then 10 Voided for a card, 11 Refunded for a Pix; ReturnCode '9'). More than what is left
   * is refused, as is voiding a sale that was not paid or is already voided
   * (AcquirerVoidRefusedError). The row is locked, so two voids at once add up or refuse,
   * never both pass over the amount. Like the acquirer, a later query keeps the sale's own
   * ReturnCode and shows the new status and the voided amount.
   */
  async void(paymentId: string, amountCents: number): Promise<AcquirerPayment> {
    requireAmount(amountCents);
    return this.db.transaction(async (tx) => {
      const row = await this.lock(tx, paymentId);
      const status = row.status as AcquirerStatus;
      const isPix = row.type === 'Pix';
      if (status !== AcquirerStatus.PaymentConfirmed) {
        const reason =
          status === AcquirerStatus.Voided || status === AcquirerStatus.Refunded
            ? 'already voided'
            : isPix
              ? 'the Pix was not paid'
              : 'the sale was not confirmed';
        throw new AcquirerVoidRefusedError(paymentId, status, reason);
      }
      const left = row.amount - row.refunded;
      if (amountCents > left) {
        throw new AcquirerVoidRefusedError(
          paymentId,
          status,
          `the void (${amountCents}) is above what is left of the sale (${left})`,
        );
      }
      const refunded = row.refunded + amountCents;
      const next =
        refunded < row.amount
          ? AcquirerStatus.PaymentConfirmed
          : isPix
            ? AcquirerStatus.Refunded
            : AcquirerStatus.Voided;
      await tx.update(SandboxSale, { paymentId }, { status: next, refunded });
      return {
        ...(await this.toPayment({ ...row, status: next, refunded }, false)),
        returnCode: '9',
        returnMessage: 'Operation Successful',
      };
    });
  }

  /**
   * Sandbox control (what the payer's bank does): pays a Pending Pix → 2 PaymentConfirmed with
   * an end-to-end id. Paying a paid (or refunded) Pix answers it as it is; an expired one
   * throws SandboxPixExpiredError; an unknown id (or a card sale) AcquirerPaymentNotFoundError.
   */
  async markPixPaid(paymentId: string): Promise<AcquirerPayment> {
    return this.db.transaction(async (tx) => {
      const row = await this.lock(tx, paymentId);
      if (row.type !== 'Pix') throw new AcquirerPaymentNotFoundError(paymentId);
      if (row.status !== AcquirerStatus.Pending) return this.toPayment(row);
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) {
        throw new SandboxPixExpiredError(paymentId);
      }
      const now = new Date();
      // E + ISPB (8) + yyyyMMddHHmm (12) + 11 alphanumerics: 32 characters, as the central bank's.
      const endToEndId = `E${PSP_ISPB}${stamp(now, 12)}${alnum(11)}`;
      await tx.update(
        SandboxSale,
        { paymentId },
        { status: AcquirerStatus.PaymentConfirmed, endToEndId },
      );
      return this.toPayment({ ...row, status: AcquirerStatus.PaymentConfirmed, endToEndId });
    });
  }

  private async lock(tx: EntityManager, paymentId: string): Promise<SandboxSale> {
    const row = UUID.test(paymentId)
      ? await tx.findOne(SandboxSale, {
          where: { paymentId },
          lock: { mode: 'pessimistic_write' },
        })
      : null;
    if (!row) throw new AcquirerPaymentNotFoundError(paymentId);
    return row;
  }

  /** The sale already made with this RequestId, if any (the same request twice is one sale). */
  private async findByRequest(requestId: string, type: string): Promise<SandboxSale | null> {
    const row = await this.db.getRepository(SandboxSale).findOneBy({ requestId });
    if (row && row.type !== type) {
      throw new AcquirerRejectedError(
        null,
        `RequestId ${requestId} was already used for a ${row.type} sale`,
        400,
      );
    }
    return row;
  }

  /**
   * Inserts the sale unless one with its RequestId exists (ON CONFLICT DO NOTHING), then reads
   * the one that stands: of two identical requests at once both answer the same sale.
   */
  private async insertOnce(
    sale: Omit<SandboxSale, 'createdAt' | 'updatedAt'>,
  ): Promise<AcquirerPayment> {
    await this.db.createQueryBuilder().insert().into(SandboxSale).values(sale).orIgnore().execute();
    const row = await this.findByRequest(sale.requestId, sale.type);
    if (!row) throw new Error(`sandbox sale ${sale.paymentId} was not stored`);
    return this.toPayment(row);
  }

  private async toPayment(row: SandboxSale, withImage = true): Promise<AcquirerPayment> {
    return {
      paymentId: row.paymentId,
      status: row.status as AcquirerStatus,
      amountCents: row.amount,
      returnCode: row.returnCode,
      returnMessage: row.returnMessage,
      tid: row.tid,
      // The acquirer's proof of sale (NSU): the last 6 digits of the tid, stable on every query.
      proofOfSale: row.tid ? row.tid.slice(-6) : null,
      authorizationCode: row.authorizationCode,
      brand: row.brand,
      qrCodeString: row.qrCodeString,
      qrcodeBase64Image: row.qrCodeString && withImage ? await qrImage(row.qrCodeString) : null,
      endToEndId: row.endToEndId,
      refundedCents: row.refunded,
    };
  }
}

/**
 * The PNG (base64) of a payload. It is deterministic, so it is rebuilt rather than stored, and
 * the last few are kept in memory: a Pix is shown, queried and paid within minutes.
 */
const QR_CACHE_SIZE = 64;
const qrCache = new Map<string, Promise<string>>();
function qrImage(payload: string): Promise<string> {
  let image = qrCache.get(payload);
  if (image) {
    qrCache.delete(payload);
  } else {
    image = pixQrPng(payload).then((png) => png.toString('base64'));
    image.catch(() => qrCache.delete(payload));
  }
  qrCache.set(payload, image);
  if (qrCache.size > QR_CACHE_SIZE) qrCache.delete(qrCache.keys().next().value as string);
  return image;
}

function isAuthenticated(request: CardSaleRequest): boolean {
  const a = request.authentication;
  return Boolean(a && a.cavv && a.xid && a.eci && a.referenceId);
}

function requireUuid(value: string, label: string): void {
  if (typeof value !== 'string' || !UUID.test(value)) {
    throw new RangeError(`${label} must be a UUID`);
  }
}

function requireAmount(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new AcquirerRejectedError(null, 'Amount must be a positive number of cents', 400);
  }
}
