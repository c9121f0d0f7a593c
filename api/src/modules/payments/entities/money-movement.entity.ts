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
} from 'typeorm';
import { Order } from '../../orders/entities/order.entity.js';
import { Payment, statesSql } from './payment.entity.js';

/**
 * The kinds of money movement. `capture`: the acquirer took the member's money for a payment
 * (once per payment); `refund`: money given back through the acquirer (a card void or a Pix
 * refund, whole or partial).
 */
export const MovementKind = { Capture: 'capture', Refund: 'refund' } as const;
export type MovementKind = (typeof MovementKind)[keyof typeof MovementKind];

/**
 * Where a movement stands: a capture is `done` when written; a refund is `requested` in the
 * transaction that decided it (a cancel, a guest removed, a payment that cannot confirm its
 * order) and `done` once the acquirer confirmed it (retried by the reconciliation until then).
 */
export const MovementState = { Requested: 'requested', Done: 'done' } as const;
export type MovementState = (typeof MovementState)[keyof typeof MovementState];

/** Why money went back (the member's e-mail, the charges report, the audit say it in words). */
export const RefundReason = {
  /** The member cancelled the reservation or the ticket before its deadline. */
  MemberCancelled: 'member-cancelled',
  /** Guests (or tickets) removed from a paid order: the difference. */
  GuestsRemoved: 'guests-removed',
  /** Staff cancelled the order (or deleted the paid reservation). */
  StaffCancelled: 'staff-cancelled',
  /** The amount paid is not what the order owed when it arrived. */
  AmountMismatch: 'amount-mismatch',
  /** Paid when the order could no longer be honoured (cancelled, its place taken meanwhile). */
  OrderUnavailable: 'order-unavailable',
  /** Voided or refunded at the acquirer, outside the portal (its panel, a chargeback). */
  AcquirerReturned: 'acquirer-returned',
} as const;
export type RefundReason = (typeof RefundReason)[keyof typeof RefundReason];

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  [RefundReason.MemberCancelled]: 'Cancelamento pelo associado',
  [RefundReason.GuestsRemoved]: 'Convidados ou ingressos retirados do pedido',
  [RefundReason.StaffCancelled]: 'Cancelamento pela secretaria',
  [RefundReason.AmountMismatch]: 'Valor pago diferente do valor devido',
  [RefundReason.OrderUnavailable]: 'Pedido indisponível quando o pagamento chegou',
  [RefundReason.AcquirerReturned]: 'Estorno feito na operadora',
};

/**
 * The ledger: every movement of the club's money for an order, one row each, never updated
 * but for a refund's `requested → done`. `npm run money:check` proves from it that, for every
 * order, captured − refunded = what its confirmed guests and tickets owe.
 */
@Entity({ name: 'money_movement' })
@Index('UQ_money_movement_capture', ['paymentId'], {
  unique: true,
  where: `"kind" = '${MovementKind.Capture}'`,
})
@Index('IDX_money_movement_order', ['orderId'])
@Index('IDX_money_movement_requested', ['state'], {
  where: `"state" = '${MovementState.Requested}'`,
})
@Check('CHK_money_movement_kind', `"kind" IN (${statesSql(Object.values(MovementKind))})`)
@Check('CHK_money_movement_state', `"state" IN (${statesSql(Object.values(MovementState))})`)
@Check('CHK_money_movement_amount', '"amount_cents" > 0')
@Check(
  'CHK_money_movement_capture_done',
  `"kind" <> '${MovementKind.Capture}' OR "state" = '${MovementState.Done}'`,
)
export class MoneyMovement {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Order, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order>;

  @Column({ name: 'order_id', type: 'integer' })
  orderId: number;

  @ManyToOne(() => Payment, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'payment_id' })
  payment: Relation<Payment>;

  @Column({ name: 'payment_id', type: 'integer' })
  paymentId: number;

  @Column({ type: 'varchar', length: 10 })
  kind: MovementKind;

  @Column({ type: 'varchar', length: 10 })
  state: MovementState;

  @Column({ name: 'amount_cents', type: 'integer' })
  amount: number;

  /** Refunds: why (RefundReason). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  reason: RefundReason | null;

  /** Refunds: who decided it — 'member', 'staff:<user id>', or 'system'. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  actor: string | null;

  /** Staff refunds: the reason typed in the back office. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  note: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'done_at', type: 'timestamptz', nullable: true })
  doneAt: Date | null;
}
