import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ErrorCode } from '@clube/shared';
import { DATABASE_CONNECTION } from '../../platform/database/database.tokens.js';
import type { DatabaseConnection } from '../../platform/database/data-source.js';
import { queryOne } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import type { HealthDto } from './health.dto.js';
import { HEALTH_SQL } from './health.queries.js';

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(DATABASE_CONNECTION) private readonly conn: DatabaseConnection,
  ) {}

  async check(): Promise<HealthDto> {
    try {
      await Promise.race([
        queryOne(this.db, HEALTH_SQL.ping, []),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3000).unref()),
      ]);
    } catch {
      throw new AppException(503, ErrorCode.DatabaseUnavailable, 'Banco de dados indisponível.');
    }
    return {
      status: 'ok',
      database: 'up',
      databaseKind: this.conn.embedded ? 'embedded' : 'postgresql',
      uptimeSeconds: Math.round(process.uptime() * 10) / 10,
    };
  }
}
