import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig, paymentsAtStart } from './app-config.js';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
};

/** What a real production deployment sets (issue 24): the real acquirer and the notification token. */
const REAL_PAYMENTS: Record<string, string> = {
  NODE_ENV: 'production',
  JWT_STAFF_SECRET: 's'.repeat(40),
  JWT_MEMBER_SECRET: 'm'.repeat(40),
  PAYMENT_ACQUIRER: 'cielo',
  CIELO_MERCHANT_ID: '11111111-2222-3333-4444-555555555555',
  CIELO_MERCHANT_KEY: 'RANDOMKEYRANDOMKEYRANDOMKEYRANDOMKEYRAND',
  PAYMENT_NOTIFICATION_TOKEN: 'n'.repeat(32),
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
    expect(problems({ ...REAL_PAYMENTS, JWT_STAFF_SECRET: same, JWT_MEMBER_SECRET: same })).toEqual(
      ['JWT_MEMBER_SECRET: precisa ser diferente de JWT_STAFF_SECRET'],
    );
    expect(
      loadConfig({
        ...REAL_PAYMENTS,
        JWT_STAFF_SECRET: same,
        JWT_MEMBER_SECRET: 'y'.repeat(40),
      }).seedDemo,
    ).toBe(false);
  });

  describe('production refuses the payment sandbox (issue 24)', () => {
    const SANDBOX_REFUSED =
      'PAYMENT_ACQUIRER: em produção o sandbox de pagamentos (nenhum dinheiro real; qualquer um marca um Pix como pago) não é aceito: ' +
      'defina PAYMENT_ACQUIRER=cielo com CIELO_MERCHANT_ID e CIELO_MERCHANT_KEY, ' +
      'ou PAYMENT_SANDBOX_IN_PRODUCTION=true só num ambiente de homologação';
    const TOKEN_REQUIRED =
      'PAYMENT_NOTIFICATION_TOKEN: obrigatório em produção (16+ caracteres): o valor que a operadora envia no cabeçalho X-Notification-Token';

    it('refuses production with the sandbox, whether PAYMENT_ACQUIRER is unset or says so', () => {
      const { PAYMENT_ACQUIRER: _cielo, ...unset } = REAL_PAYMENTS;
      expect(problems(unset)).toEqual([SANDBOX_REFUSED]);
      expect(problems({ ...REAL_PAYMENTS, PAYMENT_ACQUIRER: 'sandbox' })).toEqual([
        SANDBOX_REFUSED,
      ]);
      expect(problems({ ...unset, PAYMENT_SANDBOX_IN_PRODUCTION: 'false' })).toEqual([
        SANDBOX_REFUSED,
      ]);
      // the message names every variable a real deployment sets
      for (const name of [
        'PAYMENT_ACQUIRER=cielo',
        'CIELO_MERCHANT_ID',
        'CIELO_MERCHANT_KEY',
        'PAYMENT_SANDBOX_IN_PRODUCTION=true',
      ]) {
        expect(SANDBOX_REFUSED).toContain(name);
      }
    });

    it('accepts the sandbox in production with the explicit opt-in, and says so loudly at start', () => {
      const c = loadConfig({
        ...REAL_PAYMENTS,
        PAYMENT_ACQUIRER: 'sandbox',
        PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      });
      expect(c.payments).toMatchObject({ acquirer: 'sandbox', sandboxInProduction: true });
      const notice = paymentsAtStart(c);
      expect(notice.level).toBe('error');
      expect(notice.message).toMatch(/^Payments: SANDBOX acquirer in PRODUCTION/);
      expect(notice.message).toContain('no real money');
    });

    it('refuses production without PAYMENT_NOTIFICATION_TOKEN, with the real acquirer or the opt-in', () => {
      const { PAYMENT_NOTIFICATION_TOKEN: _token, ...noToken } = REAL_PAYMENTS;
      expect(problems(noToken)).toEqual([TOKEN_REQUIRED]);
      expect(
        problems({
          ...noToken,
          PAYMENT_ACQUIRER: 'sandbox',
          PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
        }),
      ).toEqual([TOKEN_REQUIRED]);
      expect(problems({ ...REAL_PAYMENTS, PAYMENT_NOTIFICATION_TOKEN: 'short' })[0]).toMatch(
        /^PAYMENT_NOTIFICATION_TOKEN:/,
      );
    });

    it('production talks to Cielo’s production endpoints; its sandbox only with the opt-in', () => {
      const c = loadConfig(REAL_PAYMENTS);
      expect(c.payments.cielo).toMatchObject({
        apiUrl: 'https://api.cieloecommerce.cielo.com.br',
        queryUrl: 'https://apiquery.cieloecommerce.cielo.com.br',
      });
      expect(paymentsAtStart(c)).toEqual({
        level: 'info',
        message: 'Payments: acquirer cielo (api url https://api.cieloecommerce.cielo.com.br)',
        fields: {
          acquirer: 'cielo',
          apiUrl: 'https://api.cieloecommerce.cielo.com.br',
          queryUrl: 'https://apiquery.cieloecommerce.cielo.com.br',
        },
      });
      const cieloSandbox = {
        ...REAL_PAYMENTS,
        CIELO_API_URL: 'https://apisandbox.cieloecommerce.cielo.com.br',
      };
      expect(problems(cieloSandbox)[0]).toMatch(
        /^CIELO_API_URL: em produção o sandbox da Cielo \(nenhum dinheiro real\) não é aceito/,
      );
      // a URL that is not one is named as such (the sandbox check does not trip over it)
      expect(problems({ ...REAL_PAYMENTS, CIELO_QUERY_URL: 'not a url' })).toEqual([
        expect.stringMatching(/^CIELO_QUERY_URL:/),
      ]);
      const staging = loadConfig({ ...cieloSandbox, PAYMENT_SANDBOX_IN_PRODUCTION: 'true' });
      expect(paymentsAtStart(staging).level).toBe('error');
      // outside production the defaults stay the sandbox's, quietly
      const dev = loadConfig({});
      expect(dev.payments).toMatchObject({ acquirer: 'sandbox', sandboxInProduction: false });
      expect(dev.payments.cielo.apiUrl).toBe('https://apisandbox.cieloecommerce.cielo.com.br');
      expect(paymentsAtStart(dev)).toMatchObject({
        level: 'info',
        message: 'Payments: SANDBOX acquirer — no real money',
      });
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });
});
