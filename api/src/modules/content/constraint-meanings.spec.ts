// The constraints of content, registers and places (their modules' `<module>.constraints.ts`),
// refused for real by the database: each is answered as its meaning says, by the one translator.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_MSG, ErrorCode, P } from '@clube/shared';
import { translateDbError } from '../../platform/database/database-errors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('constraint meanings of content, registers and places', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const sql = (text: string, params: unknown[] = []) => t.dataSource.query(text, params);
  /** What the API answers for the write, which the database must refuse. */
  const answerTo = async (text: string, params: unknown[]) => {
    const refused = await sql(text, params).then(
      () => null,
      (err: unknown) => err,
    );
    expect(refused).not.toBeNull();
    return translateDbError(refused)?.getResponse();
  };
  const duplicate = (message: string) => ({
    statusCode: 409,
    error: message,
    code: ErrorCode.DuplicateDescription,
    fields: { description: message },
  });

  it('a description taken in any case, in each register', async () => {
    const registers: [table: string, columns: string, values: unknown[], message: string][] = [
      ['company', 'description', [], API_MSG.companyDuplicate],
      ['sport', 'description', [], API_MSG.sportDuplicate],
      ['reservation_interval', 'description, interval_minutes', [30], API_MSG.intervalDuplicate],
      [
        'local_type',
        'description, external_value_cents, invited_value_cents',
        [100, 50],
        API_MSG.localTypeDuplicate,
      ],
    ];
    for (const [table, columns, values, message] of registers) {
      const marks = [0, ...values].map((_, i) => `$${i + 1}`).join(', ');
      const insert = `INSERT INTO ${table} (${columns}) VALUES (${marks})`;
      await sql(insert, ['Único Registro', ...values]);
      expect(await answerTo(insert, ['ÚNICO REGISTRO', ...values])).toEqual(duplicate(message));
    }
  });

  it('a place whose description or slug is taken', async () => {
    const [type] = await sql(
      `INSERT INTO local_type (description, external_value_cents, invited_value_cents)
       VALUES ('Tipo Único', 0, 0) RETURNING id`,
    );
    const [interval] = await sql(
      `INSERT INTO reservation_interval (description, interval_minutes)
       VALUES ('Intervalo Único', 60) RETURNING id`,
    );
    const insert = `INSERT INTO local (description, slug, starts_at, ends_at, capacity,
        reservation_minutes, restriction, usage_guide, local_type_id, reservation_interval_id)
      VALUES ($1, $2, '08:00', '18:00', 10, 60, 1, '<p>Guia</p>', $3, $4)`;
    await sql(insert, ['Quadra Única', 'quadra-unica', type.id, interval.id]);
    const expected = duplicate(API_MSG.localDuplicate);
    expect(await answerTo(insert, ['QUADRA ÚNICA', 'outra', type.id, interval.id])).toEqual(
      expected,
    );
    expect(await answerTo(insert, ['Outra', 'quadra-unica', type.id, interval.id])).toEqual(
      expected,
    );
  });

  it('a covenant category name, a news slug, a number of the map legend', async () => {
    const category = `INSERT INTO covenant_category (name) VALUES ($1)`;
    await sql(category, ['Saúde']);
    expect(await answerTo(category, ['Saúde'])).toEqual({
      statusCode: 409,
      error: 'Já existe uma categoria com esse nome.',
      code: ErrorCode.DuplicateCategory,
      fields: { name: 'Já existe uma categoria com esse nome.' },
    });

    const [file] = await sql(
      `INSERT INTO file (file_name, original_name, mime_type, size)
       VALUES ('00000000-0000-4000-8000-00000000c0de.jpg', 'a.jpg', 'image/jpeg', 1) RETURNING id`,
    );
    const news = `INSERT INTO news (title, slug, description, starts_at, ends_at, image_id)
      VALUES ('Notícia', $1, '<p>Texto</p>', '2030-01-01', '2030-01-31', $2)`;
    await sql(news, ['noticia', file.id]);
    const slugTaken = 'Já existe uma notícia com esse endereço (slug). Salve novamente.';
    expect(await answerTo(news, ['noticia', file.id])).toEqual({
      statusCode: 409,
      error: slugTaken,
      code: ErrorCode.DuplicateSlug,
      fields: { slug: slugTaken },
    });

    const facility = `INSERT INTO facility (number, name) VALUES ($1, $2)`;
    await sql(facility, [7, 'Portaria']);
    expect(await answerTo(facility, [7, 'Secretaria'])).toEqual({
      statusCode: 409,
      error: 'A legenda do mapa foi alterada por outra pessoa ao mesmo tempo. Envie-a novamente.',
      code: ErrorCode.DuplicateFacilityNumber,
    });
  });

  (process.env['DATABASE_URL'] ? it : it.skip)(
    'two saves of one description at the same time: the second is the same 409',
    async () => {
      const staff = await t.staffToken([P.insertCompany]);
      // Another save of the description, not committed yet: the request's check cannot see it,
      // and its insert waits on the unique index until that save commits.
      const other = t.dataSource.createQueryRunner();
      await other.connect();
      await other.startTransaction();
      try {
        await other.query(`INSERT INTO company (description) VALUES ('Empresa Corrida')`);
        const request = t.http
          .post('/api/companies')
          .auth(staff, { type: 'bearer' })
          .send({ description: 'empresa corrida' })
          .then((res) => res);
        await waitUntil(async () => {
          const [{ waiting }] = await t.dataSource.query(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          return waiting > 0;
        });
        await other.commitTransaction();
        const res = await request;
        expect(res.status).toBe(409);
        expect(res.body).toEqual(duplicate(API_MSG.companyDuplicate));
      } finally {
        if (other.isTransactionActive) await other.rollbackTransaction();
        await other.release();
      }
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM company WHERE lower(description) = 'empresa corrida'`,
      );
      expect(n).toBe(1);
    },
  );
});

/** Polls `done` until it holds (at most 10 s). */
async function waitUntil(done: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + 10_000;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('timed out waiting for the condition');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
