import { hkdfSync } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { CardOwnerType } from '@clube/shared';
import { JWT_SECRETS } from '../../platform/auth/auth.tokens.js';
import type { JwtSecrets } from '../../platform/auth/jwt-secrets.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The audience of card tokens: never accepted as an access token, and vice versa. */
const AUDIENCE = 'card';

/**
 * What a card's QR code carries, kept short so the code stays small:
 * `k` 'c' (a card issued by staff) or 'p' (the member area's card of a person without one),
 * `c` card id and `v` its validation code (cards only), `o` 'A'/'D' and `i` the owner's id.
 */
export interface CardTokenClaims {
  k: 'c' | 'p';
  c?: number;
  v?: number;
  o: 'A' | 'D';
  i: string;
}

export type CardTokenSubject =
  | { kind: 'card'; cardId: number; code: number; ownerType: CardOwnerType; ownerId: string }
  | { kind: 'person'; ownerType: CardOwnerType; ownerId: string };

export type CardTokenReading =
  | { ok: true; subject: CardTokenSubject; validity: string }
  | { ok: false; reason: 'expired'; subject: CardTokenSubject; validity: string }
  | { ok: false; reason: 'invalid' };

const ownerCode = (t: CardOwnerType) => (t === 'Associate' ? 'A' : 'D');
const ownerType = (c: string): CardOwnerType | null =>
  c === 'A' ? 'Associate' : c === 'D' ? 'Dependent' : null;

/**
 * Signs and reads the cards' QR tokens: compact JWS, HS256, with a secret of their own
 * (CARD_TOKEN_SECRET, or one derived from the staff JWT secret by HKDF so every replica agrees
 * without another setting). A token expires at the end of its validity day in the club's time
 * zone. Reading it checks only the signature and the time: the gate check (CardsService.verify)
 * then compares it with the database.
 */
@Injectable()
export class CardTokenService {
  private readonly secret: string;

  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JWT_SECRETS) secrets: JwtSecrets,
  ) {
    this.secret =
      config.jwt.cardSecret ??
      Buffer.from(
        hkdfSync('sha256', secrets.staff, 'clube-card-token', 'card-qr-token-v1', 32),
      ).toString('base64url');
  }

  /** The first instant after the day `date` (yyyy-mm-dd) in the club's time zone, in seconds. */
  private endOfDay(date: string): number {
    return dayjs.tz(`${date} 00:00:00`, this.config.clubTimeZone).add(1, 'day').unix();
  }

  /** The validity day of an expiry instant (seconds): the day before, club time zone. */
  private dayOf(exp: number): string {
    return dayjs
      .unix(exp - 1)
      .tz(this.config.clubTimeZone)
      .format('YYYY-MM-DD');
  }

  sign(subject: CardTokenSubject, validity: string): string {
    const claims: CardTokenClaims =
      subject.kind === 'card'
        ? {
            k: 'c',
            c: subject.cardId,
            v: subject.code,
            o: ownerCode(subject.ownerType),
            i: subject.ownerId,
          }
        : { k: 'p', o: ownerCode(subject.ownerType), i: subject.ownerId };
    return this.jwt.sign(
      { ...claims, exp: this.endOfDay(validity) },
      { secret: this.secret, algorithm: 'HS256', audience: AUDIENCE },
    );
  }

  read(token: string): CardTokenReading {
    let claims: (CardTokenClaims & { exp: number }) | undefined;
    let expired = false;
    try {
      claims = this.jwt.verify<CardTokenClaims & { exp: number }>(token.trim(), {
        secret: this.secret,
        algorithms: ['HS256'],
        audience: AUDIENCE,
      });
    } catch (err) {
      if ((err as { name?: string }).name !== 'TokenExpiredError')
        return { ok: false, reason: 'invalid' };
      // Signed by us but past its day: still read it, to say whose it was.
      claims = this.jwt.verify<CardTokenClaims & { exp: number }>(token.trim(), {
        secret: this.secret,
        algorithms: ['HS256'],
        audience: AUDIENCE,
        ignoreExpiration: true,
      });
      expired = true;
    }
    const subject = this.subjectOf(claims);
    if (!subject || typeof claims.exp !== 'number') return { ok: false, reason: 'invalid' };
    const validity = this.dayOf(claims.exp);
    return expired
      ? { ok: false, reason: 'expired', subject, validity }
      : { ok: true, subject, validity };
  }

  private subjectOf(c: Partial<CardTokenClaims>): CardTokenSubject | null {
    const type = ownerType(String(c.o));
    if (!type || typeof c.i !== 'string') return null;
    if (c.k === 'p') return { kind: 'person', ownerType: type, ownerId: c.i };
    if (c.k === 'c' && Number.isInteger(c.c) && Number.isInteger(c.v)) {
      return {
        kind: 'card',
        cardId: c.c as number,
        code: c.v as number,
        ownerType: type,
        ownerId: c.i,
      };
    }
    return null;
  }
}
