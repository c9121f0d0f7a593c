import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { Order } from '../../orders/entities/order.entity.js';

export type PaymentType = 'credit' | 'debit' | 'pix';

/**
 * Where a payment attempt stands on our side. `processing`: sent to the acquirer, answer not
 * known yet (a crash here is settled by the reconciliation); `pending`: the acquirer holds it
 * open (a Pix waiting to be paid); `paid`, `declined`, `refunding` (paid, but the order could
 * no longer be honoured — a Pix paid after its order expired and its slot or tickets were
 * taken: the void is asked of the acquirer, again by the reconciliation until it answers),
 * `refunded` (money returned), `failed` (the acquirer could not be reached or the Pix expired
 * unpaid: nothing was charged). Written by name (`PaymentState.Paid`), in SQL too.
 */
export const PaymentState = {
  Processing: 'processing',
  Pending: 'pending',
  Paid: 'paid',
  Declined: 'declined',
  Refunding: 'refunding',
  Refunded: 'refunded',
  Failed: 'failed',
} as const;
export type PaymentState = (typeof PaymentState)[keyof typeof PaymentState];

/** SQL: a list of states as text literals (`'processing', 'pending'`), for `IN (…)`. */
export const statesSql = (states: readonly string[]): string =>
  states.map((s) => `'${s}'`).join(', ');

/** At most one attempt of an order in these states: a second one is refused (never two charges). */
export const OPEN_PAYMENT_STATES: readonly PaymentState[] = [
  PaymentState.Processing,
  PaymentState.Pending,
  PaymentState.Paid,
];
/** The longest acquirer's return message kept (the column's length): a longer one is cut. */
export const RETURN_MESSAGE_LENGTH = 200;
/** The unique index of OPEN_PAYMENT_STATES per order. */
export const PAYMENT_OPEN_INDEX = 'UQ_payment_order_open';
/** An acquirer's PaymentId belongs to one attempt. */
export const PAYMENT_ACQUIRER_ID_INDEX = 'UQ_payment_acquirer_id';

/**
 * One payment attempt of an order, as the acquirer reported it. Never holds card data (no
 * number, no security code, no holder): the brand and the acquirer's ids and answers only.
 */
@Entity({ name: 'payment' })
@Index(PAYMENT_OPEN_INDEX, ['orderId'], {
  unique: true,
  where: `"state" IN (${statesSql(OPEN_PAYMENT_STATES)})`,
})
@Index('IDX_payment_state_created', ['state', 'createdAt'])
@Check('CHK_payment_type', `"type" IN ('credit', 'debit', 'pix')`)
@Check('CHK_payment_state', `"state" IN (${statesSql(Object.values(PaymentState))})`)
@Check('CHK_payment_amount', '"amount_cents" >= 0')
export class Payment {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Order, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order>;

  @Column({ name: 'order_id', type: 'integer' })
  orderId: number;

  /** 'sandbox' | 'cielo' */
  @Column({ type: 'varchar', length: 20 })
  acquirer: string;

  /** The acquirer's PaymentId, once it answered. */
  @Index(PAYMENT_ACQUIRER_ID_INDEX, { unique: true })
  @Column({ name: 'acquirer_payment_id', type: 'varchar', length: 64, nullable: true })
  acquirerPaymentId: string | null;

  /** The RequestId header of the sale (our idempotency key towards the acquirer). */
  @Column({ name: 'request_id', type: 'uuid' })
  requestId: string;

  @Column({ type: 'varchar', length: 10 })
  type: PaymentType;

  @Column({ type: 'varchar', length: 12 })
  state: PaymentState;

  /** The acquirer's last status number (AcquirerStatus), null before it answered. */
  @Column({ name: 'acquirer_status', type: 'smallint', nullable: true })
  acquirerStatus: number | null;

  @Column({ name: 'amount_cents', type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 20, nullable: true })
  brand: string | null;

  @Column({ name: 'return_code', type: 'varchar', length: 10, nullable: true })
  returnCode: string | null;

  @Column({
    name: 'return_message',
    type: 'varchar',
    length: RETURN_MESSAGE_LENGTH,
    nullable: true,
  })
  returnMessage: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  tid: string | null;

  @Column({ name: 'authorization_code', type: 'varchar', length: 20, nullable: true })
  authorizationCode: string | null;

  /** Pix: the copy-paste code and its QR (PNG, base64), while it can be paid. */
  @Column({ name: 'qr_code_string', type: 'text', nullable: true })
  qrCodeString: string | null;

  @Column({ name: 'qr_code_image', type: 'text', nullable: true })
  qrCodeImage: string | null;

  @Column({ name: 'end_to_end_id', type: 'varchar', length: 64, nullable: true })
  endToEndId: string | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  /** While set and in the future, one API process is asking the acquirer for its refunds. */
  @Column({ name: 'refund_claimed_until', type: 'timestamptz', nullable: true })
  refundClaimedUntil: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
