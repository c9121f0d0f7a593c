import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { RecordStatus } from '@clube/shared';

/**
 * A company (employer or partner) an associate belongs to, kept in the `companies` register.
 * Descriptions are unique regardless of case: a unique index on `lower(description)`, written
 * by hand in the migration (TypeORM cannot declare an expression index).
 */
@Entity({ name: 'company' })
@Index('UQ_company_description', { synchronize: false })
export class Company {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 150 })
  description: string;

  /** A RecordStatus: Ativo or Inativo. */
  @Column({ type: 'smallint', default: RecordStatus.Active })
  status: number;
}
