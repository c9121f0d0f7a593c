import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { RecordStatus } from '@clube/shared';

/**
 * A sport practised at the club (modalidade), chosen for associates. Descriptions are unique
 * regardless of case (a unique index on `lower(description)`, written in the migration).
 */
@Entity({ name: 'sport' })
@Index('UQ_sport_description', { synchronize: false })
export class Sport {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 150 })
  description: string;

  /** A RecordStatus: Ativo or Inativo. */
  @Column({ type: 'smallint', default: RecordStatus.Active })
  status: number;
}
