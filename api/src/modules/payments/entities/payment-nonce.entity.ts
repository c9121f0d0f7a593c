import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The nonces of the card and customer payloads (JWE) already used: a payload is accepted once.
 * Kept until `expires_at` (past it the payload is refused as stale anyway), then swept.
 */
@Entity({ name: 'payment_nonce' })
export class PaymentNonce {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  nonce: string;

  @Column({ name: 'order_id', type: 'integer' })
  orderId: number;

  @Index('IDX_payment_nonce_expires')
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
