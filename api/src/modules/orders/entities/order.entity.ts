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
import { Associate } from '../../associates/entities/associate.entity.js';

/** 1 Pendente, 2 Finalizado, 3 Cancelado, 4 Expirado. */
export enum OrderStatus {
  Pending = 1,
  Finished = 2,
  Cancelled = 3,
  Expired = 4,
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  [OrderStatus.Pending]: 'Pendente',
  [OrderStatus.Finished]: 'Finalizado',
  [OrderStatus.Cancelled]: 'Cancelado',
  [OrderStatus.Expired]: 'Expirado',
};

export type OrderKind = 'reserva' | 'evento';

/**
 * A member's order (pedido): a place reservation now, event tickets later. The table is
 * `purchase_order` ("order" is an SQL keyword). Money in integer cents. A Pendente order with a
 * total above 0 holds its reservation until `expires_at`; once that has passed it IS Expirado
 * (every read says so; the row is written 4 lazily when touched, no job needed). Payment fields
 * are set by the checkout. Listed per member newest first: index on (associate_id, created_at
 * DESC), written in the migration.
 */
@Entity({ name: 'purchase_order' })
@Index('IDX_purchase_order_associate', { synchronize: false })
@Check('CHK_purchase_order_kind', `"kind" IN ('reserva', 'evento')`)
@Check('CHK_purchase_order_status', '"status" BETWEEN 1 AND 4')
@Check('CHK_purchase_order_total', '"total_cents" >= 0')
export class Order {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Associate, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'associate_id' })
  associate: Relation<Associate>;

  @Column({ name: 'associate_id', type: 'uuid' })
  associateId: string;

  @Column({ type: 'varchar', length: 10 })
  kind: OrderKind;

  @Column({ type: 'smallint', default: OrderStatus.Pending })
  status: OrderStatus;

  @Column({ name: 'total_cents', type: 'integer' })
  total: number;

  /** Payment deadline of a Pendente order with a total above 0; null otherwise. */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  /** 'credit' | 'debit' | 'pix' (set by the checkout). */
  @Column({ name: 'payment_type', type: 'varchar', length: 10, nullable: true })
  paymentType: string | null;

  @Column({ name: 'card_brand', type: 'varchar', length: 20, nullable: true })
  cardBrand: string | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
