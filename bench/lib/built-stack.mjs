// The built stack served like production, for the browser benches: the built API
// (NODE_ENV=production) on a fresh embedded database (PGlite) with the demo data, and Debian's
// nginx serving the built apps with the repo's templates (docker/nginx/*.conf.template: gzip,
// cache and security headers), /api proxied to the API. Needs `npm run build` and nginx
// (apt-get install -y nginx-light).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, waitForHttp } from '../../scripts/lib.mjs';

/** The nginx binary, or null. */
export function findNginx() {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? null;
}

/** The first of `files` (under dist/) that is missing, or null. */
export function missingBuild(files) {
  return files.find((file) => !existsSync(join(root, 'dist', file))) ?? null;
}

/**
 * Starts the API and nginx; resolves once the portal (and the admin app, when asked) answer
 * through nginx. `stop()` ends both and removes the scratch directory.
 * @param {{ apiPort: number, portalPort: number, adminPort?: number }} ports
 */
export async function startBuiltStack({ apiPort, portalPort, adminPort }) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx not found: apt-get install -y nginx-light');
  const apps = adminPort ? ['portal-web', 'admin-web'] : ['portal-web'];
  const missing = missingBuild(['api/main.js', ...apps.map((app) => `${app}/index.html`)]);
  if (missing) throw new Error(`dist/${missing} is missing: run npm run build first`);

  const work = mkdtempSync(join(tmpdir(), 'clube-bench-'));
  const children = [];
  const logs = new Map();
  const start = (name, cmd, args, env = process.env) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    logs.set(name, '');
    const keep = (d) => logs.set(name, (logs.get(name) + d).slice(-8000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    children.push(child);
    return child;
  };
  const stop = async () => {
    await Promise.all(
      children
        .filter((child) => child.exitCode === null && child.signalCode === null)
        .map(
          (child) =>
            new Promise((resolve) => {
              child.once('exit', resolve);
              child.kill('SIGTERM');
              setTimeout(resolve, 5000).unref();
            }),
        ),
    );
    rmSync(work, { recursive: true, force: true });
  };

  const portalOrigin = `http://localhost:${portalPort}`;
  const adminOrigin = adminPort ? `http://localhost:${adminPort}` : undefined;
  try {
    // Always the embedded database: a DATABASE_URL of the environment is not used.
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const api = start('api', process.execPath, ['dist/api/main.js'], {
      ...env,
      NODE_ENV: 'production',
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      JWT_STAFF_SECRET: randomBytes(32).toString('hex'),
      JWT_MEMBER_SECRET: randomBytes(32).toString('hex'),
      // production with the payment sandbox must say so (issue 24)
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      PAYMENT_NOTIFICATION_TOKEN: randomBytes(24).toString('hex'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      PORTAL_ORIGIN: portalOrigin,
      ADMIN_ORIGIN: adminOrigin ?? 'http://localhost:4300',
    });
    await waitForHttp(
      `http://127.0.0.1:${apiPort}/api/health`,
      180_000,
      () => api.exitCode === null,
    );

    const render = (app, listen) =>
      readFileSync(join(root, 'docker/nginx', `${app}.conf.template`), 'utf8')
        .replace('listen 80;', `listen 127.0.0.1:${listen};`)
        .replaceAll('/usr/share/nginx/html', join(root, 'dist', app))
        .replace('${API_SERVERS}', `server 127.0.0.1:${apiPort};`)
        .replace('${API_ROUTE}', '');
    writeFileSync(join(work, 'portal.conf'), render('portal-web', portalPort));
    if (adminPort) writeFileSync(join(work, 'admin.conf'), render('admin-web', adminPort));
    writeFileSync(
      join(work, 'nginx.conf'),
      `daemon off;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${work}/portal.conf;
  ${adminPort ? `include ${work}/admin.conf;` : ''}
}
`,
    );
    const web = start('nginx', nginx, ['-p', work, '-c', join(work, 'nginx.conf')]);
    await waitForHttp(`${portalOrigin}/`, 30_000, () => web.exitCode === null);
    await waitForHttp(`${portalOrigin}/api/site-configuration-public`, 30_000);
    if (adminOrigin) await waitForHttp(`${adminOrigin}/admin/`, 30_000);
  } catch (err) {
    for (const [name, text] of logs) if (text.trim()) console.error(`--- ${name}\n${text}`);
    await stop();
    throw err;
  }
  return { portalOrigin, adminOrigin, apiOrigin: `http://127.0.0.1:${apiPort}`, stop };
}
