import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BOOKING_LIMIT_DEFAULTS, RecordStatus } from '@clube/shared';

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
@Check(
  'CHK_local_type_booking_limits',
  '"max_active_per_family" BETWEEN 1 AND 365 AND "max_per_family_per_day" BETWEEN 1 AND 365 AND "booking_opens_hour" BETWEEN 0 AND 23',
)
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

  /** Active future reservations (Pendente or Confirmada) a family may hold of this type; null: no limit. */
  @Column({
    name: 'max_active_per_family',
    type: 'smallint',
    nullable: true,
    default: BOOKING_LIMIT_DEFAULTS.activePerFamily,
  })
  maxActivePerFamily: number | null;

  /** Reservations of this type a family may hold on one date; null: no limit. */
  @Column({
    name: 'max_per_family_per_day',
    type: 'smallint',
    nullable: true,
    default: BOOKING_LIMIT_DEFAULTS.perFamilyPerDay,
  })
  maxPerFamilyPerDay: number | null;

  /** The hour (0 to 23, club time) at which the newest date opens for booking; null: midnight. */
  @Column({
    name: 'booking_opens_hour',
    type: 'smallint',
    nullable: true,
    default: BOOKING_LIMIT_DEFAULTS.opensAtHour,
  })
  bookingOpensHour: number | null;

  @Column({ name: 'sign_contract', type: 'boolean', default: false })
  signContract: boolean;

  /** The contract's text, sanitized HTML; kept when signContract is off. */
  @Column({ type: 'text', nullable: true })
  contract: string | null;

  /** A RecordStatus: Ativo or Inativo. */
  @Column({ type: 'smallint', default: RecordStatus.Active })
  status: number;
}
