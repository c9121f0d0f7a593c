import { describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createTestApp } from '../../test/test-app.js';
import { drainAndClose } from './graceful-shutdown.js';

describe('graceful shutdown (SIGTERM)', () => {
  it('answers readiness 503 at once, keeps serving while draining, then refuses new connections', async () => {
    const t = await createTestApp();
    const { port } = (t.app.getHttpServer() as Server).address() as AddressInfo;
    const base = `http://127.0.0.1:${port}/api`;
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);

    const closed = drainAndClose(t, { drainDelayMs: 800, requestDrainTimeoutMs: 2000 });
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ code: 'SERVICE_DRAINING' });
    expect(ready.headers.get('connection')).toBe('close');
    // Still served while draining: nginx may send a last request or two.
    const site = await fetch(`${base}/site-configuration-public`);
    expect(site.status).toBe(200);
    expect(site.headers.get('connection')).toBe('close');

    await closed;
    await expect(fetch(`${base}/health/live`)).rejects.toThrow();
  });
});
