import { ApiProperty } from '@nestjs/swagger';
import { type DataSource, type EntityManager, type EntityTarget, In } from 'typeorm';
import { type ApiErrorBody, ErrorCode } from '@clube/shared';
import {
  type ConstraintMeaning,
  translateDbError,
} from '../../platform/database/database-errors.js';
import { AppException } from '../../platform/http/app-exception.js';
import { StatusField } from '../../platform/http/fields.js';
import { ListQueryDto } from '../../platform/http/pagination.js';

/**
 * What the registers (companies, sports, reservation intervals, place types) share: rows with
 * a description unique regardless of case, saved and deleted in one transaction each.
 */

/**
 * What a register's unique index on `lower(description)` means (its module's
 * `<module>.constraints.ts`): 409 DUPLICATE_DESCRIPTION on `description`, with the register's
 * own text — the answer `RegisterStore.save` gives when it sees the duplicate first.
 */
export const duplicateDescription = (message: string): ConstraintMeaning => ({
  code: ErrorCode.DuplicateDescription,
  message,
  field: 'description',
});

/** The same answer, for a duplicate found before the write (the clear, usual case). */
export function duplicateDescriptionError(message: string): AppException {
  const { code, field } = duplicateDescription(message);
  return AppException.conflict(message, code, field ? { [field]: message } : undefined);
}

/** An option of a lookup (`companies/not-permission`, `sport/not-permission`). */
export class RegisterOptionDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Colibri Serviços Ltda.' })
  description: string;
}

/** A list of a register with a status (companies, sports): the list screen's status filter. */
export class StatusListQueryDto extends ListQueryDto {
  /** Only rows of this status (query text '1' is read as 1). */
  @StatusField()
  status?: number;
}

export interface RegisterRules<T> {
  entity: EntityTarget<T>;
  /** 404 text, e.g. 'Empresa não encontrada.' */
  notFound: string;
  /**
   * 409 text on `description`, e.g. 'Já existe uma empresa com essa descrição.': the same text
   * as the meaning of the register's unique index (`duplicateDescription` in its constraints).
   */
  duplicate: string;
  /**
   * 409 REGISTER_IN_USE text when a row to delete is still referenced (a place's type or
   * interval); without it, the one translator's RECORD_IN_USE answer.
   */
  inUse?: string;
}

/** Rows of one register: load, save (duplicates answered 409 on `description`), delete. */
export class RegisterStore<T extends { id: number; description: string }> {
  constructor(
    private readonly db: DataSource,
    private readonly rules: RegisterRules<T>,
  ) {}

  /** One row, or 404; with `lock` (inside a transaction) the row is locked until it ends. */
  async load(manager: EntityManager, id: number, lock = false): Promise<T> {
    const qb = manager.getRepository(this.rules.entity).createQueryBuilder('r');
    if (lock) qb.setLock('pessimistic_write');
    const row = await qb.where('r.id = :id', { id }).getOne();
    if (!row) throw AppException.notFound(this.rules.notFound);
    return row;
  }

  /**
   * Runs `write` in one transaction and returns its result. Another row with the same
   * description (any case) is a 409: checked first for a clear answer, and by the unique
   * index for two saves at the same time (its meaning: the module's constraints).
   */
  async save<R>(
    description: string | undefined,
    exceptId: number | null,
    write: (tx: EntityManager) => Promise<R>,
  ): Promise<R> {
    return this.db.transaction(async (tx) => {
      if (description !== undefined) {
        const qb = tx
          .getRepository(this.rules.entity)
          .createQueryBuilder('r')
          .where('lower(r.description) = lower(:description)', { description });
        if (exceptId !== null) qb.andWhere('r.id <> :exceptId', { exceptId });
        if (await qb.getExists()) throw duplicateDescriptionError(this.rules.duplicate);
      }
      return write(tx);
    });
  }

  /** Deletes the rows in one transaction; 404 (nothing deleted) if one of the ids is missing. */
  async remove(ids: number[]): Promise<void> {
    const unique = [...new Set(ids)];
    await this.db
      .transaction(async (tx) => {
        const repo = tx.getRepository(this.rules.entity);
        const found = await repo
          .createQueryBuilder('r')
          .setLock('pessimistic_write')
          .where('r.id IN (:...ids)', { ids: unique })
          .getMany();
        if (found.length !== unique.length) throw AppException.notFound(this.rules.notFound);
        await repo.delete({ id: In(unique) } as never);
      })
      .catch((err: unknown) => {
        throw this.refusedDelete(err);
      });
  }

  /**
   * A delete the database refused, as the one translator answers it; a row still referenced
   * (ON DELETE RESTRICT: nothing deleted) gets the register's own text and REGISTER_IN_USE.
   */
  private refusedDelete(err: unknown): unknown {
    const answer = translateDbError(err);
    if (!answer) return err;
    const { code } = answer.getResponse() as ApiErrorBody;
    const { inUse } = this.rules;
    return inUse && code === ErrorCode.RecordInUse
      ? AppException.conflict(inUse, ErrorCode.RegisterInUse)
      : answer;
  }
}
