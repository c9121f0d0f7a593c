import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CARD_BRAND_NOT_FOUND, detectCardBrand, ErrorCode } from '@clube/shared';
import { AppException } from '../../platform/http/app-exception.js';
import { Order, OrderStatus } from '../orders/entities/order.entity.js';
import { effectiveOrderStatus } from '../orders/order-status.js';
import {
  ACQUIRER,
  type AcquirerPayment,
  type AcquirerPort,
  AcquirerUnavailableError,
} from './acquirer/acquirer.port.js';
import { AcquirerRejectedError } from './acquirer/acquirer.errors.js';
import type { PaymentKeyDto } from './dto/payment.dto.js';
import { PaymentNonce } from './entities/payment-nonce.entity.js';
import { Payment, PaymentState, type PaymentType } from './entities/payment.entity.js';
import { PaymentException } from './payment-exception.js';
import { KEY_ALG, KEY_ENC, PaymentKeysService } from './payment-keys.service.js';
import { PAY_MSG } from './payment-messages.js';
import {
  PAYLOAD_MAX_AGE_MS,
  PaymentPayloadError,
  type ReadPayload,
  readPayload,
} from './payment-payload.js';

/**
 * The attempts that keep an order from starting another. A `refunding` one does not: it is
 * money going back (an amount that did not match), and the order may still be paid right.
 */
const BUSY_STATES: PaymentState[] = [
  PaymentState.Processing,
  PaymentState.Pending,
  PaymentState.Paid,
];

