import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './app-config.js';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
};

describe('typed configuration', () => {
  it('starts in development with the defaults of the README', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      env: 'development',
      port: 3000,
      seedDemo: true,
      clubTimeZone: 'America/Sao_Paulo',
      databaseUrl: undefined,
    });
    expect(c.corsOrigins).toEqual(['http://localhost:4200', 'http://localhost:4300']);
    expect(c.dataDir).toMatch(/\.data$/);
  });

  it('names each bad variable', () => {
    expect(problems({ PORT: 'abc' })[0]).toMatch(/^PORT:/);
    expect(problems({ DATABASE_URL: 'mysql://x' })[0]).toMatch(
      /^DATABASE_URL: deve começar com postgres/,
    );
    expect(problems({ CLUB_TIME_ZONE: 'Mars/Base' })[0]).toBe(
      'CLUB_TIME_ZONE: fuso horário IANA desconhecido',
    );
    expect(problems({ STORAGE_DRIVER: 's3' })[0]).toBe(
      'S3_BUCKET: obrigatório quando STORAGE_DRIVER=s3',
    );
    expect(problems({ PORTAL_ORIGIN: 'not a url' })[0]).toMatch(/^PORTAL_ORIGIN:/);
  });

  it('refuses to start in production without the two different token secrets', () => {
    const p = problems({ NODE_ENV: 'production' });
    expect(p).toContain('JWT_STAFF_SECRET: obrigatório em produção');
    expect(p).toContain('JWT_MEMBER_SECRET: obrigatório em produção');
    const same = 'x'.repeat(40);
    expect(
      problems({ NODE_ENV: 'production', JWT_STAFF_SECRET: same, JWT_MEMBER_SECRET: same }),
    ).toEqual(['JWT_MEMBER_SECRET: precisa ser diferente de JWT_STAFF_SECRET']);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        JWT_STAFF_SECRET: same,
        JWT_MEMBER_SECRET: 'y'.repeat(40),
      }).seedDemo,
    ).toBe(false);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });
});
