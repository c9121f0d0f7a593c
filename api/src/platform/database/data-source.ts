import { DataSource, type DataSourceOptions } from 'typeorm';
import { ENTITIES } from '../../entities.js';
import { MIGRATIONS } from '../../migrations/index.js';
import { OutboxSubscriber } from '../events/outbox.subscriber.js';
import { WriteWatcherSubscriber } from '../public-cache/write-watcher.subscriber.js';
import { API_APPLICATION_NAME, EMBEDDED_APPLICATION_NAME } from './prepared-read.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

export interface DatabaseConnection {
  url: string;
  /** True for the embedded PGlite: one shared session, so a pool of one. */
  embedded: boolean;
}

export function dataSourceOptions(conn: DatabaseConnection): DataSourceOptions {
  return {
    type: 'postgres',
    url: conn.url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    // Every committed write is announced (public cache invalidation, here and on other replicas).
    // Domain events written in a transaction are handled once it commits.
    subscribers: [WriteWatcherSubscriber, OutboxSubscriber],
    migrationsTableName: 'migrations',
    synchronize: false,
    // gen_random_uuid() is core PostgreSQL (13+) and PGlite: no extension to install.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    migrationsRun: false,
    namingStrategy: new SnakeNamingStrategy(),
    logging: false,
    // Names the pool's sessions in pg_stat_activity; also says whether reads may be prepared.
    applicationName: conn.embedded ? EMBEDDED_APPLICATION_NAME : API_APPLICATION_NAME,
    extra: { max: conn.embedded ? 1 : 10, connectionTimeoutMillis: 10_000 },
  };
}

export function createDataSource(conn: DatabaseConnection): DataSource {
  return new DataSource(dataSourceOptions(conn));
}
