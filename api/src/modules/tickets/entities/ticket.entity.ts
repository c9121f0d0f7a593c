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
import { Event } from '../../events/entities/event.entity.js';
import { Order } from '../../orders/entities/order.entity.js';
import type { GuestKind } from '../../reservations/entities/reservation-invitation.entity.js';
import { TicketTemplate } from '../../ticket-template/entities/ticket-template.entity.js';

/** 1 Confirmado, 2 Pendente (awaiting payment), 3 Cancelado, 4 Expirado. */
export enum TicketStatus {
  Confirmed = 1,
  Pending = 2,
  Cancelled = 3,
  Expired = 4,
}

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  [TicketStatus.Confirmed]: 'Confirmado',
  [TicketStatus.Pending]: 'Pendente',
  [TicketStatus.Cancelled]: 'Cancelado',
  [TicketStatus.Expired]: 'Expirado',
};

/** The partial unique index: one active ticket (1, 2) per CPF and event. */
export const TICKET_ACTIVE_CPF_INDEX = 'UQ_ticket_active_cpf';

/**
 * An invitation (convite, code '000' + id): bought by a member for a guest of an event (with
 * its order), or issued by staff (no order; possibly no event). A Pendente ticket holds its
 * place in the stock until `hold_expires_at`; after that it IS Expirado (written 4 lazily).
 * Active = Confirmado, or Pendente with a hold not yet expired (the rule, in SQL and in memory:
 * `ticket-stock.ts`). Among tickets whose stored status is Confirmado or Pendente, a CPF holds
 * at most one per event (partial unique index written in the migration; its refusal means
 * `tickets.constraints.ts`). `used_at` is set at the gate.
 */
@Entity({ name: 'ticket' })
@Index(TICKET_ACTIVE_CPF_INDEX, { synchronize: false })
@Index('IDX_ticket_event_status', ['event', 'status'])
@Check('CHK_ticket_status', '"status" BETWEEN 1 AND 4')
@Check('CHK_ticket_value', '"value_cents" >= 0')
@Check('CHK_ticket_kind', `"kind" IN ('associate', 'dependent', 'guest')`)
export class Ticket {
  @PrimaryGeneratedColumn()
  id: number;

  /** Null: a staff invitation not tied to an event. */
  @ManyToOne(() => Event, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'event_id' })
  event: Relation<Event> | null;

  @Column({ name: 'event_id', type: 'integer', nullable: true })
  eventId: number | null;

  /** Null: issued by staff. */
  @Index('IDX_ticket_order')
  @ManyToOne(() => Order, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order> | null;

  @Column({ name: 'order_id', type: 'integer', nullable: true })
  orderId: number | null;

  /** The buyer. */
  @Index('IDX_ticket_associate')
  @ManyToOne(() => Associate, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'associate_id' })
  associate: Relation<Associate> | null;

  @Column({ name: 'associate_id', type: 'uuid', nullable: true })
  associateId: string | null;

  @Column({ type: 'varchar', length: 150 })
  name: string;

  /** CPF, 11 digits. */
  @Column({ type: 'char', length: 11, nullable: true })
  cpf: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  kind: GuestKind | null;

  @Column({ type: 'varchar', length: 150 })
  title: string;

  @Column({ type: 'text', nullable: true })
  text: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  address: string | null;

  @Column({ name: 'value_cents', type: 'integer', default: 0 })
  value: number;

  /** The first day's start for a purchased ticket. */
  @Column({ name: 'event_date', type: 'timestamptz' })
  eventDate: Date;

  @ManyToOne(() => TicketTemplate, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'ticket_template_id' })
  ticketTemplate: Relation<TicketTemplate> | null;

  @Column({ name: 'ticket_template_id', type: 'integer', nullable: true })
  ticketTemplateId: number | null;

  @Column({ type: 'smallint', default: TicketStatus.Confirmed })
  status: TicketStatus;

  @Column({ name: 'hold_expires_at', type: 'timestamptz', nullable: true })
  holdExpiresAt: Date | null;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
