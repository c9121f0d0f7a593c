import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ErrorCode } from '@clube/shared';
import { JWT_SECRETS } from '../../platform/auth/auth.tokens.js';
import type { JwtSecrets } from '../../platform/auth/jwt-secrets.js';
import { queryOne } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import type { AcquirerAuthentication } from './acquirer/acquirer.port.js';
import { CheckoutService } from './checkout.service.js';
import type { AuthenticationDto } from './dto/payment.dto.js';
import {
  AuthenticationState,
  PaymentAuthentication,
} from './entities/payment-authentication.entity.js';
import { PaymentException } from './payment-exception.js';
import { cardFingerprint } from './payment-keys.service.js';
import { PAY_MSG } from './payment-messages.js';
import { lockMemberAuthentication } from './payments.queries.js';

/** A 3-D Secure authentication is good for one sale within 10 minutes. */
export const AUTHENTICATION_VALID_MS = 10 * 60_000;

/** The sandbox's 3-D Secure cards (PAYMENTS-NOTES): [challenge asked, authentication passes]. */
const THREE_DS_CARDS: Record<string, [boolean, boolean]> = {
  '4000000000001091': [true, true],
  '5200000000001096': [true, true],
  '4000000000001109': [true, false],
  '5200000000001104': [true, false],
  '4000000000001000': [false, true],
  '5200000000001005': [false, true],
};

/** The issuer's authentication values of a passed 3-D Secure (sandbox). */
function authenticationValues(): { cavv: string; xid: string; eci: string } {
  return {
    cavv: randomBytes(20).toString('base64'),
    xid: randomBytes(20).toString('base64'),
    eci: '05',
  };
}

/**
 * The debit card's 3-D Secure authentication (the issuer's part, simulated by the sandbox):
 * started for an order's card, answered by the cardholder, used once by the debit sale of the
 * same card.
 */
@Injectable()
export class DebitAuthenticationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(JWT_SECRETS) private readonly secrets: JwtSecrets,
    private readonly checkout: CheckoutService,
  ) {}

  /** `POST payment-order/debit-card/{orderId}/authentication`. */
  async start(
    associateId: string,
    orderId: number,
    encryptedData: string,
  ): Promise<AuthenticationDto> {
    this.checkout.sandboxOnly();
    const payload = await this.checkout.read(encryptedData, orderId);
    const cardNumber = payload.card?.cardNumber;
    if (!cardNumber) throw this.checkout.invalidData();
    await this.checkout.consumeNonce(payload.nonce, orderId);
    const [challenge, passes] = THREE_DS_CARDS[cardNumber] ?? [false, false];
    const id = randomUUID();
    await this.db.transaction(async (tx) => {
      await this.checkout.openOrder(tx, associateId, orderId);
      await tx.getRepository(PaymentAuthentication).insert({
        id,
        orderId,
        cardFingerprint: cardFingerprint(this.secrets.member, cardNumber),
        state: challenge
          ? AuthenticationState.Challenge
          : passes
            ? AuthenticationState.Authenticated
            : AuthenticationState.Failed,
        challengePasses: passes,
        ...(challenge || !passes ? {} : authenticationValues()),
        expiresAt: new Date(Date.now() + AUTHENTICATION_VALID_MS),
      });
    });
    return { referenceId: id, challenge, authenticated: !challenge && passes };
  }

  /** `POST payment-order/debit-authentication/{referenceId}`: the cardholder's answer. */
  async answerChallenge(
    associateId: string,
    referenceId: string,
    confirm: boolean,
  ): Promise<AuthenticationDto> {
    this.checkout.sandboxOnly();
    return this.db.transaction(async (tx) => {
      const row = await queryOne(tx, lockMemberAuthentication, [referenceId, associateId]);
      if (!row || row.state !== AuthenticationState.Challenge) {
        throw AppException.notFound(PAY_MSG.authenticationNotFound);
      }
      const authenticated = confirm && row.challenge_passes;
      await tx
        .getRepository(PaymentAuthentication)
        .update(
          { id: referenceId },
          authenticated
            ? { state: AuthenticationState.Authenticated, ...authenticationValues() }
            : { state: AuthenticationState.Failed },
        );
      return { referenceId, challenge: false, authenticated };
    });
  }

  /** The debit sale's authentication, checked (this order, this card, passed) and used once. */
  async use(
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
        ErrorCode.AuthenticationNotFound,
        PAY_MSG.authenticationNotFound,
      );
    }
    if (auth.state !== AuthenticationState.Authenticated) {
      throw new PaymentException(402, ErrorCode.AuthenticationFailed, PAY_MSG.authenticationFailed);
    }
    if (auth.cardFingerprint !== cardFingerprint(this.secrets.member, cardNumber)) {
      throw new PaymentException(
        400,
        ErrorCode.AuthenticationOtherCard,
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
}
