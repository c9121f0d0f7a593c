import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ALL_PERMISSIONS, MSG, P, UserStatus } from '@clube/shared';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.js';
import { SessionsService } from '../auth/sessions.service.js';
import { Permission } from './entities/permission.entity.js';

describe('internal users and permissions', () => {
  let t: TestApp;
  let manager: string;
  let managerId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const m = await t.createStaff(
      [P.listUser, P.insertUser, P.updateUser, P.deleteUser, P.listPermission, P.updatePermission],
      {
        name: 'Gerente',
      },
    );
    managerId = m.id;
    manager = await t.tokenFor('staff', m.id);
  });
  afterAll(() => t?.close());

  const as = (token: string) => ({
    get: (url: string) => t.http.get(url).auth(token, { type: 'bearer' }),
    post: (url: string, body: object) =>
      t.http.post(url).auth(token, { type: 'bearer' }).send(body),
    put: (url: string, body: object) => t.http.put(url).auth(token, { type: 'bearer' }).send(body),
    delete: (url: string) => t.http.delete(url).auth(token, { type: 'bearer' }),
  });

  it('keeps the whole permission catalogue of libs/shared in the database', async () => {
    const rows = await t.dataSource.getRepository(Permission).find();
    expect(rows.map((r) => r.description).sort()).toEqual(
      ALL_PERMISSIONS.map((p) => p.description).sort(),
    );
  });

  it('creates, lists with search and pagination, edits and deletes internal users', async () => {
    for (const [i, name] of ['Bruno', 'Carla', 'Daniel'].entries()) {
      const res = await as(manager).post('/api/users', {
        name,
        surname: 'Silva',
        email: `${name.toLowerCase()}@clube.test`,
        cpf: ['111.444.777-35', '390.533.447-05', '987.654.321-00'][i],
        password: 'senha-forte-1',
        passwordConfirmation: 'senha-forte-1',
      });
      expect(res.status).toBe(201);
      expect(res.body.status).toEqual({ id: 1, description: 'Ativo' });
    }
    const page = await as(manager).get('/api/users?take=2&skip=0&sort=name');
    expect(page.body.total).toBe(4);
    expect(page.body.data.map((u: { name: string }) => u.name)).toEqual(['Bruno', 'Carla']);
    const byCpf = await as(manager).get('/api/users?search=390.533');
    expect(byCpf.body.data.map((u: { name: string }) => u.name)).toEqual(['Carla']);
    const none = await as(manager).get('/api/users?search=zzz');
    expect(none.body).toEqual({ data: [], total: 0 });
    expect((await as(manager).get('/api/users?sort=passwordHash')).status).toBe(400);

    const carla = byCpf.body.data[0];
    const listNews = (
      await t.dataSource.getRepository(Permission).findOneByOrFail({ description: P.listNews })
    ).id;
    const edited = await as(manager).put(`/api/users/${carla.id}`, {
      admin: true,
      status: UserStatus.Inactive,
      permissions: [listNews],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      admin: true,
      status: { id: 2, description: 'Inativo' },
      permissions: [{ id: listNews, description: 'list-news' }],
    });
    const badPermission = await as(manager).put(`/api/users/${carla.id}`, {
      permissions: [999999],
    });
    expect(badPermission.status).toBe(400);

    expect((await as(manager).delete(`/api/users/${carla.id}`)).status).toBe(204);
    expect((await as(manager).get(`/api/users/${carla.id}`)).status).toBe(404);

    const rest = await as(manager).get('/api/users?search=silva');
    const ids = rest.body.data.map((u: { id: string }) => u.id);
    expect((await as(manager).post('/api/users/multiple', { ids })).status).toBe(204);
    expect((await as(manager).get('/api/users')).body.total).toBe(1);
  });

  it('refuses duplicates with the spec texts and never lets you delete yourself', async () => {
    const dup = await as(manager).post('/api/users', {
      name: 'X',
      surname: 'Y',
      email: 'x@clube.test',
      cpf: (await as(manager).get('/api/users/me')).body.cpf,
      password: 'senha-forte-1',
      passwordConfirmation: 'senha-forte-1',
    });
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({
      code: 'DUPLICATE_CPF',
      error: 'O campo cpf é único e o valor já existe',
    });
    // An edit to an e-mail another account holds meets the database's unique constraint
    // (users.constraints.ts): the sign-up's answer, on the field.
    const other = await t.createStaff([]);
    const mine = (await as(manager).get('/api/users/me')).body.email as string;
    const taken = await as(manager).put(`/api/users/${other.id}`, { email: mine });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({
      statusCode: 400,
      code: 'DUPLICATE_EMAIL',
      error: MSG.signupEmailTaken,
      fields: { email: MSG.signupEmailTaken },
    });
    const self = await as(manager).delete(`/api/users/${managerId}`);
    expect(self.status).toBe(400);
    expect(self.body.code).toBe('CANNOT_DELETE_SELF');
  });

  it('each route asks for its own permission', async () => {
    const reader = await t.staffToken([P.listUser]);
    expect((await as(reader).get('/api/users')).status).toBe(200);
    for (const res of [
      await as(reader).post('/api/users', {}),
      await as(reader).put(`/api/users/${managerId}`, { admin: true }),
      await as(reader).delete(`/api/users/${managerId}`),
      await as(reader).get('/api/group-permissions'),
      await as(reader).post('/api/v1/users-toggle-permission', {
        userId: managerId,
        permissionId: 1,
      }),
    ]) {
      expect(res.status).toBe(403);
    }
    const member = await t.memberToken();
    expect((await as(member).get('/api/users')).status).toBe(401);
  });

  it('toggles one permission at a time, and the change applies to the next request', async () => {
    const target = await t.createStaff([]);
    const targetToken = await t.tokenFor('staff', target.id);
    expect((await as(targetToken).get('/api/users')).status).toBe(403);

    const groups = await as(manager).get('/api/group-permissions');
    expect(groups.body.map((g: { title: string }) => g.title)).toEqual([
      'Site',
      'Cadastros',
      'Gestão',
      'Relatórios',
      'Admin',
    ]);
    const listUser = groups.body
      .flatMap((g: { permissions: { id: number; description: string }[] }) => g.permissions)
      .find((p: { description: string }) => p.description === 'list-user');

    const on = await as(manager).post('/api/v1/users-toggle-permission', {
      userId: target.id,
      permissionId: listUser.id,
    });
    expect(on.body).toEqual({
      userId: target.id,
      permissionId: listUser.id,
      granted: true,
      message: 'Permissão alterada!',
    });
    expect((await as(targetToken).get('/api/users')).status).toBe(200);
    const held = await as(manager).get(`/api/v1/users-permission?userId=${target.id}`);
    expect(held.body.permissions).toEqual([{ id: listUser.id, description: 'list-user' }]);

    const off = await as(manager).post('/api/v1/users-toggle-permission', {
      userId: target.id,
      permissionId: listUser.id,
    });
    expect(off.body.granted).toBe(false);
    expect((await as(targetToken).get('/api/users')).status).toBe(403);

    expect((await as(manager).get('/api/v1/users-permission?userId=abc')).status).toBe(400);
    expect(
      (
        await as(manager).post('/api/v1/users-toggle-permission', {
          userId: target.id,
          permissionId: 999999,
        })
      ).status,
    ).toBe(404);
  });

  it('rights change only with update-permission, and nobody raises their own', async () => {
    const sign = async (id: string) => t.tokenFor('staff', id);
    const catalogue = await t.dataSource.getRepository(Permission).find();
    const allIds = catalogue.map((p) => p.id);
    const idOf = (d: string) => catalogue.find((p) => p.description === d)?.id ?? -1;
    const heldBy = async (id: string) =>
      (
        await t.dataSource.query(
          'SELECT p.description FROM user_permission up JOIN permission p ON p.id = up.permission_id WHERE up.user_id = $1 ORDER BY 1',
          [id],
        )
      ).map((r: { description: string }) => r.description);
    const adminOf = async (id: string) =>
      (await t.dataSource.query('SELECT admin FROM staff_user WHERE id = $1', [id]))[0].admin;

    // Only update-user: may edit people, never rights (the spec's form sends them unchanged).
    const editor = await t.createStaff([P.listUser, P.updateUser, P.insertUser]);
    const editorToken = await sign(editor.id);
    const other = await t.createStaff([P.listNews]);
    const forbidden = { statusCode: 403, code: 'FORBIDDEN' };
    for (const body of [{ permissions: allIds }, { admin: true }]) {
      const self = await as(editorToken).put(`/api/users/${editor.id}`, body);
      expect(self.status).toBe(403);
      expect(self.body).toMatchObject(forbidden);
      const them = await as(editorToken).put(`/api/users/${other.id}`, body);
      expect(them.status).toBe(403);
    }
    expect(await heldBy(editor.id)).toEqual(['insert-user', 'list-user', 'update-user']);
    expect(await adminOf(editor.id)).toBe(false);
    expect(await heldBy(other.id)).toEqual(['list-news']);
    const same = await as(editorToken).put(`/api/users/${other.id}`, {
      admin: false,
      permissions: [idOf('list-news')],
      status: UserStatus.Active,
      name: 'Renomeado',
    });
    expect(same.status).toBe(200);
    expect(same.body.name).toBe('Renomeado');
    const newAdmin = await as(editorToken).post('/api/users', {
      name: 'Novo',
      surname: 'Admin',
      email: 'novo.admin@clube.test',
      cpf: '248.438.034-80',
      password: 'senha-forte-1',
      passwordConfirmation: 'senha-forte-1',
      admin: true,
    });
    expect(newAdmin.status).toBe(403);
    expect(
      await t.dataSource.query(`SELECT 1 FROM staff_user WHERE email = 'novo.admin@clube.test'`),
    ).toEqual([]);

    // With update-permission: may change others' rights, still not raise their own.
    const granter = await t.createStaff([P.listUser, P.updateUser, P.updatePermission]);
    const granterToken = await sign(granter.id);
    const raise = await as(granterToken).put(`/api/users/${granter.id}`, { permissions: allIds });
    expect(raise.status).toBe(403);
    expect(raise.body.error).toBe('Você não pode ampliar as suas próprias permissões.');
    expect((await as(granterToken).put(`/api/users/${granter.id}`, { admin: true })).status).toBe(
      403,
    );
    const toggleOn = await as(granterToken).post('/api/v1/users-toggle-permission', {
      userId: granter.id,
      permissionId: idOf('delete-user'),
    });
    expect(toggleOn.status).toBe(403);
    expect(await heldBy(granter.id)).toEqual(['list-user', 'update-permission', 'update-user']);
    const grantOther = await as(granterToken).put(`/api/users/${other.id}`, {
      permissions: [idOf('list-news'), idOf('list-gallery')],
    });
    expect(grantOther.status).toBe(200);
    expect(await heldBy(other.id)).toEqual(['list-gallery', 'list-news']);
    // Giving up one's own right is fine.
    const drop = await as(granterToken).post('/api/v1/users-toggle-permission', {
      userId: granter.id,
      permissionId: idOf('list-user'),
    });
    expect(drop.status).toBe(200);
    expect(drop.body.granted).toBe(false);
  });

  it('a deactivated staff member loses access at once', async () => {
    const user = await t.createStaff([P.listUser]);
    const token = await t.tokenFor('staff', user.id);
    expect((await as(token).get('/api/users')).status).toBe(200);
    await as(manager).put(`/api/users/${user.id}`, { status: UserStatus.Inactive }).expect(200);
    expect((await as(token).get('/api/users')).status).toBe(401);
  });

  it('updates the own profile; a password change needs the current password', async () => {
    const wrong = await as(manager).put('/api/users/me', {
      currentPassword: 'errada',
      password: 'nova-senha-9',
      passwordConfirmation: 'nova-senha-9',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Senha atual incorreta.');
    const ok = await as(manager).put('/api/users/me', {
      name: 'Gerente Geral',
      currentPassword: 'senha-teste-1',
      password: 'nova-senha-9',
      passwordConfirmation: 'nova-senha-9',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.name).toBe('Gerente Geral');
    const login = await t.http
      .post('/api/auth/login-admin')
      .send({ cpf: ok.body.cpf, password: 'nova-senha-9' });
    expect(login.status).toBe(200);
  });

  it('a new password and the end of the sessions are one transaction: a failure leaves both as they were', async () => {
    const staff = await t.createStaff([]);
    const login = (password: string) =>
      t.http.post('/api/auth/login-admin').send({ cpf: staff.cpf, password });
    const session = (await login(TEST_PASSWORD).expect(200)).body;
    const refresh = (refreshToken: string) =>
      t.http.post('/api/refresh-token').send({ refreshToken, authUserId: staff.id });
    const change = () =>
      as(session.accessToken).put('/api/users/me', {
        currentPassword: TEST_PASSWORD,
        password: 'trocada-123',
        passwordConfirmation: 'trocada-123',
      });

    // The sessions end inside the transaction, then something fails before the commit.
    const sessions = t.app.get(SessionsService);
    const endAll = sessions.endAll.bind(sessions);
    const spy = jest.spyOn(sessions, 'endAll').mockImplementationOnce(async (...args) => {
      await endAll(...args);
      throw new Error('falha simulada depois de encerrar as sessões');
    });
    const failed = await change();
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ statusCode: 500, code: 'INTERNAL_ERROR' });
    expect(spy).toHaveBeenCalledWith('staff', staff.id, expect.anything());
    spy.mockRestore();
    // Neither happened: the old password still signs in, the session still renews.
    expect((await login('trocada-123')).status).toBe(401);
    expect((await login(TEST_PASSWORD)).status).toBe(200);
    const renewed = await refresh(session.refreshToken);
    expect(renewed.status).toBe(200);

    // Without the failure both happen.
    const changed = await as(renewed.body.accessToken).put('/api/users/me', {
      currentPassword: TEST_PASSWORD,
      password: 'trocada-123',
      passwordConfirmation: 'trocada-123',
    });
    expect(changed.status).toBe(200);
    expect((await refresh(renewed.body.refreshToken)).status).toBe(401);
    expect((await login('trocada-123')).status).toBe(200);
    expect((await login(TEST_PASSWORD)).status).toBe(401);
  });

  it('serves the permission lookup to any staff member, in catalogue order', async () => {
    const anyone = await t.staffToken([]);
    const res = await as(anyone).get('/api/permission');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { description: string }) => p.description)).toEqual(
      ALL_PERMISSIONS.map((p) => p.description),
    );
    const rows = await t.dataSource.getRepository(Permission).find();
    const listNews = rows.find((r) => r.description === P.listNews);
    expect(res.body).toContainEqual({
      id: listNews?.id,
      description: 'list-news',
      label: listNews?.label,
    });
    expect(Object.keys(res.body[0]).sort()).toEqual(['description', 'id', 'label']);
    expect((await t.http.get('/api/permission')).status).toBe(401);
    expect((await as(await t.memberToken()).get('/api/permission')).status).toBe(401);
  });
});
