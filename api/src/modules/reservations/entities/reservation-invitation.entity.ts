import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import { Associate } from '../../associates/entities/associate.entity.js';
import { Dependent } from '../../associates/entities/dependent.entity.js';
import { LocalReservation } from './local-reservation.entity.js';

/** Who a guest is: an active associate or dependent of the club (free), or anyone else (paid). */
export type GuestKind = 'associate' | 'dependent' | 'guest';

/** A CPF is on a reservation's guest list at most once. */
export const RESERVATION_GUEST_DOC_CONSTRAINT = 'UQ_reservation_invitation_doc';

/**
 * One guest of a reservation and its invitation (code '000' + id). The CPF (digits) is unique
 * within a reservation. A guest who is an active associate or dependent of the club when the
 * guest list is saved is free and points at that person (SET NULL if they are deleted later);
 * anyone else costs the place type's invited value. `used_at` is set at the gate.
 */
@Entity({ name: 'reservation_invitation' })
@Unique(RESERVATION_GUEST_DOC_CONSTRAINT, ['reservation', 'doc'])
@Check('CHK_reservation_invitation_kind', `"kind" IN ('associate', 'dependent', 'guest')`)
@Check('CHK_reservation_invitation_value', '"value_cents" >= 0')
export class ReservationInvitation {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => LocalReservation, (r) => r.invitations, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reservation_id' })
  reservation: Relation<LocalReservation>;

  @Column({ name: 'reservation_id', type: 'integer' })
  reservationId: number;

  @Column({ type: 'varchar', length: 150 })
  name: string;

  /** CPF, 11 digits; null once the guest's data is anonymised (`guest-retention.ts`). */
  @Column({ type: 'char', length: 11, nullable: true })
  doc: string | null;

  @Column({ type: 'varchar', length: 10 })
  kind: GuestKind;

  @Index('IDX_reservation_invitation_associate')
  @ManyToOne(() => Associate, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'associate_id' })
  associate: Relation<Associate> | null;

  @Column({ name: 'associate_id', type: 'uuid', nullable: true })
  associateId: string | null;

  @Index('IDX_reservation_invitation_dependent')
  @ManyToOne(() => Dependent, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'dependent_id' })
  dependent: Relation<Dependent> | null;

  @Column({ name: 'dependent_id', type: 'uuid', nullable: true })
  dependentId: string | null;

  @Column({ name: 'value_cents', type: 'integer' })
  value: number;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
