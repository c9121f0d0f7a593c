import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Exclusion,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  OneToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { Associate } from '../../associates/entities/associate.entity.js';
import { Local } from '../../locals/entities/local.entity.js';
import { Order } from '../../orders/entities/order.entity.js';
import { ReservationInvitation } from './reservation-invitation.entity.js';

/** 1 Pendente, 2 Confirmada, 3 Cancelada, 4 Expirada. */
export enum ReservationStatus {
  Pending = 1,
  Confirmed = 2,
  Cancelled = 3,
  Expired = 4,
}

export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  [ReservationStatus.Pending]: 'Pendente',
  [ReservationStatus.Confirmed]: 'Confirmada',
  [ReservationStatus.Cancelled]: 'Cancelada',
  [ReservationStatus.Expired]: 'Expirada',
};

/** The exclusion constraint: two reservations of one place stored Pendente or Confirmada never overlap. */
export const RESERVATION_OVERLAP_CONSTRAINT = 'EXC_local_reservation_overlap';

/**
 * A member's reservation of a place for one slot `[starts_at, ends_at)` (instants), with its
 * order (one each) and its guests' invitations. Pendente holds the slot until
 * `hold_expires_at` (while the order is paid); after that it IS Expirada (reads say so; the
 * booking transaction writes Expirada lazily). The rules by name (effective status, occupying
 * the slot) and their SQL are `reservation-status.ts`'s. The database refuses overlapping
 * reservations of one place whose stored status is Pendente or Confirmada (exclusion
 * constraint, GiST with btree_gist); the booking first marks the overlapping expired holds
 * Expirada, so they never block.
 */
@Entity({ name: 'local_reservation' })
@Exclusion(
  RESERVATION_OVERLAP_CONSTRAINT,
  `USING gist ("local_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" IN (${ReservationStatus.Pending}, ${ReservationStatus.Confirmed}))`,
)
@Index('IDX_local_reservation_associate', ['associate', 'startsAt'])
@Index('IDX_local_reservation_starts_at', ['startsAt'])
@Check('CHK_local_reservation_period', '"ends_at" > "starts_at"')
@Check(
  'CHK_local_reservation_status',
  `"status" BETWEEN ${ReservationStatus.Pending} AND ${ReservationStatus.Expired}`,
)
export class LocalReservation {
  @PrimaryGeneratedColumn()
  id: number;

  @OneToOne(() => Order, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order>;

  @Column({ name: 'order_id', type: 'integer' })
  orderId: number;

  @ManyToOne(() => Local, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'local_id' })
  local: Relation<Local>;

  @Column({ name: 'local_id', type: 'integer' })
  localId: number;

  @ManyToOne(() => Associate, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'associate_id' })
  associate: Relation<Associate>;

  @Column({ name: 'associate_id', type: 'uuid' })
  associateId: string;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;

  @Column({ type: 'smallint', default: ReservationStatus.Pending })
  status: ReservationStatus;

  /** Until when a Pendente reservation holds the slot; null once confirmed (or when free). */
  @Column({ name: 'hold_expires_at', type: 'timestamptz', nullable: true })
  holdExpiresAt: Date | null;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @OneToMany(() => ReservationInvitation, (i) => i.reservation)
  invitations: Relation<ReservationInvitation>[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
