import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import {
  CARD_BRAND_NOT_FOUND,
  CREDIT_CARD_MIN_TOTAL_CENTS,
  detectCardBrand,
  ErrorCode,
} from '@clube/shared';
import { JWT_SECRETS } from '../../platform/auth/auth.tokens.js';
import type { JwtSecrets } from '../../platform/auth/jwt-secrets.js';
import { AppException } from '../../platform/http/app-exception.js';
import { Order, OrderStatus } from '../orders/entities/order.entity.js';
import { OrdersService } from '../orders/orders.service.js';
import {
  ACQUIRER,
  type AcquirerAuthentication,
  type AcquirerPayment,
  type AcquirerPort,
  AcquirerUnavailableError,
} from './acquirer/acquirer.port.js';
import { AcquirerPaymentNotFoundError, AcquirerRejectedError } from './acquirer/acquirer.errors.js';
import type {
  AuthenticationDto,
  CardPaymentDto,
  PaymentKeyDto,
  PixPaymentDto,
} from './dto/payment.dto.js';
import { PaymentAuthentication } from './entities/payment-authentication.entity.js';
import { PaymentNonce } from './entities/payment-nonce.entity.js';
import { PAYMENT_OPEN_INDEX, Payment, type PaymentType } from './entities/payment.entity.js';
import { PaymentException } from './payment-exception.js';
import { cardFingerprint, KEY_ALG, KEY_ENC, PaymentKeysService } from './payment-keys.service.js';
import { declineMessage, PAY_MSG } from './payment-messages.js';
import {
  PAYLOAD_MAX_AGE_MS,
  PaymentPayloadError,
  type ReadPayload,
  readPayload,
} from './payment-payload.js';
import { PaymentSettlementService } from './payment-settlement.service.js';

/** A Pix QR can be paid for 2 hours (the acquirer's rule). */
export const PIX_VALID_MS = 2 * 3_600_000;
/** A 3-D Secure authentication is good for one sale within 10 minutes. */
export const AUTHENTICATION_VALID_MS = 10 * 60_000;
/** What the invoice of the member's card shows (SoftDescriptor, at most 13 characters). */
const SOFT_DESCRIPTOR = 'CLUBECOLIBRI';

/** Our brand names (libs/shared) as the acquirer writes them. */
const ACQUIRER_BRANDS: Record<string, string> = { Jcb: 'JCB' };

/** The sandbox's 3-D Secure cards (PAYMENTS-NOTES): [challenge asked, authentication passes]. */
const THREE_DS_CARDS: Record<string, [boolean, boolean]> = {
  '4000000000001091': [true, true],
  '5200000000001096': [true, true],
  '4000000000001109': [true, false],
  '5200000000001104': [true, false],
  '4000000000001000': [false, true],
  '5200000000001005': [false, true],
};

