import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * The sandbox acquirer's own ledger: what the simulated provider would keep on its side, so a
 * query by PaymentId answers the same on every API process. No card data: the last digit that
 * decided the outcome is all it needed. Only the `sandbox` adapter reads or writes it.
 */
@Entity({ name: 'sandbox_sale' })
export class SandboxSale {
  @PrimaryColumn({ name: 'payment_id', type: 'uuid' })
  paymentId: string;

  /** RequestId: the same request twice is the same sale. */
  @Column({ name: 'request_id', type: 'uuid', unique: true })
  requestId: string;

  @Column({ name: 'merchant_order_id', type: 'varchar', length: 50 })
  merchantOrderId: string;

  /** 'CreditCard' | 'DebitCard' | 'Pix' */
  @Column({ type: 'varchar', length: 12 })
  type: string;

  @Column({ type: 'smallint' })
  status: number;

  @Column({ name: 'amount_cents', type: 'integer' })
  amount: number;

  /** Voided or refunded so far (partial voids add up; the whole amount: status 10/11). */
  @Column({ name: 'refunded_cents', type: 'integer', default: 0 })
  refunded: number;

  @Column({ name: 'return_code', type: 'varchar', length: 10, nullable: true })
  returnCode: string | null;

  @Column({ name: 'return_message', type: 'varchar', length: 200, nullable: true })
  returnMessage: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  brand: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  tid: string | null;

  @Column({ name: 'authorization_code', type: 'varchar', length: 20, nullable: true })
  authorizationCode: string | null;

  @Column({ name: 'qr_code_string', type: 'text', nullable: true })
  qrCodeString: string | null;

  @Column({ name: 'end_to_end_id', type: 'varchar', length: 64, nullable: true })
  endToEndId: string | null;

  /** Pix: past it the QR can no longer be paid (2 h, like the acquirer). */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
