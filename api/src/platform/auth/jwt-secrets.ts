import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';

export interface JwtSecrets {
  staff: string;
  member: string;
}

/**
 * Separate secrets per sign-in realm. Production must set them (the config check
 * refuses to start otherwise). Development keeps generated ones in
 * `<DATA_DIR>/secrets.json` so sessions survive a restart; tests use fresh ones.
 */
export function resolveJwtSecrets(config: AppConfig): JwtSecrets {
  const fresh = () => randomBytes(48).toString('base64url');
  if (config.jwt.staffSecret && config.jwt.memberSecret) {
    return { staff: config.jwt.staffSecret, member: config.jwt.memberSecret };
  }
  if (config.env === 'test') {
    return { staff: config.jwt.staffSecret ?? fresh(), member: config.jwt.memberSecret ?? fresh() };
  }
  const file = join(config.dataDir, 'secrets.json');
  let stored: Partial<JwtSecrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<JwtSecrets>;
  const secrets = {
    staff: config.jwt.staffSecret ?? stored.staff ?? fresh(),
    member: config.jwt.memberSecret ?? stored.member ?? fresh(),
  };
  if (secrets.staff !== stored.staff || secrets.member !== stored.member) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
