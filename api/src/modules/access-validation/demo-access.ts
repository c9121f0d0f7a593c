import type { DataSource } from 'typeorm';
import { CLUB_TIME_ZONE_DEFAULT, MSG, GATE_MSG } from '@clube/shared';

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
  const [{ n }] = await ds.query<{ n: number }[]>('SELECT count(*)::int AS n FROM access_attempt');
  if (n > 0) return;
  const places = await ds.query<{ id: number }[]>('SELECT id FROM local ORDER BY id LIMIT 2');
  const people = await ds.query<{ name: string; cpf: string | null }[]>(
    'SELECT name, cpf FROM associate WHERE status = 1 ORDER BY registration NULLS LAST, name LIMIT 6',
  );
  if (!places.length || !people.length) return;
  const [staff] = await ds.query<{ id: string }[]>(
    'SELECT id FROM staff_user WHERE admin ORDER BY created_at LIMIT 1',
  );
  let i = 0;
  for (const e of ENTRIES) {
    const place = places[i % places.length];
    const person = e.unknown ? null : people[i % people.length];
    i += 1;
    await ds.query(
      `INSERT INTO access_attempt (kind, code, local_id, name, doc_type, doc, user_type, allowed,
         reason_code, reason, staff_user_id, created_at)
       VALUES ('card', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
         (date_trunc('day', now() AT TIME ZONE $13) + make_interval(days => $11::int, hours => $12::int))
           AT TIME ZONE $13)`,
      [
        1000 + i,
        place.id,
        person?.name ?? null,
        person?.cpf ? 'CPF' : null,
        person?.cpf ?? null,
        person ? 'Associado' : null,
        e.allowed,
        e.allowed ? null : e.unknown ? 'UNKNOWN_CODE' : 'CARD_INACTIVE',
        e.allowed ? null : e.unknown ? GATE_MSG.gateUnknownCode : MSG.cardInactive,
        staff?.id ?? null,
        e.day,
        e.hour,
        timeZone,
      ],
    );
  }
}
