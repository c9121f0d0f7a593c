import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A 3-D Secure authentication: the issuer asks a challenge, or it passed, or it failed. */
export const AuthenticationState = {
  Challenge: 'challenge',
  Authenticated: 'authenticated',
  Failed: 'failed',
} as const;
export type AuthenticationState = (typeof AuthenticationState)[keyof typeof AuthenticationState];

/**
 * A 3-D Secure authentication of a debit card for an order (the issuer's part, simulated by the
 * sandbox). Holds no card data: `card_fingerprint` is an HMAC of the number with a server
 * secret, so the sale can check it is the card that was authenticated.
 */
@Entity({ name: 'payment_authentication' })
export class PaymentAuthentication {
  /** The ReferenceId. */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Index('IDX_payment_authentication_order')
  @Column({ name: 'order_id', type: 'integer' })
  orderId: number;

  @Column({ name: 'card_fingerprint', type: 'varchar', length: 64 })
  cardFingerprint: string;

  @Column({ type: 'varchar', length: 14 })
  state: AuthenticationState;

  /** What the issuer will answer to the challenge (sandbox: decided by the card number). */
  @Column({ name: 'challenge_passes', type: 'boolean' })
  challengePasses: boolean;

  @Column({ type: 'varchar', length: 64, nullable: true })
  cavv: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  xid: string | null;

  @Column({ type: 'varchar', length: 4, nullable: true })
  eci: string | null;

  /** Used by a sale: an authentication pays once. */
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
