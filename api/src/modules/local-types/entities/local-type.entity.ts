import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { RecordStatus } from '@clube/shared';

/**
 * A place type (tipo de local): what a reservation of its places costs per person (integer
 * cents: associate, external, invited), how many days before a reservation can be moved, and
 * whether the holder signs a contract (sanitized HTML). Descriptions are unique regardless of
 * case (a unique index on `lower(description)`, written in the migration).
 */
@Entity({ name: 'local_type' })
@Index('UQ_local_type_description', { synchronize: false })
@Check(
  'CHK_local_type_values',
  '"associated_value_cents" >= 0 AND "external_value_cents" >= 0 AND "invited_value_cents" >= 0',
)
@Check('CHK_local_type_reschedule', '"reschedule_interval_days" BETWEEN 1 AND 3650')
export class LocalType {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 150 })
  description: string;

  @Column({ name: 'associated_value_cents', type: 'integer', default: 0 })
  associatedValue: number;

  @Column({ name: 'external_value_cents', type: 'integer' })
  externalValue: number;

  @Column({ name: 'invited_value_cents', type: 'integer' })
  invitedValue: number;

  @Column({ name: 'reschedule_interval_days', type: 'integer', default: 90 })
  rescheduleInterval: number;

  @Column({ name: 'sign_contract', type: 'boolean', default: false })
  signContract: boolean;

  /** The contract's text, sanitized HTML; kept when signContract is off. */
  @Column({ type: 'text', nullable: true })
  contract: string | null;

  /** A RecordStatus: Ativo or Inativo. */
  @Column({ type: 'smallint', default: RecordStatus.Active })
  status: number;
}
