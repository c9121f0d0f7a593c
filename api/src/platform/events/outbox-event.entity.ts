import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The outbox: each domain event, written in the transaction that made it true, so a commit
 * and its event stand or fall together and a crash loses none. The process that committed it
 * handles it at once; the relay takes what is left (`available_at` passed, not claimed).
 */
@Entity({ name: 'outbox_event' })
@Index('IDX_outbox_event_due', ['availableAt'], { where: '"handled_at" IS NULL' })
export class OutboxEvent {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 80 })
  type: string;

  @Column({ type: 'jsonb' })
  payload: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When the relay may take it: a grace period after the commit, then each retry's backoff. */
  @Column({ name: 'available_at', type: 'timestamptz' })
  availableAt: Date;

  /** A process is handling it until then (a lease: a crashed handler's event is taken again). */
  @Column({ name: 'claimed_until', type: 'timestamptz', nullable: true })
  claimedUntil: Date | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;
}
