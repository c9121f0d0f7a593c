import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinTable,
  ManyToMany,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { RecordStatus } from '@clube/shared';
import { Local } from '../../locals/entities/local.entity.js';

/**
 * A date restriction (restrição de datas): days on which the chosen places take no new
 * reservations. The period is whole calendar days of the club's time zone, both ends
 * included (`date` columns, start not after end). The places are a join table
 * (`date_restriction_local`) indexed by place, and the period has a GiST index on
 * `daterange(starts_at, ends_at, '[]')` (written in the migration), so "which active
 * restrictions cover this place between these days" is two index look-ups.
 */
@Entity({ name: 'date_restriction' })
@Index('IDX_date_restriction_period', { synchronize: false })
@Check('CHK_date_restriction_period', '"starts_at" <= "ends_at"')
@Check(
  'CHK_date_restriction_status',
  `"status" IN (${RecordStatus.Active}, ${RecordStatus.Inactive})`,
)
export class DateRestriction {
  @PrimaryGeneratedColumn()
  id: number;

  /** Locked once created (the edit form shows it read-only). */
  @Column({ type: 'varchar', length: 150 })
  description: string;

  /** First restricted day, `yyyy-mm-dd` in the club's time zone. */
  @Column({ name: 'starts_at', type: 'date' })
  startsAt: string;

  /** Last restricted day (included). */
  @Column({ name: 'ends_at', type: 'date' })
  endsAt: string;

  /** A RecordStatus (Ativo or Inativo): only active restrictions block reservations. */
  @Column({ type: 'smallint', default: RecordStatus.Active })
  status: number;

  /** Deleting a place removes it from its restrictions (ON DELETE CASCADE on the join row). */
  @ManyToMany(() => Local, { onDelete: 'CASCADE' })
  @JoinTable({
    name: 'date_restriction_local',
    joinColumn: { name: 'date_restriction_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'local_id', referencedColumnName: 'id' },
  })
  locals: Relation<Local>[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
