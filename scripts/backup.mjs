#!/usr/bin/env node
// Backups of a running install: the database (pg_dump, custom format) and the uploads (from the
// local DATA_DIR/uploads or the S3 bucket), into one directory with a manifest of checksums; and
// the restore of such a directory into an empty database and an empty store.
//   npm run db:backup  -- [--out backups/clube-2026-11-27T07-00]   (default: backups/clube-<now>)
//   npm run db:restore -- --from backups/clube-2026-11-27T07-00
// Both read the API's own variables: DATABASE_URL, and STORAGE_DRIVER with DATA_DIR or S3_BUCKET,
// S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.
// pg_dump/pg_restore of the server's major version (15) must be on the PATH.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import pg from 'pg';

const exec = promisify(execFile);
export const MANIFEST = 'manifest.json';
const FORMAT = 'clube-backup/1';
const DUMP = 'database.dump';
const UPLOADS = 'uploads';
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** Where the uploads live, from the API's variables. */
export function storageFromEnv(env = process.env) {
  if (env.STORAGE_DRIVER === 's3') {
    if (!env.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
    return {
      kind: 's3',
      bucket: env.S3_BUCKET,
      client: new S3Client({
        region: env.S3_REGION ?? 'us-east-1',
        endpoint: env.S3_ENDPOINT || undefined,
        forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? 'true') !== 'false',
        credentials:
          env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
            : undefined,
      }),
    };
  }
  return { kind: 'local', dir: join(resolve(env.DATA_DIR ?? '.data'), 'uploads') };
}

/** Every stored file: key, bytes and content type. */
async function* filesOf(storage) {
  if (storage.kind === 'local') {
    if (!existsSync(storage.dir)) return;
    for (const key of readdirSync(storage.dir).sort()) {
      const path = join(storage.dir, key);
      if (statSync(path).isFile()) yield { key, bytes: readFileSync(path), contentType: null };
    }
    return;
  }
  let token;
  do {
    const page = await storage.client.send(
      new ListObjectsV2Command({ Bucket: storage.bucket, ContinuationToken: token }),
    );
    for (const { Key } of page.Contents ?? []) {
      const out = await storage.client.send(new GetObjectCommand({ Bucket: storage.bucket, Key }));
      const bytes = Buffer.from(await out.Body.transformToByteArray());
      yield { key: Key, bytes, contentType: out.ContentType ?? null };
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

async function putFile(storage, { key, bytes, contentType }) {
  if (storage.kind === 'local') {
    mkdirSync(storage.dir, { recursive: true });
    writeFileSync(join(storage.dir, key), bytes);
    return;
  }
  await storage.client.send(
    new PutObjectCommand({
      Bucket: storage.bucket,
      Key: key,
      Body: bytes,
      ContentType: contentType ?? 'application/octet-stream',
    }),
  );
}

/** Backs the database and the uploads up into `out`; answers the manifest. */
export async function backup({ databaseUrl, storage, out }) {
  mkdirSync(join(out, UPLOADS), { recursive: true });
  await exec('pg_dump', [
    '--format=custom',
    '--no-owner',
    `--file=${join(out, DUMP)}`,
    databaseUrl,
  ]);
  const dump = readFileSync(join(out, DUMP));
  const files = [];
  for await (const file of filesOf(storage)) {
    writeFileSync(join(out, UPLOADS, file.key), file.bytes);
    files.push({
      key: file.key,
      bytes: file.bytes.length,
      sha256: sha256(file.bytes),
      contentType: file.contentType,
    });
  }
  const manifest = {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    database: { file: DUMP, bytes: dump.length, sha256: sha256(dump) },
    uploads: {
      from: storage.kind === 's3' ? `s3://${storage.bucket}` : storage.dir,
      count: files.length,
      files,
    },
  };
  writeFileSync(join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores a backup directory into an empty database and store. Every checksum is verified
 * before anything is written; a database that already has tables is refused.
 */
export async function restore({ databaseUrl, storage, from }) {
  const manifest = JSON.parse(readFileSync(join(from, MANIFEST), 'utf8'));
  if (manifest.format !== FORMAT) throw new Error(`${from}: not a ${FORMAT} backup`);
  const damaged = [];
  if (sha256(readFileSync(join(from, manifest.database.file))) !== manifest.database.sha256)
    damaged.push(manifest.database.file);
  for (const f of manifest.uploads.files)
    if (sha256(readFileSync(join(from, UPLOADS, f.key))) !== f.sha256) damaged.push(f.key);
  if (damaged.length) throw new Error(`checksums differ, nothing restored: ${damaged.join(', ')}`);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'",
    );
    if (rows[0].n > 0)
      throw new Error('the target database has tables: restore into a new, empty database');
  } finally {
    await client.end();
  }
  await exec('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    `--dbname=${databaseUrl}`,
    join(from, manifest.database.file),
  ]);
  for (const f of manifest.uploads.files)
    await putFile(storage, { ...f, bytes: readFileSync(join(from, UPLOADS, f.key)) });
  return manifest;
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const option = (name) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('set DATABASE_URL (the database to back up or restore into)');
  const storage = storageFromEnv();
  if (command === 'backup') {
    const out = resolve(
      option('out') ?? `backups/clube-${new Date().toISOString().slice(0, 16).replace(':', '-')}`,
    );
    const m = await backup({ databaseUrl, storage, out });
    console.log(
      `Backup in ${out}: database ${m.database.bytes} bytes, ${m.uploads.count} file(s).`,
    );
  } else if (command === 'restore') {
    const from = option('from');
    if (!from) throw new Error('say which backup: --from <directory>');
    const m = await restore({ databaseUrl, storage, from: resolve(from) });
    console.log(`Restored the backup of ${m.createdAt}: database and ${m.uploads.count} file(s).`);
  } else {
    throw new Error('usage: backup.mjs backup [--out dir] | restore --from dir');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
