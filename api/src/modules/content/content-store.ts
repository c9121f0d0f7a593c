import {
  type EntityManager,
  type EntityTarget,
  type FindOptionsWhere,
  In,
  type ObjectLiteral,
  type SelectQueryBuilder,
} from 'typeorm';
import { AppException } from '../../platform/http/app-exception.js';
import type { StoredFile } from '../files/entities/stored-file.entity.js';
import type { FilesService } from '../files/files.service.js';

export interface ContentStoreOptions<T extends ObjectLiteral> {
  entity: EntityTarget<T>;
  /** The query alias of the entity (`n`, `g`...), as used by `withFiles` and the services. */
  alias: string;
  /** Joins what a row is shown with (its files, its category...). */
  withFiles: (qb: SelectQueryBuilder<T>) => SelectQueryBuilder<T>;
  /** Every stored file a row owns: removed with the row. */
  filesOf: (row: T) => readonly (StoredFile | null | undefined)[];
  /** The 404 message, e.g. 'Notícia não encontrada.'. */
  notFound: string;
}

/**
 * Reading and deleting one kind of site content (news, galleries, covenants, ticket
 * templates) with the files it owns: the same rules for every kind.
 */
export class ContentStore<T extends ObjectLiteral & { id: number }> {
  constructor(private readonly options: ContentStoreOptions<T>) {}

  /** A query builder over the rows with their files joined. */
  select(manager: EntityManager): SelectQueryBuilder<T> {
    const { entity, alias, withFiles } = this.options;
    return withFiles(manager.getRepository(entity).createQueryBuilder(alias));
  }

  /** @deprecated The former name of `select` (a `.query(` call reads as inline SQL to lint). */
  query(manager: EntityManager): SelectQueryBuilder<T> {
    return this.select(manager);
  }

  /**
   * One row with its files, or 404. With `lock` (inside a transaction), the row is locked
   * first, so concurrent edits of the same row wait for each other.
   */
  async load(manager: EntityManager, id: number, lock = false): Promise<T> {
    if (lock) await this.lock(manager, id);
    const { alias } = this.options;
    const row = await this.select(manager).where(`${alias}.id = :id`, { id }).getOne();
    if (!row) throw AppException.notFound(this.options.notFound);
    return row;
  }

  /** Locks the row (if it exists) until the transaction of `tx` ends. */
  async lock(tx: EntityManager, id: number): Promise<void> {
    const { entity, alias } = this.options;
    await tx
      .getRepository(entity)
      .createQueryBuilder(alias)
      .setLock('pessimistic_write')
      .where(`${alias}.id = :id`, { id })
      .getOne();
  }

  /**
   * Deletes the rows and, once committed, their files; 404 (nothing deleted) if one of the
   * ids is missing.
   */
  async remove(files: FilesService, ids: number[]): Promise<void> {
    const { entity, alias, filesOf, notFound } = this.options;
    await files.transaction(async (tx, unit) => {
      const found = await this.select(tx).where(`${alias}.id IN (:...ids)`, { ids }).getMany();
      if (found.length !== new Set(ids).size) throw AppException.notFound(notFound);
      await tx.getRepository(entity).delete({ id: In(ids) } as FindOptionsWhere<T>);
      for (const row of found) for (const file of filesOf(row)) unit.discard(file);
    });
  }
}
