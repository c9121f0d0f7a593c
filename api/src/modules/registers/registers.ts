import { ApiProperty } from '@nestjs/swagger';
import {
  type DataSource,
  type EntityManager,
  type EntityTarget,
  In,
  QueryFailedError,
} from 'typeorm';
import { ErrorCode } from '@clube/shared';
import { AppException } from '../../platform/http/app-exception.js';
import { StatusField } from '../../platform/http/fields.js';
import { ListQueryDto } from '../../platform/http/pagination.js';

/**
 * What the registers (companies, sports, reservation intervals) share: rows with a
 * description unique regardless of case, saved and deleted in one transaction each.
 */

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
  /** The hand-written unique index on `lower(description)`. */
  uniqueIndex: string;
  /** 404 text, e.g. 'Empresa não encontrada.' */
  notFound: string;
  /** 409 text on `description`, e.g. 'Já existe uma empresa com essa descrição.' */
  duplicate: string;
  /** 409 text when a row to delete is still referenced (a place's type or interval). */
  inUse?: string;
}

/** Rows of one register: load, save (duplicates answered 409 on `description`), delete. */
export class RegisterStore<T extends { id: number; description: string }> {
  constructor(
    private readonly db: DataSource,
    private readonly rules: RegisterRules<T>,
  ) {}

  private duplicate(): AppException {
    const { duplicate } = this.rules;
    return AppException.conflict(duplicate, ErrorCode.DuplicateDescription, {
      description: duplicate,
    });
  }

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
   * index for two saves at the same time.
   */
  async save<R>(
    description: string | undefined,
    exceptId: number | null,
    write: (tx: EntityManager) => Promise<R>,
  ): Promise<R> {
    try {
      return await this.db.transaction(async (tx) => {
        if (description !== undefined) {
          const qb = tx
            .getRepository(this.rules.entity)
            .createQueryBuilder('r')
            .where('lower(r.description) = lower(:description)', { description });
          if (exceptId !== null) qb.andWhere('r.id <> :exceptId', { exceptId });
          if (await qb.getExists()) throw this.duplicate();
        }
        return write(tx);
      });
    } catch (err) {
      if (err instanceof QueryFailedError) {
        const driver = err.driverError as { code?: string; constraint?: string };
        if (driver.code === '23505' && driver.constraint === this.rules.uniqueIndex) {
          throw this.duplicate();
        }
      }
      throw err;
    }
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
        // A row still referenced (ON DELETE RESTRICT): nothing deleted, a 409 that says why.
        const driver =
          err instanceof QueryFailedError ? (err.driverError as { code?: string }) : {};
        if (driver.code === '23001' || driver.code === '23503') {
          const message = this.rules.inUse ?? 'Registro em uso.';
          throw AppException.conflict(message, ErrorCode.Conflict);
        }
        throw err;
      });
  }
}
