import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ErrorCode } from '@clube/shared';
import { DATABASE_CONNECTION } from '../../platform/database/database.tokens.js';
import type { DatabaseConnection } from '../../platform/database/data-source.js';
import { queryOne } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import type { HealthDto, LivenessDto, ReadinessDto } from './health.dto.js';
import { HEALTH_SQL } from './health.queries.js';
import { ReadinessState } from '../../platform/lifecycle/readiness.state.js';

/** How long the database may take to answer a health check before it counts as down. */
const DATABASE_CHECK_TIMEOUT_MS = 3000;

function within<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timeout')), DATABASE_CHECK_TIMEOUT_MS).unref(),
    ),
  ]);
}

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(DATABASE_CONNECTION) private readonly conn: DatabaseConnection,
    private readonly readiness: ReadinessState,
  ) {}

  async check(): Promise<HealthDto> {
    try {
      await within(queryOne(this.db, HEALTH_SQL.ping, []));
    } catch {
      throw new AppException(503, ErrorCode.DatabaseUnavailable, 'Banco de dados indisponível.');
    }
    return {
      status: 'ok',
      database: 'up',
      databaseKind: this.conn.embedded ? 'embedded' : 'postgresql',
      uptimeSeconds: this.uptime(),
    };
  }

  live(): LivenessDto {
    return { status: 'ok', uptimeSeconds: this.uptime() };
  }

  /** 503 while draining (at once, before the database is asked), when the database is down or behind. */
  async ready(): Promise<ReadinessDto> {
    if (this.readiness.draining)
      throw new AppException(
        503,
        ErrorCode.ServiceDraining,
        'API em desligamento: não aceita novas requisições.',
      );
    const health = await this.check();
    let pending: boolean;
    try {
      pending = await within(this.db.showMigrations());
    } catch {
      throw new AppException(503, ErrorCode.DatabaseUnavailable, 'Banco de dados indisponível.');
    }
    if (pending)
      throw new AppException(
        503,
        ErrorCode.MigrationsPending,
        'Banco de dados com migrações pendentes.',
      );
    return { ...health, migrations: 'applied' };
  }

  private uptime(): number {
    return Math.round(process.uptime() * 10) / 10;
  }
}
