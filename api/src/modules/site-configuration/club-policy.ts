import type { EntityManager } from 'typeorm';
import { GUEST_VISITS_PER_MONTH_DEFAULT } from '@clube/shared';
import { SiteConfiguration } from './entities/site-configuration.entity.js';

/**
 * The club's setting read by the guests' pricing of reservations and tickets: may a member seat
 * another family's associate or dependent free? False when nothing was saved (the default).
 */
export async function otherFamiliesFree(manager: EntityManager): Promise<boolean> {
  const row = await manager
    .getRepository(SiteConfiguration)
    .findOne({ where: { id: 1 }, select: { id: true, otherFamiliesFree: true } });
  return row?.otherFamiliesFree ?? false;
}

/** The same setting as an SQL expression, for statements that decide in one round trip. */
export const OTHER_FAMILIES_FREE_SQL =
  '(SELECT COALESCE(bool_or(sc.other_families_free), false) FROM site_configuration sc WHERE sc.id = 1)';

/** The cap of visits a month per guest CPF (null: none); the default when nothing was saved. */
export async function guestVisitsPerMonth(manager: EntityManager): Promise<number | null> {
  const row = await manager
    .getRepository(SiteConfiguration)
    .findOne({ where: { id: 1 }, select: { id: true, guestVisitsPerMonth: true } });
  return row ? row.guestVisitsPerMonth : GUEST_VISITS_PER_MONTH_DEFAULT;
}
