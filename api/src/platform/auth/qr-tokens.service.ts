import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JWT_SECRETS } from './auth.tokens.js';
import type { JwtSecrets } from './jwt-secrets.js';

/**
 * What a QR code read at the gate may be: a membership card ('card'), a reservation's
 * invitation ('invitation') or an event ticket or invitation ('ticket'). Each is the audience of
 * its tokens, so a token of one kind is never read as another.
 */
export type QrAudience = 'card' | 'invitation' | 'ticket';

/** The passes a guest shows: the invitation of a reservation or an event's ticket. */
export type PassKind = Exclude<QrAudience, 'card'>;

export type QrReading<C> =
  | { ok: true; claims: C }
  /** Signed by us, of this audience, but past its `exp`: still read, to say whose it was. */
  | { ok: false; reason: 'expired'; claims: C }
  | { ok: false; reason: 'invalid' };

/**
 * The one place that signs and reads what the gate's QR codes carry: compact JWS, HS256, with a
 * secret of their own (CARD_TOKEN_SECRET, or one derived from the staff JWT secret by HKDF so
 * every replica agrees without another setting, and production, which requires the staff
 * secret, always has one). The audience tells the kinds apart. Reading checks the signature,
 * the audience and the time only: what the token names is then compared with the database.
 */
@Injectable()
export class QrTokensService {
  private readonly secret: string;

  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(JWT_SECRETS) secrets: JwtSecrets,
  ) {
    this.secret =
      config.jwt.cardSecret ??
      Buffer.from(
        hkdfSync('sha256', secrets.staff, 'clube-card-token', 'card-qr-token-v1', 32),
      ).toString('base64url');
  }

  /**
   * Signs `claims` for `audience`; with `exp` (seconds) the token expires then. Without it the
   * token carries no time at all (`noTimestamp`): the same claims always give the same token.
   */
  sign(audience: QrAudience, claims: Record<string, unknown>, exp?: number): string {
    return exp === undefined
      ? this.jwt.sign(claims, {
          secret: this.secret,
          algorithm: 'HS256',
          audience,
          noTimestamp: true,
        })
      : this.jwt.sign({ ...claims, exp }, { secret: this.secret, algorithm: 'HS256', audience });
  }

  /** Reads a token of `audience`: forged, altered, of another kind or malformed is 'invalid'. */
  read<C extends object>(audience: QrAudience, token: string): QrReading<C> {
    const options = { secret: this.secret, algorithms: ['HS256' as const], audience };
    try {
      return { ok: true, claims: this.jwt.verify<C & object>(token.trim(), options) };
    } catch (err) {
      if ((err as { name?: string }).name !== 'TokenExpiredError') {
        return { ok: false, reason: 'invalid' };
      }
      // The time is checked before the audience: an expired token of another kind is invalid.
      try {
        const claims = this.jwt.verify<C & object>(token.trim(), {
          ...options,
          ignoreExpiration: true,
        });
        return { ok: false, reason: 'expired', claims };
      } catch {
        return { ok: false, reason: 'invalid' };
      }
    }
  }

  /**
   * The QR content of an invitation or ticket: `{ n: id }` for its kind. It never expires by
   * itself (the gate decides by the day, the status and the single use, read from the
   * database) and is the same every time it is drawn.
   */
  signPass(kind: PassKind, id: number): string {
    return this.sign(kind, { n: id });
  }

  /**
   * A short signature (HMAC-SHA256 with the QR secret, the first 8 bytes as 16 upper-case hex
   * digits) of `text` for `audience`: for QR contents too small for a JWS (the member area's
   * card code). The audience is part of what is signed, so kinds stay apart as with the tokens.
   */
  shortSignature(audience: QrAudience, text: string): string {
    return createHmac('sha256', this.secret)
      .update(`${audience}|${text}`)
      .digest()
      .subarray(0, 8)
      .toString('hex')
      .toUpperCase();
  }

  /** Whether `signature` is the short signature of `text` for `audience` (constant time). */
  checkShortSignature(audience: QrAudience, text: string, signature: string): boolean {
    const expected = Buffer.from(this.shortSignature(audience, text));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The invitation's or ticket's id a pass token of `kind` names; null when not one of ours. */
  readPass(kind: PassKind, token: string): number | null {
    const read = this.read<{ n?: unknown }>(kind, token);
    if (!read.ok) return null;
    const id = read.claims.n;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
  }
}
