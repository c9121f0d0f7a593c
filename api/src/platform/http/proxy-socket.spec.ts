import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drainAndClose } from '../lifecycle/graceful-shutdown.js';
import { listenOnProxySocket } from './proxy-socket.js';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request over the Unix socket, as the web containers' nginx sends it. */
function viaSocket(
  socketPath: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        socketPath,
        method,
        path,
        headers: {
          host: 'clube.test',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('the proxy socket (API_SOCKET: nginx on the same server)', () => {
  let t: TestApp | undefined;
  let door: Server | undefined;
  const socket = join(tmpdir(), `clube-api-${process.pid}-${Date.now()}.sock`);

  afterEach(async () => {
    if (door?.listening) await new Promise((resolve) => door?.close(resolve));
    await t?.close();
    t = door = undefined;
  });

  const start = async (env: Record<string, string> = {}) => {
    t = await createTestApp(env);
    door = await listenOnProxySocket(t.app.getHttpServer() as Server, socket, 511);
    return { app: t, listening: door };
  };

  it('answers as the port does, the public reads included', async () => {
    const { app } = await start();
    const ready = await viaSocket(socket, 'GET', '/api/health/ready');
    expect(ready.status).toBe(200);
    const site = await viaSocket(socket, 'GET', '/api/site-configuration-public');
    const onPort = await app.http.get('/api/site-configuration-public');
    expect(site.status).toBe(200);
    expect(JSON.parse(site.body)).toEqual(onPort.body);
    expect(site.headers.etag).toBe(onPort.headers.etag);
    const missing = await viaSocket(socket, 'GET', '/api/nao-existe');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toMatchObject({ statusCode: 404 });
  });

  it('takes over a socket file left by a process that was killed', async () => {
    const { app, listening } = await start();
    await new Promise((resolve) => listening.close(resolve));
    // A killed process leaves its socket file; the next start listens on the same path.
    await writeFile(socket, '');
    door = await listenOnProxySocket(app.app.getHttpServer() as Server, socket, 511);
    expect((await viaSocket(socket, 'GET', '/api/health/live')).status).toBe(200);
  });

  /** 31 failed sign-ins on distinct accounts over the socket, each from `forwardedFor(i)`. */
  const guesses = async (forwardedFor: (i: number) => string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await viaSocket(
        socket,
        'POST',
        '/api/auth/login-associate',
        { 'x-forwarded-for': forwardedFor(i) },
        { email: `ninguem${i}@clube.test`, password: 'errada-123', keepConnected: false },
      );
      statuses.push(res.status);
    }
    return statuses;
  };

  it('believes the proxy on the socket about the client (X-Forwarded-For), as rate limits need', async () => {
    // No TRUST_PROXY: on the port nobody is believed (sign-in-limits.spec); the socket's peer is
    // the club's own proxy, so each client it names has its own counter...
    await start();
    expect(await guesses((i) => `198.51.100.${i}`)).toEqual(Array(31).fill(401));
    // ...and one client is stopped after 30 failures, whatever the proxy's own address.
    expect(await guesses(() => '198.51.100.200')).toEqual([...Array<number>(30).fill(401), 429]);
  });

  it('drains with the port: served while draining, then closed and its file gone', async () => {
    const { app, listening } = await start();
    const closed = drainAndClose(app, { drainDelayMs: 800, requestDrainTimeoutMs: 2000 }, [
      listening,
    ]);
    const ready = await viaSocket(socket, 'GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.connection).toBe('close');
    expect((await viaSocket(socket, 'GET', '/api/site-configuration-public')).status).toBe(200);
    await closed;
    t = undefined; // drainAndClose closed the app
    await expect(viaSocket(socket, 'GET', '/api/health/live')).rejects.toThrow();
    expect(existsSync(socket)).toBe(false);
  });
});
