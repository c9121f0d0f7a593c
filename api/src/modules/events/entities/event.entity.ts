import {
  DEFAULT_TICKET_CANCEL_HOURS,
  EVENT_TICKET_LIMIT_DEFAULTS,
  EVENT_TICKET_LIMIT_MAX,
  TICKET_CANCEL_HOURS_MAX,
} from '@clube/shared';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { StoredFile } from '../../files/entities/stored-file.entity.js';
import { Local } from '../../locals/entities/local.entity.js';
import { TicketTemplate } from '../../ticket-template/entities/ticket-template.entity.js';
import { EventDate } from './event-date.entity.js';
import { EventFile } from './event-file.entity.js';

/** 1 Ativo, 2 Inativo. */
export enum EventStatus {
  Active = 1,
  Inactive = 2,
}

/** Most tickets an event may put on sale (the admin's 4-digit mask). */
export { EVENT_TICKETS_MAX } from '@clube/shared';

export { DEFAULT_TICKET_CANCEL_HOURS, TICKET_CANCEL_HOURS_MAX };

/**
 * A club event whose invitations (tickets) members buy for their guests: where (a place),
 * when (1..30 days, `event_date`), the sale window `[start_sale, end_sale)`, the stock
 * (`tickets_total`), the price of a paying guest in cents and how many club people (active
 * associates or dependents) a buyer may invite for free (`free_limit`). Sanitized HTML in
 * description and observations; a card image (16:9) and an ordered gallery (`event_file`).
 * Without a ticket template, the settings' default template draws the invitations.
 */
@Entity({ name: 'event' })
@Check('CHK_event_sale_period', '"end_sale" > "start_sale"')
@Check('CHK_event_free_limit', '"free_limit" >= 0')
@Check('CHK_event_tickets_total', '"tickets_total" BETWEEN 0 AND 9999')
@Check('CHK_event_guest_price', '"guest_price_cents" >= 0')
@Check('CHK_event_status', '"status" IN (1, 2)')
@Check(
  'CHK_event_ticket_limits',
  `"max_tickets_per_order" BETWEEN 1 AND ${EVENT_TICKET_LIMIT_MAX} AND "max_tickets_per_member" BETWEEN 1 AND ${EVENT_TICKET_LIMIT_MAX}`,
)
@Check(
  'CHK_event_ticket_cancel_hours',
  `"ticket_cancel_hours" BETWEEN 0 AND ${TICKET_CANCEL_HOURS_MAX}`,
)
export class Event {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 150 })
  title: string;

  /** Sanitized HTML, required. */
  @Column({ type: 'text' })
  description: string;

  /** Sanitized HTML. */
  @Column({ type: 'text', nullable: true })
  observations: string | null;

  @Index('IDX_event_local')
  @ManyToOne(() => Local, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'local_id' })
  local: Relation<Local>;

  @Column({ name: 'local_id', type: 'integer' })
  localId: number;

  /** Null: the site settings' default template. */
  @Index('IDX_event_ticket_template')
  @ManyToOne(() => TicketTemplate, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'ticket_template_id' })
  ticketTemplate: Relation<TicketTemplate> | null;

  @Column({ name: 'ticket_template_id', type: 'integer', nullable: true })
  ticketTemplateId: number | null;

  @Column({ name: 'start_sale', type: 'timestamptz' })
  startSale: Date;

  @Column({ name: 'end_sale', type: 'timestamptz' })
  endSale: Date;

  /** Free invitations (club people) per buyer, over all his orders of this event. */
  @Column({ name: 'free_limit', type: 'integer', default: 0 })
  freeLimit: number;

  /** The stock: number of tickets for sale (0..9999). */
  @Column({ name: 'tickets_total', type: 'integer' })
  ticketsTotal: number;

  /**
   * Until how many hours before the event a member may cancel a ticket and get the money back
   * (`ticketCancelUntil`, tickets/ticket-cancel.ts). Not in the spec: 48 unless staff change it.
   */
  @Column({ name: 'ticket_cancel_hours', type: 'integer', default: DEFAULT_TICKET_CANCEL_HOURS })
  ticketCancelHours: number;

  /** Tickets one purchase may take (issue 25: one order cannot hold a whole event). */
  @Column({
    name: 'max_tickets_per_order',
    type: 'integer',
    default: EVENT_TICKET_LIMIT_DEFAULTS.perOrder,
  })
  maxTicketsPerOrder: number;

  /** Tickets one member may hold over all his orders of the event, holds included. */
  @Column({
    name: 'max_tickets_per_member',
    type: 'integer',
    default: EVENT_TICKET_LIMIT_DEFAULTS.perMember,
  })
  maxTicketsPerMember: number;

  @Column({ name: 'guest_price_cents', type: 'integer', default: 0 })
  guestPriceCents: number;

  /** The card image (16:9), jpg/png. */
  @ManyToOne(() => StoredFile, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'image_id' })
  image: Relation<StoredFile> | null;

  @Column({ type: 'boolean', default: false })
  emphasis: boolean;

  @Column({ type: 'smallint', default: EventStatus.Active })
  status: EventStatus;

  @OneToMany(() => EventDate, (d) => d.event)
  dates: Relation<EventDate>[];

  @OneToMany(() => EventFile, (f) => f.event)
  gallery: Relation<EventFile>[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
