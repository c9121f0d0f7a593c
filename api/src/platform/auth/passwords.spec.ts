import { describe, expect, it, jest } from '@jest/globals';
import { hashPassword, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('hashes at the OWASP baseline (argon2id, 19 MiB, t=2) unless the tests asked for less', async () => {
    // This file's registry was given the tests' least cost by src/test/setup.ts; a fresh copy of
    // the module is what the app loads.
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./passwords.js');
      const hash = await fresh.hashPassword('senha-do-app-1');
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await fresh.verifyPassword(hash, 'senha-do-app-1')).toBe(true);
      expect(await fresh.verifyPassword(hash, 'outra-senha')).toBe(false);
    });
    // The tests' own hashes: the least cost, still argon2id, still verified.
    const cheap = await hashPassword('senha-teste-1');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'senha-teste-1')).toBe(true);
  });
});
