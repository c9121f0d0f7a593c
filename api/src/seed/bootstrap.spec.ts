import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ALL_PERMISSIONS, UserStatus } from '@clube/shared';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { User } from '../modules/users/entities/user.entity.js';
import { createFirstAdmin } from './bootstrap.js';

describe('first staff account of a production install', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ADMIN_CPF: '111.444.777-35',
      ADMIN_PASSWORD: 'primeiro-adm-1',
      ADMIN_EMAIL: 'Root@Clube.test',
      ADMIN_NAME: 'Raiz',
    });
  });
  afterAll(() => t?.close());

  it('is created at start from ADMIN_* with every permission, and can sign in', async () => {
    const users = await t.dataSource.getRepository(User).find({ relations: { permissions: true } });
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({
      name: 'Raiz',
      email: 'root@clube.test',
      admin: true,
      status: UserStatus.Active,
    });
    expect(users[0].permissions).toHaveLength(ALL_PERMISSIONS.length);
    const login = await t.http
      .post('/api/auth/login-admin')
      .send({ cpf: '11144477735', password: 'primeiro-adm-1' });
    expect(login.status).toBe(200);
  });

  it('is never created twice, nor when staff already exist', async () => {
    expect(
      await createFirstAdmin(t.dataSource, {
        cpf: '39053344705',
        password: 'outro-adm-12',
        email: 'b@clube.test',
        name: 'B',
      }),
    ).toBe(false);
    expect(await t.dataSource.getRepository(User).count()).toBe(1);
  });

  it('refuses a half-given or invalid ADMIN_* set at boot', async () => {
    const { loadConfig } = await import('../platform/config/app-config.js');
    expect(() => loadConfig({ ADMIN_CPF: '111.444.777-35' })).toThrow(
      /ADMIN_CPF, ADMIN_PASSWORD e ADMIN_EMAIL vão juntos/,
    );
    expect(() =>
      loadConfig({ ADMIN_CPF: '123', ADMIN_PASSWORD: 'xxxxxxxx1', ADMIN_EMAIL: 'a@b.co' }),
    ).toThrow(/ADMIN_CPF: CPF inválido/);
  });
});
