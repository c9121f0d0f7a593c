/**
 * The change history of associates and their dependents: each staff change recorded in the
 * change's own transaction (audit module), as field diffs of the records' snapshots.
 */
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { DomainEvents } from '../../platform/events/domain-events.service.js';
import { AuditService, diffFields } from '../audit/audit.service.js';
import type { AuditAction, AuditChange } from '../audit/entities/audit-log.entity.js';
import { AssociateUpdated } from './associate.events.js';
import { ASSOCIATE_FIELDS, DEPENDENT_FIELDS, type Snapshot } from './associate-view.js';

/** The fields of a dependent that differ between two snapshots ({} before a create, after a delete). */
export const dependentChanges = (before: Snapshot, after: Snapshot): AuditChange[] =>
  diffFields(before, after, DEPENDENT_FIELDS);

@Injectable()
export class AssociateHistory {
  constructor(
    private readonly audit: AuditService,
    private readonly domainEvents: DomainEvents,
  ) {}

  /** A change of the associate `associateId`: its snapshots before and after ({} when none). */
  async associate(
    tx: EntityManager,
    me: Principal,
    action: AuditAction,
    associateId: string,
    before: Snapshot,
    after: Snapshot,
  ): Promise<void> {
    const changes = diffFields(before, after, ASSOCIATE_FIELDS);
    await this.audit.record(tx, {
      actorId: me.id,
      entityType: 'associate',
      entityId: associateId,
      associateId,
      action,
      changes,
    });
    if (action === 'update' && changes.length) {
      await this.domainEvents.record(
        tx,
        AssociateUpdated.of({
          associateId,
          changedFields: changes.map((c) => c.field),
          by: 'staff',
        }),
      );
    }
  }

  /** A change of a dependent, shown in its associate's history. */
  async dependent(
    tx: EntityManager,
    me: Principal,
    action: AuditAction,
    ids: { associateId: string; dependentId: string },
    changes: AuditChange[],
  ): Promise<void> {
    await this.audit.record(tx, {
      actorId: me.id,
      entityType: 'dependent',
      entityId: ids.dependentId,
      associateId: ids.associateId,
      action,
      changes,
    });
  }
}
