import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createApp, type RunningApp } from '../../app.factory.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { eventKind } from './domain-event.js';
import { DomainEvents } from './domain-events.service.js';

const Happened = eventKind<{ n: number }>('test.happened');
const Flaky = eventKind<{ n: number }>('test.flaky');

interface Row {
  id: string;
  type: string;
  payload: { n: number };
  attempts: number;
  handled: boolean;
}

describe('domain events through the outbox', () => {
  let t: TestApp;
  let events: DomainEvents;
  const seen: number[] = [];
  let flakyFailures = 0;

  beforeAll(async () => {
    t = await createTestApp();
    events = t.app.get(DomainEvents);
    events.on(Happened, async ({ n }) => {
      seen.push(n);
    });
    events.on(Flaky, async ({ n }) => {
      if (flakyFailures > 0) {
        flakyFailures -= 1;
        throw new Error('receiver down');
      }
      seen.push(n);
    });
  }, 60_000);
  afterAll(() => t?.close());

  const rows = (n: number): Promise<Row[]> =>
    t.dataSource.query(
      `SELECT id, type, payload, attempts, handled_at IS NOT NULL AS handled
         FROM outbox_event WHERE (payload->>'n')::int = $1`,
      [n],
    );

  it('handles an event once its transaction commits, and only then', async () => {
    let seenBeforeCommit: number[] = [];
    await t.dataSource.transaction(async (tx) => {
      await events.record(tx, Happened.of({ n: 1 }));
      await events.idle();
      seenBeforeCommit = [...seen];
    });
    await events.idle();
    expect(seenBeforeCommit).not.toContain(1);
    expect(seen.filter((n) => n === 1)).toHaveLength(1);
    expect(await rows(1)).toEqual([expect.objectContaining({ attempts: 1, handled: true })]);
  });

  it('never handles the event of a transaction that rolled back', async () => {
    await expect(
      t.dataSource.transaction(async (tx) => {
        await events.record(tx, Happened.of({ n: 2 }));
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    await events.idle();
    expect(seen).not.toContain(2);
    expect(await rows(2)).toEqual([]);
    expect(await events.relay()).toBe(0);
  });

  it('refuses to record outside a transaction (a crash could lose the event)', async () => {
    await expect(events.record(t.dataSource.manager, Happened.of({ n: 3 }))).rejects.toThrow(
      'Domain events are recorded in a transaction',
    );
  });

  it('a failed handler is retried by the relay after its backoff, not before', async () => {
    flakyFailures = 1;
    await t.dataSource.transaction((tx) => events.record(tx, Flaky.of({ n: 4 })));
    await events.idle();
    expect(seen).not.toContain(4);
    const [failed] = await rows(4);
    expect(failed).toEqual(expect.objectContaining({ attempts: 1, handled: false }));
    expect(await events.relay()).toBe(0); // its backoff has not passed

    await t.dataSource.query(
      `UPDATE outbox_event SET available_at = now() - interval '1 second' WHERE id = $1`,
      [failed.id],
    );
    expect(await events.relay()).toBe(1);
    expect(seen.filter((n) => n === 4)).toHaveLength(1);
    expect(await rows(4)).toEqual([expect.objectContaining({ attempts: 2, handled: true })]);
  });

  it('an event whose process died after the commit is handled by the relay after the grace', async () => {
    // As a crash leaves it: committed, never claimed.
    await t.dataSource.query(
      `INSERT INTO outbox_event (type, payload, available_at)
       VALUES ('test.happened', '{"n": 5}', now() + interval '30 seconds'),
              ('test.happened', '{"n": 6}', now() - interval '1 second')`,
    );
    expect(await events.relay()).toBe(1);
    expect(seen).toContain(6);
    expect(seen).not.toContain(5); // still in its grace: the committing process may be on it
  });

  it('an event claimed by a live process is not taken by the relay', async () => {
    await t.dataSource.query(
      `INSERT INTO outbox_event (type, payload, available_at, claimed_until, attempts)
       VALUES ('test.happened', '{"n": 7}', now() - interval '1 minute',
               now() + interval '5 minutes', 1)`,
    );
    expect(await events.relay()).toBe(0);
    expect(seen).not.toContain(7);
  });
});

// Two API processes on one PostgreSQL database (CI sets DATABASE_URL): both relays run at
// once over 200 due events; each event is handled exactly once.
(process.env['DATABASE_URL'] ? describe : describe.skip)(
  'the relay on two API processes (real PostgreSQL)',
  () => {
    let t: TestApp;
    let other: RunningApp;

    beforeAll(async () => {
      t = await createTestApp();
      other = await createApp(t.config, {
        db: { url: t.db.url, embedded: false, stop: async () => undefined },
        migrate: false,
        seed: false,
      });
      await other.app.init();
    }, 60_000);
    afterAll(async () => {
      await other?.close();
      await t?.close();
    });

    it('two relays at once handle each of 200 events exactly once', async () => {
      const handled: number[] = [];
      for (const app of [t.app, other.app]) {
        app.get(DomainEvents).on(Happened, async ({ n }) => {
          handled.push(n);
        });
      }
      await t.dataSource.query(
        `INSERT INTO outbox_event (type, payload, available_at)
         SELECT 'test.happened', json_build_object('n', n)::jsonb, now() - interval '1 second'
           FROM generate_series(1, 200) AS n`,
      );
      let rounds = 0;
      while (handled.length < 200 && rounds < 20) {
        rounds += 1;
        await Promise.all([t.app.get(DomainEvents).relay(), other.app.get(DomainEvents).relay()]);
      }
      expect(handled).toHaveLength(200);
      expect(new Set(handled).size).toBe(200);
      const [{ left }] = await t.dataSource.query(
        'SELECT count(*)::int AS left FROM outbox_event WHERE handled_at IS NULL',
      );
      expect(left).toBe(0);
    });
  },
);
