import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { DatabaseConnection } from '../database/data-source.js';

/**
 * Runs `work` while this process holds the PostgreSQL session advisory lock `key` (held on a
 * connection of its own, released after): one replica at a time, the others answer null at
 * once. The embedded database serves a single process, so there it needs no lock.
 */
export async function runExclusive<T>(
  db: DataSource,
  connection: DatabaseConnection,
  key: number,
  work: () => Promise<T>,
): Promise<T | null> {
  if (connection.embedded) return work();
  const runner = db.createQueryRunner();
  await runner.connect();
  try {
    const [{ locked }]: { locked: boolean }[] = await runner.query(
      'SELECT pg_try_advisory_lock($1) AS locked',
      [key],
    );
    if (!locked) return null;
    try {
      return await work();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  } finally {
    await runner.release();
  }
}

/**
 * Periodic work of an API process (a sweep, a reconciliation, the events' relay): every
 * `intervalMs` when `enabled` (tests leave it off and call the work themselves), never two
 * rounds at once in a process, the timer never keeping the process alive, and shutdown waiting
 * for the round under way. Correctness never waits for a job (DESIGN.md): a job only tidies.
 */
export abstract class PeriodicJob implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  /** Milliseconds between rounds. */
  protected abstract readonly intervalMs: number;
  /** Whether this process runs the job (its configuration switch). */
  protected abstract enabled(): boolean;
  /** One round; what it answers is logged when truthy (e.g. how many rows it handled). */
  protected abstract round(): Promise<unknown>;

  onApplicationBootstrap(): void {
    if (!this.enabled()) return;
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.round()
      .then((done) => done && this.logger.log({ done }, 'Periodic round'))
      .catch((err: unknown) => this.logger.error({ err }, 'Periodic round failed'))
      .finally(() => (this.running = null));
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
