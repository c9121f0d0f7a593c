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
import { RecordStatus } from '@clube/shared';
import { LocalType } from '../../local-types/entities/local-type.entity.js';
import { ReservationInterval } from '../../reservation-intervals/entities/reservation-interval.entity.js';
import { LocalFile } from './local-file.entity.js';

/**
 * A place of the club that members reserve (local): its type (prices), opening hours (times
 * of day, start before end), capacity, reservation time in minutes, who may reserve it (one
 * restriction), its slot interval, a sanitized usage guide, a photo gallery and the slug of
 * its public page. Descriptions are unique regardless of case (a unique index on
 * `lower(description)`, written in the migration).
 */
@Entity({ name: 'local' })
@Index('UQ_local_description', { synchronize: false })
@Check('CHK_local_hours', '"starts_at" < "ends_at"')
@Check('CHK_local_capacity', '"capacity" BETWEEN 1 AND 10000')
@Check('CHK_local_reservation_minutes', '"reservation_minutes" BETWEEN 1 AND 1440')
@Check('CHK_local_restriction', '"restriction" BETWEEN 1 AND 3')
export class Local {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 150 })
  description: string;

  /** The public page's address part, unique; made from the description when created. */
  @Index('UQ_local_slug', { unique: true })
  @Column({ type: 'varchar', length: 180 })
  slug: string;

  @ManyToOne(() => LocalType, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'local_type_id' })
  localType: Relation<LocalType>;

  /** Opening hours, times of day in the club's time zone. */
  @Column({ name: 'starts_at', type: 'time' })
  startsAt: string;

  @Column({ name: 'ends_at', type: 'time' })
  endsAt: string;

  @Column({ type: 'integer' })
  capacity: number;

  /** The "reserved" option of the form (the place is reserved as a whole). */
  @Column({ type: 'boolean', default: false })
  reserved: boolean;

  /** How long a reservation lasts, in minutes (the form types hours). */
  @Column({ name: 'reservation_minutes', type: 'integer' })
  reservationTime: number;

  /** 1 Associados, 2 Dependentes, 3 Convidados. */
  @Column({ type: 'smallint' })
  restriction: number;

  /** A RecordStatus: Ativo or Inativo. */
  @Column({ type: 'smallint', default: RecordStatus.Active })
  status: number;

  @ManyToOne(() => ReservationInterval, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'reservation_interval_id' })
  reservationInterval: Relation<ReservationInterval>;

  /** Sanitized HTML. */
  @Column({ name: 'usage_guide', type: 'text' })
  usageGuide: string;

  @OneToMany(() => LocalFile, (f) => f.local)
  gallery: Relation<LocalFile>[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
