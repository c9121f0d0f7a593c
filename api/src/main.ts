import 'reflect-metadata';
import type { Server } from 'node:http';
import { createApp } from './app.factory.js';
import {
  DRAIN_DELAY_MS,
  REQUEST_DRAIN_TIMEOUT_MS,
  drainAndClose,
} from './platform/lifecycle/graceful-shutdown.js';
import { listenOnProxySocket } from './platform/http/proxy-socket.js';
import { ConfigError, loadConfig, paymentsAtStart } from './platform/config/app-config.js';

/**
 * Connections waiting to be accepted. Node's default (511) is too short for a burst of new
 * connections (a sale opening with a thousand buyers at once, a proxy opening its pool): on a
 * busy machine the kernel's queue overflowed and connections were reset before the API saw
 * them. The kernel caps it at net.core.somaxconn.
 */
const LISTEN_BACKLOG = 4096;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }

  const running = await createApp(config);
  // Nest passes extra arguments on to net.Server#listen (port, host, backlog).
  const listen = running.app.listen.bind(running.app) as unknown as (
    port: number,
    host: string,
    backlog: number,
  ) => Promise<unknown>;
  await listen(config.port, config.host, LISTEN_BACKLOG);
  const doors = config.proxySocket
    ? [
        await listenOnProxySocket(
          running.app.getHttpServer() as Server,
          config.proxySocket,
          LISTEN_BACKLOG,
        ),
      ]
    : [];
  const url = await running.app.getUrl();
  const logger = running.app.get((await import('nestjs-pino')).Logger);
  logger.log(
    {
      port: config.port,
      ...(config.proxySocket ? { socket: config.proxySocket } : {}),
      database: running.db.embedded ? 'embedded (PGlite)' : 'postgresql',
    },
    `API listening on ${url.replace('[::1]', 'localhost')}/api (docs at /api/docs)`,
  );
  const payments = paymentsAtStart(config);
  if (payments.level === 'error') logger.error(payments.fields, payments.message);
  else logger.log(payments.fields, payments.message);

  // SIGTERM (a rolling restart, compose stop): stop taking work, finish what was taken, close.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log({ signal }, 'Draining: readiness 503, finishing the requests under way');
    const timer = setTimeout(
      () => {
        console.error(`Shutdown after ${signal} took too long; exiting.`);
        process.exit(1);
      },
      DRAIN_DELAY_MS + REQUEST_DRAIN_TIMEOUT_MS + 10_000,
    );
    timer.unref();
    try {
      await drainAndClose(running, undefined, doors);
      process.exit(0);
    } catch (err) {
      console.error('Error during shutdown', err);
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error('API failed to start:', err instanceof Error ? err.message : err);
  if (process.env.NODE_ENV !== 'production' && err instanceof Error) console.error(err.stack);
  process.exit(1);
});
