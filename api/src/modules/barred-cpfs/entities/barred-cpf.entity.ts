import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { RecordStatus } from '@clube/shared';

/**
 * A CPF the club bars from coming in as anybody's guest (issue 25): reservations and ticket
 * purchases naming it are refused while it is Ativo. One row per CPF (digits).
 */
@Entity({ name: 'barred_cpf' })
@Unique('UQ_barred_cpf_cpf', ['cpf'])
export class BarredCpf {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 11 })
  cpf: string;

  /** Whom staff know it as (optional: the CPF is what counts). */
  @Column({ type: 'varchar', length: 150, nullable: true })
  name: string | null;

  /** Why, for staff; never shown to members. */
  @Column({ type: 'varchar', length: 300 })
  reason: string;

  /** A RecordStatus: Ativo (barred) or Inativo (no longer). */
  @Column({ type: 'smallint', default: RecordStatus.Active })
  status: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
