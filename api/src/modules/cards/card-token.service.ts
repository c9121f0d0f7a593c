import { Inject, Injectable } from '@nestjs/common';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { CardOwnerType } from '@clube/shared';
import { QrTokensService } from '../../platform/auth/qr-tokens.service.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';

dayjs.extend(utc);
dayjs.extend(timezone);

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
 * The cards' QR tokens, signed and read by the gate's one QR signer (`QrTokensService`,
 * audience 'card': never accepted as an access token or as an invitation, and vice versa). A
 * token expires at the end of its validity day in the club's time zone. Reading it checks only
 * the signature and the time: the gate check (CardCheckService.verify) then compares it with the
 * database.
 */
@Injectable()
export class CardTokenService {
  constructor(
    private readonly qr: QrTokensService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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
    return this.qr.sign('card', { ...claims }, this.endOfDay(validity));
  }

  read(token: string): CardTokenReading {
    const read = this.qr.read<CardTokenClaims & { exp: number }>('card', token);
    if (!read.ok && read.reason === 'invalid') return { ok: false, reason: 'invalid' };
    const { claims } = read;
    const subject = this.subjectOf(claims);
    if (!subject || typeof claims.exp !== 'number') return { ok: false, reason: 'invalid' };
    const validity = this.dayOf(claims.exp);
    return read.ok
      ? { ok: true, subject, validity }
      : { ok: false, reason: 'expired', subject, validity };
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
