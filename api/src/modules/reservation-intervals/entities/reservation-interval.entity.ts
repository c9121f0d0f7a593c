import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A reservation interval: the length of one reservation slot of a place, in minutes
 * ('1 hora' = 60). Places choose one. Descriptions are unique regardless of case (a unique
 * index on `lower(description)`, written in the migration).
 */
@Entity({ name: 'reservation_interval' })
@Index('UQ_reservation_interval_description', { synchronize: false })
@Check('CHK_reservation_interval_minutes', '"interval_minutes" BETWEEN 1 AND 1440')
export class ReservationInterval {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 150 })
  description: string;

  /** Minutes, 1 to 1440 (`interval` is a reserved word in SQL, hence the column name). */
  @Column({ name: 'interval_minutes', type: 'integer' })
  interval: number;
}
