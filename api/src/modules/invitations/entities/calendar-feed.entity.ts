import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { Associate } from '../../associates/entities/associate.entity.js';

/**
 * A member's private calendar (iCal) feed: at most one per associate. Only the SHA-256 (hex) of
 * the secret token in the feed's URL is kept, so the URL is shown once, when it is created;
 * creating another replaces the hash (the old URL stops working), deleting the row revokes it.
 */
@Entity({ name: 'calendar_feed' })
export class CalendarFeed {
  @PrimaryColumn({ name: 'associate_id', type: 'uuid' })
  associateId: string;

  @OneToOne(() => Associate, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'associate_id' })
  associate: Relation<Associate>;

  @Column({ name: 'token_hash', type: 'char', length: 64, unique: true })
  tokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
