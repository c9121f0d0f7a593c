/** The demo seed's gate attempts (the access report's first screen has something to show). */
import type { DataSource } from 'typeorm';
import { CLUB_TIME_ZONE_DEFAULT, GATE_MSG } from '@clube/shared';
import { execute, queryOne, queryRows } from '../../platform/database/sql.js';
import { CARD_REFUSAL_MSG } from '../cards/card-verdict.js';
import { DEMO_ACCESS_SQL } from './demo-access.queries.js';

/** Days from today and hours (club time) of the demo entries, and what happened. */
const ENTRIES: { day: number; hour: number; allowed: boolean; unknown?: boolean }[] = [
  { day: -3, hour: 9, allowed: true },
  { day: -3, hour: 10, allowed: true },
  { day: -3, hour: 15, allowed: false, unknown: true },
  { day: -2, hour: 8, allowed: true },
  { day: -2, hour: 11, allowed: true },
  { day: -2, hour: 16, allowed: false },
  { day: -1, hour: 10, allowed: true },
  { day: -1, hour: 14, allowed: false, unknown: true },
];

/**
 * A few gate attempts of the last three days for the access report (relatorio-acessos): active
 * associates coming in with their card code at the first two places, an unknown code and an
 * inactive card refused. Rows only (no invitation or ticket is marked used). Left alone once
 * the log has any row, or when there are no places or associates yet.
 */
export async function seedDemoAccessAttempts(
  ds: DataSource,
  timeZone = CLUB_TIME_ZONE_DEFAULT,
): Promise<void> {
  const attempts = await queryOne(ds, DEMO_ACCESS_SQL.attempts, []);
  if ((attempts?.n ?? 0) > 0) return;
  const places = await queryRows(ds, DEMO_ACCESS_SQL.places, []);
  const people = await queryRows(ds, DEMO_ACCESS_SQL.people, []);
  if (!places.length || !people.length) return;
  const staff = await queryOne(ds, DEMO_ACCESS_SQL.staff, []);
  let i = 0;
  for (const e of ENTRIES) {
    const place = places[i % places.length];
    const person = e.unknown ? null : people[i % people.length];
    i += 1;
    await execute(ds, DEMO_ACCESS_SQL.insert, [
      1000 + i,
      place.id,
      person?.name ?? null,
      person?.cpf ? 'CPF' : null,
      person?.cpf ?? null,
      person ? 'Associado' : null,
      e.allowed,
      e.allowed ? null : e.unknown ? 'UNKNOWN_CODE' : 'CARD_INACTIVE',
      e.allowed ? null : e.unknown ? GATE_MSG.gateUnknownCode : CARD_REFUSAL_MSG.CARD_INACTIVE,
      staff?.id ?? null,
      e.day,
      e.hour,
      timeZone,
    ]);
  }
}
