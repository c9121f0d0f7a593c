import { describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@clube/shared';
import { type AppConfig, loadConfig } from '../../platform/config/app-config.js';
import { AppException } from '../../platform/http/app-exception.js';
import { NotificationGate } from './notification-gate.js';

const TOKEN = 'a'.repeat(32);

/** The gate with a configuration as given (the configuration itself refuses some of these). */
function gate(env: AppConfig['env'], notificationToken: string | undefined): NotificationGate {
  const config = loadConfig({ NODE_ENV: 'test' });
  return new NotificationGate({
    ...config,
    env,
    payments: { ...config.payments, notificationToken },
  });
}

function statusOf(check: () => void): number | 'passed' {
  try {
    check();
    return 'passed';
  } catch (err) {
    if (!(err instanceof AppException)) throw err;
    expect(err.getResponse()).toMatchObject({ code: ErrorCode.Unauthenticated });
    return err.getStatus();
  }
}

describe('NotificationGate', () => {
  it('checks the token when one is configured, in every environment', () => {
    for (const env of ['production', 'development', 'test'] as const) {
      const g = gate(env, TOKEN);
      expect(statusOf(() => g.check(TOKEN))).toBe('passed');
      expect(statusOf(() => g.check(undefined))).toBe(401);
      expect(statusOf(() => g.check(''))).toBe(401);
      expect(statusOf(() => g.check('b'.repeat(32)))).toBe(401);
      expect(statusOf(() => g.check(TOKEN.slice(1)))).toBe(401);
    }
  });

  it('in production without a configured token every notification is refused', () => {
    const g = gate('production', undefined);
    expect(statusOf(() => g.check(undefined))).toBe(401);
    expect(statusOf(() => g.check(TOKEN))).toBe(401);
  });

  it('outside production without a configured token, notifications pass (the sandbox, tests)', () => {
    expect(statusOf(() => gate('development', undefined).check(undefined))).toBe('passed');
    expect(statusOf(() => gate('test', undefined).check(undefined))).toBe('passed');
  });
});
