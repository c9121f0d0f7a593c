import { Inject, Injectable } from '@nestjs/common';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { CARD_QR_CODE_PATTERN, type CardOwnerType } from '@clube/shared';
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

/** A member area card code ('C1.…', CARD_QR_CODE_PATTERN) as written, before the database. */
export interface CardCodeParts {
  memberNumber: number;
  /** The issued card's id and validation code; 0 and 0 for the person's card. */
  cardId: number;
  code: number;
  /** The validity day, yyyy-mm-dd. */
  validity: string;
  signature: string;
}

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

  /**
   * The member area card's QR content (issue 26), short enough for a version 3 symbol: the
   * person's member number, the issued card (id and validation code, 0 for none), the validity
   * day and a short signature over all of it and the owner's kind and id. The gate resolves the
   * number to the person (`readCode`, then CardCheckService) and checks the signature against
   * what the database holds, so a card whose code staff changed, or a number made up, fails.
   */
  signCode(memberNumber: number, subject: CardTokenSubject, validity: string): string {
    const cardId = subject.kind === 'card' ? subject.cardId : 0;
    const code = subject.kind === 'card' ? subject.code : 0;
    const day = validity.replaceAll('-', '');
    const head = `C1.${memberNumber}.${cardId}.${code}.${day}`;
    return `${head}.${this.qr.shortSignature('card', this.signedText(head, subject))}`;
  }

  /** The parts of a member area card code, or null when the text is not one (a JWS, say). */
  readCode(text: string): CardCodeParts | null {
    const m = CARD_QR_CODE_PATTERN.exec(text.trim());
    if (!m) return null;
    const [, number, cardId, code, day, signature] = m;
    const validity = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
    if (dayjs.utc(validity).format('YYYY-MM-DD') !== validity) return null;
    const parts = {
      memberNumber: Number(number),
      cardId: Number(cardId),
      code: Number(code),
      validity,
      signature,
    };
    return Number.isSafeInteger(parts.memberNumber) && Number.isSafeInteger(parts.cardId)
      ? parts
      : null;
  }

  /**
   * A code's reading once its number was resolved to the person (`owner`): 'invalid' when the
   * signature is not ours for that person and card, 'expired' past its validity day (club time
   * zone), else valid — the shape of a token's reading, so the gate decides the same way.
   */
  readCodeFor(
    parts: CardCodeParts,
    owner: { ownerType: CardOwnerType; ownerId: string },
    today: string,
  ): CardTokenReading {
    const subject: CardTokenSubject =
      parts.cardId > 0
        ? { kind: 'card', cardId: parts.cardId, code: parts.code, ...owner }
        : { kind: 'person', ...owner };
    const head = `C1.${parts.memberNumber}.${parts.cardId}.${parts.code}.${parts.validity.replaceAll('-', '')}`;
    if (!this.qr.checkShortSignature('card', this.signedText(head, subject), parts.signature)) {
      return { ok: false, reason: 'invalid' };
    }
    return parts.validity < today
      ? { ok: false, reason: 'expired', subject, validity: parts.validity }
      : { ok: true, subject, validity: parts.validity };
  }

  /** What a card code's signature covers: the code's head and whose card it is. */
  private signedText(head: string, subject: CardTokenSubject): string {
    return `${head}|${ownerCode(subject.ownerType)}|${subject.ownerId}`;
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
