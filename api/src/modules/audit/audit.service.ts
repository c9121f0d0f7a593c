import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { User } from '../users/entities/user.entity.js';
import type { AuditHistoryPageDto, AuditHistoryQueryDto } from './dto/audit.dto.js';
import {
  type AssociateAuditAction,
  type AssociateAuditEntityType,
  type AuditAction,
  type AuditChange,
  type AuditEntityType,
  AuditLog,
} from './entities/audit-log.entity.js';

/** What a change to record says. */
export interface AuditEntry {
  /** The staff member who made the change (Principal.id); null for the system (seed, CLI). */
  actorId: string | null;
  /** Their name now; looked up from the staff account when left out. */
  actorName?: string;
  entityType: AuditEntityType;
  entityId: string | number;
  /** The associate whose history shows it (for a dependent or card: its associate). */
  associateId: string | null;
  action: AuditAction;
  /** Changed fields. `diffFields` builds them; fields named like a password are dropped. */
  changes: AuditChange[];
  /** When it happened, for an entry written after the fact (a request, once answered); the write's own clock by default. */
  at?: Date;
}

/** Never stored, whatever a caller passes. */
const SECRET = /password|hash|secret|token/i;

/** A value as the log keeps it: dates as ISO text, nested objects as they are, undefined as null. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/**
 * The fields whose values differ between `before` and `after` (compared as JSON), in the
 * order of `fields`. On a create pass `before = {}`; on a delete `after = {}`.
 */
export function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const field of fields) {
    if (SECRET.test(field)) continue;
    const from = plain(before[field]);
    const to = plain(after[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ field, from, to });
  }
  return changes;
}

@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Writes one entry with the caller's transaction manager, so it commits (or rolls back)
   * with the change it describes. An update with no changed field writes nothing.
   */
  async record(tx: EntityManager, entry: AuditEntry): Promise<void> {
    const changes = entry.changes.filter((c) => !SECRET.test(c.field));
    if (entry.action === 'update' && changes.length === 0) return;
    let actorName = entry.actorName;
    if (actorName === undefined) {
      const user = entry.actorId
        ? await tx.getRepository(User).findOne({
            where: { id: entry.actorId },
            select: { id: true, name: true, surname: true },
          })
        : null;
      actorName = user ? `${user.name} ${user.surname}`.trim() : 'Sistema';
    }
    const repo = tx.getRepository(AuditLog);
    await repo.save(
      repo.create({
        actorId: entry.actorId,
        actorName,
        entityType: entry.entityType,
        entityId: String(entry.entityId),
        associateId: entry.associateId,
        action: entry.action,
        changes,
        ...(entry.at ? { at: entry.at } : {}),
      }),
    );
  }

  /** An associate's history (their record, dependents and cards), newest first. */
  async history(associateId: string, query: AuditHistoryQueryDto): Promise<AuditHistoryPageDto> {
    const [rows, total] = await this.db.getRepository(AuditLog).findAndCount({
      where: { associateId },
      order: { at: 'DESC', id: 'DESC' },
      skip: query.skip ?? 0,
      take: query.take ?? 10,
    });
    return {
      data: rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        actor: { id: r.actorId, name: r.actorName },
        // Rows bound to an associate are theirs, their dependents' and cards' only.
        entityType: r.entityType as AssociateAuditEntityType,
        entityId: r.entityId,
        associateId: r.associateId,
        action: r.action as AssociateAuditAction,
        changes: r.changes,
      })),
      total,
    };
  }
}