/**
 * The checkout (`payment-order/*`): card data arrives as a JWE made in the browser with our
 * published key (never in clear, never stored, never logged), is checked (once, fresh, for this
 * order), and goes to the acquirer; its answer is applied by PaymentSettlementService, the one
 * place that changes an order for money.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(ACQUIRER) private readonly acquirer: AcquirerPort,
    @Inject(JWT_SECRETS) private readonly secrets: JwtSecrets,
    private readonly keys: PaymentKeysService,
    private readonly settlement: PaymentSettlementService,
    private readonly orders: OrdersService,
  ) {}

  /** `GET payment-order/public-key`. */
  async publicKey(): Promise<PaymentKeyDto> {
    const { kid, jwk } = await this.keys.current();
    return {
      kid,
      alg: KEY_ALG,
      enc: KEY_ENC,
      jwk: jwk as PaymentKeyDto['jwk'],
      sandbox: this.acquirer.name === 'sandbox',
    };
  }

  // ── Card ─────────────────────────────────────────────────────────────────

  /** `PUT payment-order/credit-card/{orderId}` and `PUT payment-order/debit-card/{orderId}`. */
  async payCard(
    associateId: string,
    orderId: number,
    type: Extract<PaymentType, 'credit' | 'debit'>,
    encryptedData: string,
    referenceId?: string,
  ): Promise<CardPaymentDto> {
    const payload = await this.read(encryptedData, orderId);
    const card = payload.card;
    if (!card) throw this.invalidData();
    const brand = this.brandOf(card.cardNumber, card.brand);
    await this.consumeNonce(payload.nonce, orderId);
    if (type === 'debit' && !referenceId) {
      throw new PaymentException(
        400,
        ErrorCode.AuthenticationFailed,
        PAY_MSG.authenticationRequired,
      );
    }

    let authentication: AcquirerAuthentication | undefined;
    const payment = await this.db.transaction(async (tx) => {
      const order = await this.openOrder(tx, associateId, orderId);
      if (type === 'credit' && order.total < CREDIT_CARD_MIN_TOTAL_CENTS) {
        throw AppException.badRequest(PAY_MSG.creditMinimum, ErrorCode.OrderNotPayable);
      }
      if (type === 'debit') {
        authentication = await this.useAuthentication(
          tx,
          orderId,
          referenceId as string,
          card.cardNumber,
        );
      }
      return this.startPayment(tx, order, type, brand);
    });

    const answer = await this.callAcquirer(payment, () =>
      this.acquirer.cardSale({
        orderId,
        requestId: payment.requestId,
        amountCents: payment.amount,
        type: type === 'credit' ? 'CreditCard' : 'DebitCard',
        card: { ...card, brand: ACQUIRER_BRANDS[brand] ?? brand },
        customer: payload.customer,
        authentication,
        softDescriptor: SOFT_DESCRIPTOR,
      }),
    );
    const { payment: after } = await this.settlement.apply(payment.id, answer);
    switch (after.state) {
      case 'paid':
        return {
          status: 'Finalizado',
          message: PAY_MSG.paid,
          paymentMessage: answer.returnMessage ?? '',
          order: await this.orders.getMine(associateId, orderId),
        };
      case 'declined':
        throw PaymentException.declined(declineMessage(answer.returnCode), answer.returnMessage);
      case 'refunding':
      case 'refunded':
        await this.settlement.refund(after);
        throw new PaymentException(409, ErrorCode.OrderNotPayable, PAY_MSG.refundedLate);
      default:
        throw new PaymentException(409, ErrorCode.PaymentInProgress, PAY_MSG.inProgress);
    }
  }

  // ── Debit: 3-D Secure (the issuer's part, simulated by the sandbox) ─────────

  /** `POST payment-order/debit-card/{orderId}/authentication`. */
  async startAuthentication(
    associateId: string,
    orderId: number,
    encryptedData: string,
  ): Promise<AuthenticationDto> {
    this.sandboxOnly();
    const payload = await this.read(encryptedData, orderId);
    if (!payload.card) throw this.invalidData();
    await this.consumeNonce(payload.nonce, orderId);
    const [challenge, passes] = THREE_DS_CARDS[payload.card.cardNumber] ?? [false, false];
    const id = randomUUID();
    await this.db.transaction(async (tx) => {
      await this.openOrder(tx, associateId, orderId);
      await tx.getRepository(PaymentAuthentication).insert({
        id,
        orderId,
        cardFingerprint: cardFingerprint(this.secrets.member, payload.card?.cardNumber as string),
        state: challenge ? 'challenge' : passes ? 'authenticated' : 'failed',
        challengePasses: passes,
        ...(challenge || !passes ? {} : authenticationValues()),
        expiresAt: new Date(Date.now() + AUTHENTICATION_VALID_MS),
      });
    });
    return { referenceId: id, challenge, authenticated: !challenge && passes };
  }

  /** `POST payment-order/debit-card/authentication/{referenceId}`: the cardholder's answer. */
  async answerChallenge(
    associateId: string,
    referenceId: string,
    confirm: boolean,
  ): Promise<AuthenticationDto> {
    this.sandboxOnly();
    return this.db.transaction(async (tx) => {
      const [row]: { id: string; state: string; challenge_passes: boolean }[] = await tx.query(
        `SELECT a.id, a.state, a.challenge_passes FROM payment_authentication a
           JOIN purchase_order o ON o.id = a.order_id
          WHERE a.id = $1 AND o.associate_id = $2 AND a.expires_at > now()
          FOR UPDATE OF a`,
        [referenceId, associateId],
      );
      if (!row || row.state !== 'challenge') {
        throw AppException.notFound(PAY_MSG.authenticationNotFound);
      }
      const authenticated = confirm && row.challenge_passes;
      await tx
        .getRepository(PaymentAuthentication)
        .update(
          { id: referenceId },
          authenticated
            ? { state: 'authenticated', ...authenticationValues() }
            : { state: 'failed' },
        );
      return { referenceId, challenge: false, authenticated };
    });
  }

  private async useAuthentication(
    tx: EntityManager,
    orderId: number,
    referenceId: string,
    cardNumber: string,
  ): Promise<AcquirerAuthentication> {
    const auth = await tx
      .getRepository(PaymentAuthentication)
      .createQueryBuilder('a')
      .setLock('pessimistic_write')
      .where('a.id = :referenceId AND a.order_id = :orderId', { referenceId, orderId })
      .andWhere('a.expires_at > now() AND a.used_at IS NULL')
      .getOne();
    if (!auth) {
      throw new PaymentException(
        400,
        ErrorCode.AuthenticationFailed,
        PAY_MSG.authenticationNotFound,
      );
    }
    if (auth.state !== 'authenticated') {
      throw new PaymentException(402, ErrorCode.AuthenticationFailed, PAY_MSG.authenticationFailed);
    }
    if (auth.cardFingerprint !== cardFingerprint(this.secrets.member, cardNumber)) {
      throw new PaymentException(
        400,
        ErrorCode.AuthenticationFailed,
        PAY_MSG.authenticationOtherCard,
      );
    }
    await tx.getRepository(PaymentAuthentication).update({ id: auth.id }, { usedAt: new Date() });
    return {
      cavv: auth.cavv as string,
      xid: auth.xid as string,
      eci: auth.eci as string,
      version: '2',
      referenceId: auth.id,
    };
  }

  // ── Pix ──────────────────────────────────────────────────────────────────

  /** `PUT payment-order/pix/{orderId}`: the order's open Pix, or a new one. */
  async payPix(
    associateId: string,
    orderId: number,
    encryptedData: string,
  ): Promise<PixPaymentDto> {
    const payload = await this.read(encryptedData, orderId);
    await this.consumeNonce(payload.nonce, orderId);
    const started = await this.db.transaction(async (tx) => {
      const order = await this.openOrder(tx, associateId, orderId);
      const open = await tx
        .getRepository(Payment)
        .findOneBy({ orderId, state: 'pending', type: 'pix' });
      if (open?.qrCodeString) return { open };
      return { payment: await this.startPayment(tx, order, 'pix', null) };
    });
    if ('open' in started && started.open) return this.pixView(started.open);
    const payment = started.payment as Payment;
    const answer = await this.callAcquirer(payment, () =>
      this.acquirer.pixSale({
        orderId,
        requestId: payment.requestId,
        amountCents: payment.amount,
        customer: payload.customer,
      }),
    );
    const { payment: after } = await this.settlement.apply(payment.id, answer);
    if (after.state !== 'pending' || !after.qrCodeString) {
      throw PaymentException.declined(PAY_MSG.declined, answer.returnMessage);
    }
    return this.pixView(after);
  }

  private pixView(p: Payment): PixPaymentDto {
    return {
      paymentId: p.acquirerPaymentId as string,
      qrcodeBase64Image: p.qrCodeImage as string,
      qrCodeString: p.qrCodeString as string,
      expiresAt: new Date(p.createdAt.getTime() + PIX_VALID_MS).toISOString(),
    };
  }

  // ── The acquirer's word ──────────────────────────────────────────────────

  /**
   * `POST payment-order/notification`: nothing in the body is trusted but the PaymentId, which
   * is asked of the acquirer again; its answer is applied (once: see PaymentSettlementService).
   */
  async notified(paymentId: string): Promise<{ received: boolean }> {
    const payment = await this.db
      .getRepository(Payment)
      .findOneBy({ acquirerPaymentId: paymentId });
    if (!payment) return { received: false };
    await this.recheck(payment);
    return { received: true };
  }

  /** Asks the acquirer about a payment and applies the answer; voids a `refunding` one. */
  async recheck(payment: Payment): Promise<Payment> {
    if (!payment.acquirerPaymentId) return payment;
    let answer: AcquirerPayment;
    try {
      answer = await this.acquirer.query(payment.acquirerPaymentId);
    } catch (err) {
      if (err instanceof AcquirerUnavailableError) {
        throw new AppException(503, ErrorCode.PaymentUnavailable, PAY_MSG.unavailable);
      }
      throw err;
    }
    const { payment: after } = await this.settlement.apply(payment.id, answer);
    if (after.state === 'refunding') await this.settlement.refund(after);
    return after;
  }

  /** `POST payment-order/sandbox/pix/{paymentId}/pay`: the simulated bank pays; then notifies. */
  async sandboxPayPix(paymentId: string): Promise<{ received: boolean }> {
    const sandbox = this.acquirer as AcquirerPort & {
      markPixPaid?: (id: string) => Promise<AcquirerPayment>;
    };
    if (this.acquirer.name !== 'sandbox' || !sandbox.markPixPaid) {
      throw AppException.notFound(PAY_MSG.sandboxOnly);
    }
    try {
      await sandbox.markPixPaid(paymentId);
    } catch (err) {
      if (err instanceof AcquirerPaymentNotFoundError) {
        throw AppException.notFound(PAY_MSG.pixNotFound);
      }
      if ((err as Error).name === 'SandboxPixExpiredError') {
        throw AppException.conflict(PAY_MSG.pixExpired);
      }
      throw err;
    }
    return this.notified(paymentId);
  }

  // ── Helpers ──────────────────────────────────────────────────────────────

  private sandboxOnly(): void {
    if (this.acquirer.name !== 'sandbox') throw AppException.notFound(PAY_MSG.sandboxOnly);
  }

  private invalidData(): AppException {
    return AppException.badRequest(PAY_MSG.dataInvalid, ErrorCode.PaymentDataInvalid);
  }

  private brandOf(cardNumber: string, given: string): string {
    const detected = detectCardBrand(cardNumber);
    if (detected === CARD_BRAND_NOT_FOUND) {
      throw AppException.badRequest(PAY_MSG.brandNotFound, ErrorCode.PaymentDataInvalid, {
        cardNumber: PAY_MSG.brandNotFound,
      });
    }
    if (given && given.toLowerCase() !== detected.toLowerCase()) {
      this.logger.warn({ given, detected }, 'The browser named another card brand; detected kept');
    }
    return detected;
  }

  /** The JWE decrypted and checked; every problem is a 400 in Portuguese. */
  private async read(encryptedData: string, orderId: number): Promise<ReadPayload> {
    let plaintext: Uint8Array;
    try {
      plaintext = await this.keys.decrypt(encryptedData);
    } catch {
      throw this.invalidData();
    }
    try {
      return await readPayload(plaintext, orderId);
    } catch (err) {
      if (!(err instanceof PaymentPayloadError)) throw err;
      if (err.problem === 'stale') {
        throw AppException.badRequest(PAY_MSG.dataStale, ErrorCode.PaymentDataStale);
      }
      if (err.problem === 'wrongOrder') {
        throw AppException.badRequest(PAY_MSG.dataWrongOrder, ErrorCode.PaymentDataInvalid);
      }
      throw this.invalidData();
    }
  }

  /** A payload is accepted once: its nonce is kept (until it would be stale anyway). */
  private async consumeNonce(nonce: string, orderId: number): Promise<void> {
    const inserted: unknown[] = await this.db
      .getRepository(PaymentNonce)
      .createQueryBuilder()
      .insert()
      .values({ nonce, orderId, expiresAt: new Date(Date.now() + 2 * PAYLOAD_MAX_AGE_MS) })
      .orIgnore()
      .returning('nonce')
      .execute()
      .then((r) => r.raw as unknown[]);
    if (!inserted.length) {
      throw AppException.conflict(PAY_MSG.dataReused, ErrorCode.PaymentDataReused);
    }
  }

  /** The member's order, locked, that can be paid now; otherwise the reason as a 404/409. */
  private async openOrder(tx: EntityManager, associateId: string, orderId: number): Promise<Order> {
    const order = await tx
      .getRepository(Order)
      .createQueryBuilder('o')
      .setLock('pessimistic_write')
      .where('o.id = :orderId AND o.associate_id = :associateId', { orderId, associateId })
      .getOne();
    if (!order) throw AppException.notFound(PAY_MSG.orderNotFound);
    const notPayable = (message: string) =>
      AppException.conflict(message, ErrorCode.OrderNotPayable);
    if (order.status === OrderStatus.Finished) throw notPayable(PAY_MSG.alreadyPaid);
    if (order.status === OrderStatus.Cancelled) throw notPayable(PAY_MSG.orderCancelled);
    if (
      order.status === OrderStatus.Expired ||
      (order.expiresAt !== null && order.expiresAt.getTime() <= Date.now())
    ) {
      throw notPayable(PAY_MSG.orderExpired);
    }
    if (order.total <= 0) throw notPayable(PAY_MSG.nothingToPay);
    return order;
  }

  /**
   * The attempt written before the acquirer is called: at most one open attempt per order
   * (the unique partial index), so a double click or two tabs never charge twice.
   */
  private async startPayment(
    tx: EntityManager,
    order: Order,
    type: PaymentType,
    brand: string | null,
  ): Promise<Payment> {
    const existing = await tx
      .getRepository(Payment)
      .createQueryBuilder('p')
      .where("p.order_id = :id AND p.state IN ('processing', 'pending', 'paid', 'refunding')", {
        id: order.id,
      })
      .getOne();
    if (existing?.state === 'paid') {
      throw AppException.conflict(PAY_MSG.alreadyPaid, ErrorCode.OrderNotPayable);
    }
    if (existing?.state === 'pending' && existing.type === 'pix' && type !== 'pix') {
      // The member gave up the Pix for a card: the open QR is dropped on our side first.
      await tx.getRepository(Payment).update({ id: existing.id }, { state: 'failed' });
    } else if (existing) {
      throw AppException.conflict(PAY_MSG.inProgress, ErrorCode.PaymentInProgress);
    }
    try {
      return await tx.getRepository(Payment).save(
        tx.getRepository(Payment).create({
          orderId: order.id,
          acquirer: this.acquirer.name,
          requestId: randomUUID(),
          type,
          state: 'processing',
          amount: order.total,
          brand,
        }),
      );
    } catch (err) {
      const pg = (err as QueryFailedError).driverError as { constraint?: string } | undefined;
      if (err instanceof QueryFailedError && pg?.constraint === PAYMENT_OPEN_INDEX) {
        throw AppException.conflict(PAY_MSG.inProgress, ErrorCode.PaymentInProgress);
      }
      throw err;
    }
  }

  /** The acquirer called; unreachable → the attempt `failed` (nothing charged) and a 503. */
  private async callAcquirer(
    payment: Payment,
    call: () => Promise<AcquirerPayment>,
  ): Promise<AcquirerPayment> {
    try {
      return await call();
    } catch (err) {
      await this.db.getRepository(Payment).update({ id: payment.id }, { state: 'failed' });
      if (err instanceof AcquirerUnavailableError) {
        throw new PaymentException(503, ErrorCode.PaymentUnavailable, PAY_MSG.unavailable);
      }
      if (err instanceof AcquirerRejectedError) {
        throw PaymentException.declined(PAY_MSG.declined, err.acquirerMessage);
      }
      throw err;
    }
  }
}

/** The issuer's authentication values of a passed 3-D Secure (sandbox). */
function authenticationValues(): { cavv: string; xid: string; eci: string } {
  return {
    cavv: randomBytes(20).toString('base64'),
    xid: randomBytes(20).toString('base64'),
    eci: '05',
  };
}
