import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { ReadinessState } from './platform/lifecycle/readiness.state.js';
import { CONSTRAINT_MEANINGS } from './constraints.js';
import { resolveJwtSecrets } from './platform/auth/jwt-secrets.js';
import type { AppConfig } from './platform/config/app-config.js';
import { useConstraintMeanings } from './platform/database/database-errors.js';
import { withMigrationLock } from './platform/database/migration-lock.js';
import { openDatabase, type DatabaseRuntime } from './platform/database/database-runtime.js';
import { mountSwagger } from './platform/docs/swagger.js';
import { AppException } from './platform/http/app-exception.js';
import { toApiError } from './platform/http/http-exception.filter.js';
import { createValidationPipe } from './platform/http/validation.js';
import { trustProxyAndSocket } from './platform/http/proxy-socket.js';
import { STORAGE_DRIVER, type StorageDriver } from './platform/storage/storage.driver.js';
import { bootstrap } from './seed/bootstrap.js';
import { seedDemo } from './seed/demo-seed.js';

export interface RunningApp {
  app: NestExpressApplication;
  db: DatabaseRuntime;
  dataSource: DataSource;
  /** Stops taking requests, lets in-flight ones finish, closes the pool and the embedded database. */
  close(): Promise<void>;
}

export interface CreateAppOptions {
  /** A database already opened (tests, CLI); otherwise one is opened from the config. */
  db?: DatabaseRuntime;
  /** Run migrations (default true) and the demo seed (default: config.seedDemo). */
  migrate?: boolean;
  seed?: boolean;
}

export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<RunningApp> {
  useConstraintMeanings(CONSTRAINT_MEANINGS);
  const db = options.db ?? (await openDatabase(config));
  let app: NestExpressApplication | undefined;
  try {
    app = await NestFactory.create<NestExpressApplication>(
      AppModule.register(config, db, resolveJwtSecrets(config)),
      { bufferLogs: true, bodyParser: false, abortOnError: false },
    );
    app.useLogger(app.get(Logger));
    configureHttp(app, config);

    const dataSource = app.get(DataSource);
    const storage = app.get<StorageDriver>(STORAGE_DRIVER);
    // Replicas starting at the same moment migrate (and seed) one after the other.
    await withMigrationLock(dataSource, db.embedded, async () => {
      if (options.migrate ?? true) {
        await dataSource.runMigrations({ transaction: 'each' });
        await bootstrap(dataSource, config);
      }
      if (options.seed ?? config.seedDemo) await seedDemo(dataSource, storage);
    });

    const running = app;
    return {
      app: running,
      db,
      dataSource,
      close: async () => {
        await running.close();
        await db.stop();
      },
    };
  } catch (err) {
    await app?.close().catch(() => undefined);
    if (!options.db) await db.stop().catch(() => undefined);
    throw err;
  }
}

function configureHttp(app: NestExpressApplication, config: AppConfig): void {
  app.setGlobalPrefix('api');
  // Only the configured proxy (or the one on the proxy socket) may name the client
  // (X-Forwarded-For); by default nobody on the port may.
  app.set('trust proxy', trustProxyAndSocket(config.trustProxy));
  app.disable('x-powered-by');
  // Draining (SIGTERM): every answer closes its connection, so proxies stop reusing this process.
  const readiness = app.get(ReadinessState);
  app.use((_req: Request, res: Response, next: NextFunction) => {
    if (readiness.draining) res.setHeader('Connection', 'close');
    next();
  });

  // Security headers. The JSON API gets a locked-down CSP; the Swagger UI page needs its own scripts and styles.
  const strict = helmet({
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  const docs = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
      },
    },
  });
  app.use((req: Request, res: Response, next: NextFunction) =>
    (req.path.startsWith('/api/docs') ? docs : strict)(req, res, next),
  );
  // Files are shown by the two apps, which live on other origins.
  app.use('/api/files', (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  });

  app.enableCors({
    origin: config.corsOrigins,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Content-Disposition'],
    maxAge: 600,
  });

  // A NUL byte in the path or query is never meaningful (PostgreSQL refuses it in text).
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!/%00|\0/i.test(req.url)) return next();
    const body = toApiError(
      AppException.badRequest('O endereço contém um caractere inválido (NUL).'),
    );
    res.status(body.statusCode).json(body);
  });

  app.useBodyParser('json', { limit: config.bodyLimitBytes });
  app.useBodyParser('urlencoded', { limit: config.bodyLimitBytes, extended: false });
  // Body-parser failures (malformed JSON, too large) reach here before any route: same error shape.
  app.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!err) return next();
    const body = toApiError(err);
    res.status(body.statusCode).json(body);
  });

  app.useGlobalPipes(createValidationPipe());
  mountSwagger(app);
}
