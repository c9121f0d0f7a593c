import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { S3Storage } from './s3.storage.js';

async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

// A real S3-compatible server (s3rver, on a free port) behind the driver, as MinIO or AWS would be.
describe('S3 storage against an S3-compatible server', () => {
  const directory = mkdtempSync(join(tmpdir(), 'clube-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: 'clube-uploads' }],
  });
  let storage: S3Storage;
  let other: S3Storage;

  beforeAll(async () => {
    const { port } = await server.run();
    const config = {
      bucket: 'clube-uploads',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    };
    storage = new S3Storage(config);
    // A second client, as another API replica has: it reads what the first one wrote.
    other = new S3Storage(config);
  });
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('puts a file and reads the same bytes back, from another client too', async () => {
    const key = `${randomUUID()}.png`;
    const body = randomBytes(2048);
    await storage.put(key, body, 'image/png');
    expect((await bytesOf(await storage.read(key)))?.equals(body)).toBe(true);
    expect((await bytesOf(await other.read(key)))?.equals(body)).toBe(true);
  });

  it('streams a large file (8 MB) in chunks, byte for byte', async () => {
    const key = `${randomUUID()}.mp4`;
    const body = randomBytes(8 * 1024 * 1024);
    await storage.put(key, body, 'video/mp4');
    const stream = await other.read(key);
    expect(stream).not.toBeNull();
    let chunks = 0;
    const parts: Buffer[] = [];
    for await (const chunk of stream as Readable) {
      chunks += 1;
      parts.push(Buffer.from(chunk as Buffer));
    }
    expect(chunks).toBeGreaterThan(1);
    expect(Buffer.concat(parts).equals(body)).toBe(true);
  });

  it('answers null for a key it does not hold', async () => {
    expect(await storage.read(`${randomUUID()}.pdf`)).toBeNull();
  });

  it('deletes a file: it reads as unknown afterwards, and deleting it again is harmless', async () => {
    const key = `${randomUUID()}.pdf`;
    await storage.put(key, Buffer.from('%PDF-1.4 teste'), 'application/pdf');
    await storage.delete(key);
    expect(await other.read(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses an unsafe key before reaching the server', async () => {
    await expect(storage.put('../fora.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      'Unsafe storage key',
    );
  });
});
