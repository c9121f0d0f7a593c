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
import { Card } from '../../cards/entities/card.entity.js';
import { Event } from '../../events/entities/event.entity.js';
import { Local } from '../../locals/entities/local.entity.js';
import { ReservationInvitation } from '../../reservations/entities/reservation-invitation.entity.js';
import { Ticket } from '../../tickets/entities/ticket.entity.js';
import { User } from '../../users/entities/user.entity.js';

/** What was checked at the gate: a reservation's invitation, an event ticket or a member card. */
export type AccessAttemptKind = 'invitation' | 'ticket' | 'card';
export const ACCESS_ATTEMPT_KINDS: readonly AccessAttemptKind[] = ['invitation', 'ticket', 'card'];

/** Who came in: the spec's access report column. */
export type AccessUserType = 'Associado' | 'Dependente' | 'Convidado';

/**
 * One check at the gate (validacao-acesso, validacao-acesso-eventos, card QR), allowed or not:
 * the access report's row. The person is a snapshot (name, CPF, kind) taken at the check, so the
 * row still reads right after the invitation or card changes. `request_id` is the gate phone's
 * X-Request-Id: unique per staff user, a retried request finds the row and gets `reply` again.
 * `created_at` is the access time.
 */
@Entity({ name: 'access_attempt' })
@Unique('UQ_access_attempt_request', ['staffUser', 'requestId'])
@Index('IDX_access_attempt_created_at', ['createdAt'])
@Index('IDX_access_attempt_local_created_at', ['local', 'createdAt'])
@Check('CHK_access_attempt_kind', `"kind" IN ('invitation', 'ticket', 'card')`)
export class AccessAttempt {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 10 })
  kind: AccessAttemptKind;

  /** The number typed or scanned (invitation, ticket or card validation code). */
  @Column({ type: 'integer', nullable: true })
  code: number | null;

  @ManyToOne(() => Local, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'local_id' })
  local: Relation<Local> | null;

  @Column({ name: 'local_id', type: 'integer', nullable: true })
  localId: number | null;

  @Index('IDX_access_attempt_event')
  @ManyToOne(() => Event, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'event_id' })
  event: Relation<Event> | null;

  @Column({ name: 'event_id', type: 'integer', nullable: true })
  eventId: number | null;

  @Index('IDX_access_attempt_invitation')
  @ManyToOne(() => ReservationInvitation, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reservation_invitation_id' })
  reservationInvitation: Relation<ReservationInvitation> | null;

  @Column({ name: 'reservation_invitation_id', type: 'integer', nullable: true })
  reservationInvitationId: number | null;

  @Index('IDX_access_attempt_ticket')
  @ManyToOne(() => Ticket, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'ticket_id' })
  ticket: Relation<Ticket> | null;

  @Column({ name: 'ticket_id', type: 'integer', nullable: true })
  ticketId: number | null;

  @Index('IDX_access_attempt_card')
  @ManyToOne(() => Card, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'card_id' })
  card: Relation<Card> | null;

  @Column({ name: 'card_id', type: 'integer', nullable: true })
  cardId: number | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  name: string | null;

  @Column({ name: 'doc_type', type: 'varchar', length: 10, nullable: true })
  docType: string | null;

  /** CPF, 11 digits. */
  @Column({ type: 'char', length: 11, nullable: true })
  doc: string | null;

  @Column({ name: 'user_type', type: 'varchar', length: 20, nullable: true })
  userType: AccessUserType | null;

  @Column({ type: 'boolean' })
  allowed: boolean;

  @Column({ name: 'reason_code', type: 'varchar', length: 40, nullable: true })
  reasonCode: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  reason: string | null;

  /** The staff member at the gate (null once that account is deleted: the row stays). */
  @Index('IDX_access_attempt_staff_user')
  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'staff_user_id' })
  staffUser: Relation<User> | null;

  @Column({ name: 'staff_user_id', type: 'uuid', nullable: true })
  staffUserId: string | null;

  /** The gate phone's X-Request-Id (unique per staff user). */
  @Column({ name: 'request_id', type: 'varchar', length: 64, nullable: true })
  requestId: string | null;

  /** The reply sent, replayed as is to a retry with the same X-Request-Id. */
  @Column({ type: 'jsonb', nullable: true })
  reply: Record<string, unknown> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
