import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Event } from './event.entity.js';

/** One day of an event (1..30 per event, ordered by start): instants, end after start. */
@Entity({ name: 'event_date' })
@Index('IDX_event_date_event', ['event', 'startsAt'])
@Check('CHK_event_date_period', '"ends_at" > "starts_at"')
export class EventDate {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Event, (e) => e.dates, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event: Relation<Event>;

  @Column({ name: 'event_id', type: 'integer' })
  eventId: number;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;
}
