import { type DataSource, In } from 'typeorm';
import { CLUB_TIME_ZONE_DEFAULT, todayIso, RecordStatus } from '@clube/shared';
import { DateRestriction } from '../modules/date-restrictions/entities/date-restriction.entity.js';
import { Local } from '../modules/locals/entities/local.entity.js';

export const DEMO_DATE_RESTRICTION = {
  description: 'Manutenção das quadras de tênis',
  places: ['Quadra de Tênis 1', 'Quadra de Tênis 2'],
  /** Days from today (club time zone) to the first and the last restricted day. */
  fromDay: 30,
  toDay: 32,
};

/** `yyyy-mm-dd` plus `days` calendar days. */
function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * One active date restriction of the demo club (the tennis courts closed for three days a
 * month from the first seed), after the places. Left alone when a restriction with that
 * description exists or when staff removed the courts.
 */
export async function seedDemoDateRestrictions(
  ds: DataSource,
  timeZone = CLUB_TIME_ZONE_DEFAULT,
): Promise<void> {
  const r = DEMO_DATE_RESTRICTION;
  if (await ds.getRepository(DateRestriction).existsBy({ description: r.description })) return;
  const locals = await ds.getRepository(Local).findBy({ description: In(r.places) });
  if (!locals.length) return;
  const today = todayIso(timeZone);
  await ds.getRepository(DateRestriction).save(
    ds.getRepository(DateRestriction).create({
      description: r.description,
      startsAt: addDays(today, r.fromDay),
      endsAt: addDays(today, r.toDay),
      status: RecordStatus.Active,
      locals,
    }),
  );
}
