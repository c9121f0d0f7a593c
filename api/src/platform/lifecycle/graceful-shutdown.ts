import type { Server } from 'node:http';
import type { RunningApp } from '../../app.factory.js';
import { ReadinessState } from './readiness.state.js';

/**
 * How long a draining process keeps serving (readiness already 503, every answer closing its
 * connection) before it stops accepting. Whatever routes to it must stop in that time: the web
 * containers' nginx asks each replica's readiness every second and takes a replica that is not
 * ready out of its upstream (docker/nginx/start-nginx.sh), an orchestrator its endpoints. Closing
 * the listener while a proxy still connects resets the connections not yet accepted, with the
 * request already sent: a POST the proxy may not resend (one purchase lost in a rolling restart).
 */
export const DRAIN_DELAY_MS = 5_000;
/** How long requests already taken may run once the server stops accepting; then they are cut. */
export const REQUEST_DRAIN_TIMEOUT_MS = 15_000;

export interface ShutdownTimings {
  drainDelayMs: number;
  requestDrainTimeoutMs: number;
}

/**
 * SIGTERM's work: readiness 503 at once, keep serving DRAIN_DELAY_MS with `Connection: close`,
 * stop accepting and let the requests under way finish (cut after REQUEST_DRAIN_TIMEOUT_MS),
 * then close the application (its jobs, the pool, the embedded database).
 */
export async function drainAndClose(
  running: RunningApp,
  timings: ShutdownTimings = {
    drainDelayMs: DRAIN_DELAY_MS,
    requestDrainTimeoutMs: REQUEST_DRAIN_TIMEOUT_MS,
  },
  /** Other listeners handing requests to the app (the proxy socket, platform/http/proxy-socket.ts). */
  doors: readonly Server[] = [],
): Promise<void> {
  running.app.get(ReadinessState).startDraining();
  await new Promise((resolve) => setTimeout(resolve, timings.drainDelayMs));
  const servers = [running.app.getHttpServer() as Server, ...doors];
  const cut = setTimeout(() => {
    for (const server of servers) server.closeAllConnections();
  }, timings.requestDrainTimeoutMs);
  cut.unref();
  try {
    // Each stops accepting, closes its idle connections, resolves once its last request has answered.
    await Promise.all(
      servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
    );
  } finally {
    clearTimeout(cut);
  }
  await running.close();
}