/**
 * The steps every checkout (card, debit, Pix) shares: card data arrive as a JWE made in the
 * browser with our published key (never in clear, never stored, never logged) and are checked
 * (once, fresh, for this order); the order must be the member's and payable; the attempt is
 * written before the acquirer is called, at most one open per order.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(ACQUIRER) private readonly acquirer: AcquirerPort,
    private readonly keys: PaymentKeysService,
  ) {}

  /** `GET payment-order/public-key`. */
  async publicKey(): Promise<PaymentKeyDto> {
    const { kid, jwk } = await this.keys.current();
    return {
      kid,
      alg: KEY_ALG,
      enc: KEY_ENC,
      jwk: jwk as PaymentKeyDto['jwk'],
      sandbox: this.isSandbox(),
    };
  }

  isSandbox(): boolean {
    return this.acquirer.name === 'sandbox';
  }

  /** 404 outside the sandbox (its simulated bank and issuer). */
  sandboxOnly(): void {
    if (!this.isSandbox()) throw AppException.notFound(PAY_MSG.sandboxOnly);
  }

  invalidData(): AppException {
    return AppException.badRequest(PAY_MSG.dataInvalid, ErrorCode.PaymentDataInvalid);
  }

  /** The JWE decrypted and checked; every problem is a 400 in Portuguese. */
  async read(encryptedData: string, orderId: number): Promise<ReadPayload> {
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
      if (err.problem === 'cardExpired') {
        throw AppException.badRequest(PAY_MSG.expiredCard, ErrorCode.ValidationFailed, {
          expirationDate: PAY_MSG.expiredCard,
        });
      }
      if (err.problem === 'wrongOrder') {
        throw AppException.badRequest(PAY_MSG.dataWrongOrder, ErrorCode.PaymentDataWrongOrder);
      }
      throw this.invalidData();
    }
  }

  /** A payload is accepted once: its nonce is kept (until it would be stale anyway). */
  async consumeNonce(nonce: string, orderId: number): Promise<void> {
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

  /** The card's brand detected from its number (the browser's word is only logged). */
  brandOf(cardNumber: string, given: string): string {
    const detected = detectCardBrand(cardNumber);
    if (detected === CARD_BRAND_NOT_FOUND) {
      throw AppException.badRequest(PAY_MSG.brandNotFound, ErrorCode.CardBrandUnknown, {
        cardNumber: PAY_MSG.brandNotFound,
      });
    }
    if (given && given.toLowerCase() !== detected.toLowerCase()) {
      this.logger.warn({ given, detected }, 'The browser named another card brand; detected kept');
    }
    return detected;
  }

  /** The member's order, locked, that can be paid now; otherwise the reason as a 404/409. */
  async openOrder(tx: EntityManager, associateId: string, orderId: number): Promise<Order> {
    const order = await tx
      .getRepository(Order)
      .createQueryBuilder('o')
      .setLock('pessimistic_write')
      .where('o.id = :orderId AND o.associate_id = :associateId', { orderId, associateId })
      .getOne();
    if (!order) throw AppException.notFound(PAY_MSG.orderNotFound);
    switch (effectiveOrderStatus(order)) {
      case OrderStatus.Finished:
        throw AppException.conflict(PAY_MSG.alreadyPaid, ErrorCode.OrderAlreadyPaid);
      case OrderStatus.Cancelled:
        throw AppException.conflict(PAY_MSG.orderCancelled, ErrorCode.OrderCancelled);
      case OrderStatus.Expired:
        throw AppException.conflict(PAY_MSG.orderExpired, ErrorCode.OrderExpired);
      case OrderStatus.Pending:
        if (order.total <= 0) {
          throw AppException.conflict(PAY_MSG.nothingToPay, ErrorCode.OrderNothingToPay);
        }
        return order;
    }
  }

  /**
   * The attempt written before the acquirer is called: at most one open attempt per order
   * (the unique partial index, PAYMENT_IN_PROGRESS: payments.constraints.ts), so a double click
   * or two tabs never charge twice.
   */
  async startPayment(
    tx: EntityManager,
    order: Order,
    type: PaymentType,
    brand: string | null,
  ): Promise<Payment> {
    const existing = await tx
      .getRepository(Payment)
      .createQueryBuilder('p')
      .where('p.order_id = :id AND p.state IN (:...states)', { id: order.id, states: BUSY_STATES })
      .getOne();
    if (existing?.state === PaymentState.Paid) {
      throw AppException.conflict(PAY_MSG.alreadyPaid, ErrorCode.OrderAlreadyPaid);
    }
    const pixGivenUp =
      existing?.state === PaymentState.Pending &&
      existing.type === 'pix' &&
      (type !== 'pix' || existing.amount !== order.total);
    if (pixGivenUp) {
      // The member gave up the Pix for a card, or its amount is no longer what the order owes:
      // the open QR is dropped on our side first (paid anyway, it is refunded).
      await tx
        .getRepository(Payment)
        .update({ id: (existing as Payment).id }, { state: PaymentState.Failed });
    } else if (existing) {
      throw AppException.conflict(PAY_MSG.inProgress, ErrorCode.PaymentInProgress);
    }
    return tx.getRepository(Payment).save(
      tx.getRepository(Payment).create({
        orderId: order.id,
        acquirer: this.acquirer.name,
        requestId: randomUUID(),
        type,
        state: PaymentState.Processing,
        amount: order.total,
        brand,
      }),
    );
  }

  /** The acquirer called; unreachable → the attempt `failed` (nothing charged) and a 503. */
  async callAcquirer(
    payment: Payment,
    call: (acquirer: AcquirerPort) => Promise<AcquirerPayment>,
  ): Promise<AcquirerPayment> {
    try {
      return await call(this.acquirer);
    } catch (err) {
      await this.db
        .getRepository(Payment)
        .update({ id: payment.id }, { state: PaymentState.Failed });
      if (err instanceof AcquirerUnavailableError) {
        throw new PaymentException(503, ErrorCode.PaymentUnavailable, PAY_MSG.unavailable);
      }
      if (err instanceof AcquirerRejectedError) {
        throw PaymentException.declined(
          PAY_MSG.declined,
          err.code === null ? null : String(err.code),
        );
      }
      throw err;
    }
  }
}
