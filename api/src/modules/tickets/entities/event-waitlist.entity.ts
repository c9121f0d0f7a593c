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
import { Associate } from '../../associates/entities/associate.entity.js';
import { Event } from '../../events/entities/event.entity.js';

/** 1 Aguardando, 2 Oferta enviada, 3 Atendido, 4 Expirado, 5 Saiu. */
export enum WaitlistStatus {
  Waiting = 1,
  Offered = 2,
  Served = 3,
  Expired = 4,
  Left = 5,
}

export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  [WaitlistStatus.Waiting]: 'Aguardando',
  [WaitlistStatus.Offered]: 'Oferta enviada',
  [WaitlistStatus.Served]: 'Atendido',
  [WaitlistStatus.Expired]: 'Expirado',
  [WaitlistStatus.Left]: 'Saiu',
};

/** The partial unique index: one active entry (1, 2) per member and event. */
export const WAITLIST_ACTIVE_INDEX = 'UQ_event_waitlist_active';

/**
 * A member in line for a sold-out event's tickets, served in order of arrival. An offer
 * (Oferta enviada) holds `offered_quantity` tickets for him until `offer_expires_at`; those count
 * as taken for everybody else (`ticket-stock.ts`). One active entry (Aguardando, Oferta enviada)
 * per member and event (partial unique index written in the migration).
 */
@Entity({ name: 'event_waitlist' })
@Index(WAITLIST_ACTIVE_INDEX, { synchronize: false })
@Index('IDX_event_waitlist_event', ['event', 'status', 'id'])
@Check('CHK_event_waitlist_quantity', '"quantity" BETWEEN 1 AND 10')
@Check('CHK_event_waitlist_status', '"status" BETWEEN 1 AND 5')
@Check('CHK_event_waitlist_offered', '"offered_quantity" IS NULL OR "offered_quantity" >= 1')
export class EventWaitlist {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Event, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event: Relation<Event>;

  @Column({ name: 'event_id', type: 'integer' })
  eventId: number;

  @Index('IDX_event_waitlist_associate')
  @ManyToOne(() => Associate, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'associate_id' })
  associate: Relation<Associate>;

  @Column({ name: 'associate_id', type: 'uuid' })
  associateId: string;

  @Column({ type: 'smallint' })
  quantity: number;

  @Column({ type: 'smallint', default: WaitlistStatus.Waiting })
  status: WaitlistStatus;

  @Column({ name: 'offered_quantity', type: 'smallint', nullable: true })
  offeredQuantity: number | null;

  @Column({ name: 'offer_expires_at', type: 'timestamptz', nullable: true })
  offerExpiresAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
