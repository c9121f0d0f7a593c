import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { slugify } from '@clube/shared';

/**
 * A slug free in `entity`'s `slug` column: the base, else base-2, base-3...
 * A numeric-only slug gets a prefix (a number in the URL means an id).
 */
export async function uniqueSlug<T extends ObjectLiteral>(
  tx: EntityManager,
  entity: EntityTarget<T>,
  text: string,
  fallback: string,
  exceptId?: number,
): Promise<string> {
  let base = slugify(text) || fallback;
  if (/^\d+$/.test(base)) base = `${fallback}-${base}`;
  const qb = tx
    .getRepository(entity)
    .createQueryBuilder('e')
    .select('e.slug', 'slug')
    .where('(e.slug = :base OR e.slug LIKE :pattern)', {
      base,
      pattern: `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`,
    });
  if (exceptId !== undefined) qb.andWhere('e.id <> :exceptId', { exceptId });
  const taken = new Set((await qb.getRawMany<{ slug: string }>()).map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
