import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What an associate's history shows. */
export type AssociateAuditEntityType = 'associate' | 'dependent' | 'card';
export type AssociateAuditAction = 'create' | 'update' | 'delete';
/** Integrators' API keys (issue 27): created, revoked, and each request on a mutating route. */
export type AuditEntityType = AssociateAuditEntityType | 'api-key';
export type AuditAction = AssociateAuditAction | 'revoke' | 'request';

/** One changed field: its value before and after (null when absent). */
export interface AuditChange {
  field: string;
  from: unknown;
  to: unknown;
}

/**
 * Who changed what, when: one row per staff change of an associate, a dependent or a card,
 * written in the change's own transaction; and the life of integrators' API keys (created,
 * revoked, each request a key made on a mutating route). Never holds a password, a key or a hash.
 */
@Entity({ name: 'audit_log' })
@Index('IDX_audit_log_associate_at', ['associateId', 'at'])
@Index('IDX_audit_log_entity', ['entityType', 'entityId'])
export class AuditLog {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The moment of the write (clock_timestamp: entries of one transaction keep their order). */
  @Column({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  at: Date;

  /** The staff member (no foreign key: the history outlives a deleted account). */
  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  /** The staff member's name at the time of the change. */
  @Column({ type: 'varchar', length: 255 })
  actorName: string;

  @Column({ type: 'varchar', length: 20 })
  entityType: AuditEntityType;

  /** The changed row's id, as text (uuid or number). */
  @Column({ type: 'varchar', length: 64 })
  entityId: string;

  /** The associate whose history shows the change (the associate, a dependent's or a card owner's). */
  @Column({ type: 'uuid', nullable: true })
  associateId: string | null;

  @Column({ type: 'varchar', length: 10 })
  action: AuditAction;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  changes: AuditChange[];
}
