import { Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { OrderedFile } from '../../content/ordered-file.entity.js';
import { Event } from './event.entity.js';

/** A photo of an event's gallery, in order. */
@Entity({ name: 'event_file' })
@Index('IDX_event_file_order', ['event', 'position'])
export class EventFile extends OrderedFile {
  @ManyToOne(() => Event, (e) => e.gallery, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  event: Relation<Event>;
}
