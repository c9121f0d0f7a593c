import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  calculateJwkThumbprint,
  compactDecrypt,
  decodeProtectedHeader,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importPKCS8,
  type CryptoKey,
  type JWK,
} from 'jose';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { PaymentKey } from './entities/payment-key.entity.js';

export const KEY_ALG = 'RSA-OAEP-256';
export const KEY_ENC = 'A256GCM';
/** A key is published this long, then kept one more day to decrypt what was made with it. */
export const KEY_PUBLISHED_DAYS = 30;
const DAY_MS = 86_400_000;
/** How long a process keeps the keys it read before looking at the table again. */
const CACHE_MS = 60_000;

export interface PublicPaymentKey {
  kid: string;
  jwk: JWK;
}

interface LoadedKey extends PublicPaymentKey {
  privateKey: CryptoKey;
  retiresAt: number;
}

/** The JWE could not be decrypted (unknown key, tampered, not a JWE, wrong algorithms). */
export class PaymentPayloadUnreadableError extends Error {}

/**
 * The keys the browsers encrypt card data with (JWE RSA-OAEP-256 + A256GCM): the current
 * public key is published with its kid; decryption happens in memory only. With
 * PAYMENT_PRIVATE_KEY the club's own key is used (kid = its JWK thumbprint); otherwise a key
 * pair is generated and kept in `payment_key`, shared by every API process, replaced after
 * KEY_PUBLISHED_DAYS (the previous one still decrypts for a day).
 */
@Injectable()
export class PaymentKeysService {
  private cache: { at: number; keys: LoadedKey[] } | null = null;
  private loading: Promise<LoadedKey[]> | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The key browsers should use now. */
  async current(): Promise<PublicPaymentKey> {
    const keys = await this.keys();
    const now = Date.now();
    const live = keys.filter((k) => k.retiresAt > now);
    const key = live[0] ?? (await this.keys(true)).find((k) => k.retiresAt > Date.now());
    if (!key) throw new Error('no payment key');
    return { kid: key.kid, jwk: key.jwk };
  }

  /** The plaintext of a compact JWE made with one of our keys; throws when it is not. */
  async decrypt(jwe: string): Promise<Uint8Array> {
    let kid: string | undefined;
    try {
      const header = decodeProtectedHeader(jwe);
      if (header.alg !== KEY_ALG || header.enc !== KEY_ENC) throw new Error('algorithms');
      kid = header.kid;
    } catch {
      throw new PaymentPayloadUnreadableError('not a JWE of ours');
    }
    let key = (await this.keys()).find((k) => k.kid === kid);
    if (!key) key = (await this.keys(true)).find((k) => k.kid === kid);
    if (!key) throw new PaymentPayloadUnreadableError('unknown key');
    try {
      const { plaintext } = await compactDecrypt(jwe, key.privateKey, {
        keyManagementAlgorithms: [KEY_ALG],
        contentEncryptionAlgorithms: [KEY_ENC],
      });
      return plaintext;
    } catch {
      throw new PaymentPayloadUnreadableError('cannot decrypt');
    }
  }

  private async keys(fresh = false): Promise<LoadedKey[]> {
    if (!fresh && this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache.keys;
    this.loading ??= this.load().finally(() => (this.loading = null));
    const keys = await this.loading;
    this.cache = { at: Date.now(), keys };
    return keys;
  }

  private async load(): Promise<LoadedKey[]> {
    if (this.config.payments.privateKeyPem) return [await this.configured()];
    const repo = this.db.getRepository(PaymentKey);
    await repo.createQueryBuilder().delete().where('expires_at <= now()').execute();
    let rows = await repo.find({ order: { createdAt: 'DESC' } });
    if (!rows.some((r) => r.retiresAt.getTime() > Date.now())) {
      await this.generate();
      rows = await repo.find({ order: { createdAt: 'DESC' } });
    }
    return Promise.all(
      rows.map(async (r) => ({
        kid: r.kid,
        jwk: { ...r.publicJwk, kid: r.kid, alg: KEY_ALG, use: 'enc' } as JWK,
        privateKey: await importPKCS8(r.privatePem, KEY_ALG),
        retiresAt: r.retiresAt.getTime(),
      })),
    );
  }

  /** A new key pair, stored. Two processes doing it at once each add one: both are valid. */
  private async generate(): Promise<void> {
    const { publicKey, privateKey } = await generateKeyPair(KEY_ALG, {
      modulusLength: 2048,
      extractable: true,
    });
    const { kty, n, e } = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint({ kty: kty as string, n, e });
    const now = Date.now();
    await this.db.getRepository(PaymentKey).insert({
      kid,
      privatePem: await exportPKCS8(privateKey),
      publicJwk: { kty: kty as string, n: n as string, e: e as string },
      retiresAt: new Date(now + KEY_PUBLISHED_DAYS * DAY_MS),
      expiresAt: new Date(now + (KEY_PUBLISHED_DAYS + 1) * DAY_MS),
    });
  }

  private async configured(): Promise<LoadedKey> {
    const pem = this.config.payments.privateKeyPem as string;
    const privateKey = await importPKCS8(pem, KEY_ALG, { extractable: true });
    const { kty, n, e } = await exportJWK(privateKey);
    const publicJwk = { kty: kty as string, n: n as string, e: e as string };
    const kid = await calculateJwkThumbprint(publicJwk);
    return {
      kid,
      jwk: { ...publicJwk, kid, alg: KEY_ALG, use: 'enc' },
      privateKey: await importPKCS8(pem, KEY_ALG),
      retiresAt: Number.POSITIVE_INFINITY,
    };
  }
}

/** A card's fingerprint: HMAC-SHA-256 of the number under a server secret, never the number. */
export function cardFingerprint(secret: string, cardNumber: string): string {
  return createHmac('sha256', `card-fingerprint:${secret}`).update(cardNumber).digest('hex');
}
