import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JwtService } from '@nestjs/jwt';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { UserStatus } from '@clube/shared';
import { JWT_SECRETS } from '../../platform/auth/auth.tokens.js';
import type { JwtSecrets } from '../../platform/auth/jwt-secrets.js';
import { DEMO_FIRST_ACCESS_MEMBER, DEMO_MEMBER, DEMO_STAFF } from '../../seed/demo-seed.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.js';
import { PasswordResetCode } from './entities/password-reset-code.entity.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { SessionsService } from './sessions.service.js';

/** The link of the newest message in the outbox. */
function lastMailLink(t: TestApp): string {
  const dir = join(t.config.dataDir, 'outbox');
  const newest = readdirSync(dir).sort().at(-1);
  const eml = readFileSync(join(dir, newest ?? ''), 'utf8').replace(/=\r?\n/g, '');
  const link = /https?:\/\/\S+\/validador\/[A-Za-z0-9_-]+/.exec(eml)?.[0];
  if (!link) throw new Error('no recovery link in the outbox');
  return link;
}

describe('identity: sign-in, sessions, recovery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SEED_DEMO: 'true',
      PORTAL_ORIGIN: 'http://portal.test',
      ADMIN_ORIGIN: 'http://admin.test',
    });
  });
  afterAll(() => t?.close());

  const loginAdmin = (cpf: string, password: string) =>
    t.http.post('/api/auth/login-admin').send({ cpf, password });
  const loginMember = (email: string, password: string, keepConnected = false) =>
    t.http.post('/api/auth/login-associate').send({ email, password, keepConnected });

  describe('staff', () => {
    it('signs in the demo admin by masked CPF, with every permission', async () => {
      const res = await loginAdmin('529.982.247-25', DEMO_STAFF.password);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        expiresIn: 900,
      });
      expect(res.body.user).toMatchObject({
        cpf: '52998224725',
        admin: true,
        status: { id: 1, description: 'Ativo' },
      });
      expect(res.body.user.permissions.map((p: { description: string }) => p.description)).toEqual(
        expect.arrayContaining([
          'list-user',
          'update-user',
          'list-permission',
          'update-permission',
          'list-news',
        ]),
      );
      const me = await t.http.get('/api/users/me').auth(res.body.accessToken, { type: 'bearer' });
      expect(me.status).toBe(200);
      expect(me.body.name).toBe(DEMO_STAFF.name);
    });

    it('refuses a wrong password or unknown CPF with the spec text, never saying which', async () => {
      for (const [cpf, password] of [
        ['52998224725', 'senha-errada'],
        ['11144477735', DEMO_STAFF.password],
      ]) {
        const res = await loginAdmin(cpf, password);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({
          statusCode: 401,
          code: 'INVALID_CREDENTIALS',
          error: 'Usuário ou senha não encontrada em nosso banco de dados',
        });
      }
    });

    it('a sign-up is pending (400 on login) until staff with update-user activates it', async () => {
      const signup = await t.http.post('/api/auth/signup').send({
        name: 'Joana',
        surname: 'Pereira',
        email: 'Joana@Clube.test ',
        cpf: '390.533.447-05',
        password: 'joana-senha-1',
        passwordConfirmation: 'joana-senha-1',
      });
      expect(signup.status).toBe(201);
      const pending = await loginAdmin('39053344705', 'joana-senha-1');
      expect(pending.status).toBe(400);
      expect(pending.body.code).toBe('ACCESS_PENDING');

      const again = await t.http.post('/api/auth/signup').send({
        name: 'Outra',
        surname: 'Pessoa',
        email: 'joana@clube.test',
        cpf: '111.444.777-35',
        password: 'outra-senha-1',
        passwordConfirmation: 'outra-senha-1',
      });
      expect(again.status).toBe(400);
      expect(again.body.error).toBe('O campo email único e o valor já existe');
      const sameCpf = await t.http.post('/api/auth/signup').send({
        name: 'Outra',
        surname: 'Pessoa',
        email: 'outra@clube.test',
        cpf: '39053344705',
        password: 'outra-senha-1',
        passwordConfirmation: 'outra-senha-1',
      });
      expect(sameCpf.body.error).toBe('O campo cpf é único e o valor já existe');

      const joanaId = (
        await t.dataSource.query(`SELECT id FROM staff_user WHERE cpf = '39053344705'`)
      )[0].id;
      const weak = await t.staffToken(['list-user']);
      const denied = await t.http
        .put(`/api/users/${joanaId}`)
        .auth(weak, { type: 'bearer' })
        .send({ status: UserStatus.Active });
      expect(denied.status).toBe(403);
      expect(denied.body.error).toBe('Nível de usuário insuficiente para o acesso');

      const manager = await t.staffToken(['update-user']);
      const activated = await t.http
        .put(`/api/users/${joanaId}`)
        .auth(manager, { type: 'bearer' })
        .send({ status: UserStatus.Active });
      expect(activated.status).toBe(200);
      const ok = await loginAdmin('390.533.447-05', 'joana-senha-1');
      expect(ok.status).toBe(200);
      expect(ok.body.user.permissions).toEqual([]);
      expect(ok.body.user.email).toBe('joana@clube.test');
    });

    it('validates sign-up fields in Portuguese', async () => {
      const res = await t.http.post('/api/auth/signup').send({
        name: '',
        surname: 'X',
        email: 'nao-e-email',
        cpf: '123.456.789-00',
        password: 'curta',
        passwordConfirmation: 'outra',
      });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({
        name: 'Este campo não pode estar vazio!',
        email: 'O campo email precisa ser um email válido',
        cpf: 'CPF inválido.',
        password: 'A senha deve ter de 8 a 20 caracteres.',
        passwordConfirmation: 'As senhas não são iguais!',
      });
    });
  });

  describe('tokens', () => {
    it('refuses expired tokens and tokens of the other realm', async () => {
      const secrets = t.app.get<JwtSecrets>(JWT_SECRETS);
      const jwt = t.app.get(JwtService);
      const staff = await t.createStaff(['list-user']);
      const expired = await jwt.signAsync(
        { realm: 'staff', exp: Math.floor(Date.now() / 1000) - 10 },
        { secret: secrets.staff, subject: staff.id, issuer: 'clube-api', audience: 'staff' },
      );
      expect((await t.http.get('/api/users').auth(expired, { type: 'bearer' })).status).toBe(401);

      const member = await loginMember(DEMO_MEMBER.email, DEMO_MEMBER.password);
      const onStaff = await t.http
        .get('/api/users/me')
        .auth(member.body.accessToken, { type: 'bearer' });
      expect(onStaff.status).toBe(401);
      const admin = await loginAdmin('52998224725', DEMO_STAFF.password);
      const onMember = await t.http
        .get('/api/associate/me')
        .auth(admin.body.accessToken, { type: 'bearer' });
      expect(onMember.status).toBe(401);
      // The same claims signed with the member secret are still not a staff token.
      const crossSigned = await jwt.signAsync(
        { realm: 'staff' },
        { secret: secrets.member, subject: staff.id, issuer: 'clube-api', audience: 'staff' },
      );
      expect((await t.http.get('/api/users/me').auth(crossSigned, { type: 'bearer' })).status).toBe(
        401,
      );
    });

    it('rotates refresh tokens; reusing one revokes the whole session', async () => {
      const login = await loginMember(DEMO_MEMBER.email, DEMO_MEMBER.password, true);
      const { refreshToken, authUserId } = login.body;
      const first = await t.http.post('/api/refresh-token').send({ refreshToken, authUserId });
      expect(first.status).toBe(200);
      expect(first.body.refreshToken).not.toBe(refreshToken);
      expect(
        (await t.http.get('/api/associate/me').auth(first.body.accessToken, { type: 'bearer' }))
          .status,
      ).toBe(200);

      const reused = await t.http.post('/api/refresh-token').send({ refreshToken, authUserId });
      expect(reused.status).toBe(401);
      // The thief's reuse also ends the legitimate successor.
      const successor = await t.http
        .post('/api/refresh-token')
        .send({ refreshToken: first.body.refreshToken, authUserId });
      expect(successor.status).toBe(401);

      const stored = await t.dataSource
        .getRepository(RefreshToken)
        .findBy({ subjectId: authUserId });
      expect(stored.every((r) => !r.tokenHash.includes(refreshToken))).toBe(true);
      expect(stored.every((r) => r.tokenHash.length === 64)).toBe(true);
    });

    it('refuses a refresh token presented for another account', async () => {
      const login = await loginMember(DEMO_MEMBER.email, DEMO_MEMBER.password);
      const other = await t.http.post('/api/refresh-token').send({
        refreshToken: login.body.refreshToken,
        authUserId: '6f1c1a3e-1d1b-4c1c-9f7e-2b9f0c7a1d10',
      });
      expect(other.status).toBe(401);
    });

    it('sign-out ends the session', async () => {
      const login = await loginAdmin('52998224725', DEMO_STAFF.password);
      const out = await t.http
        .post('/api/auth/logout')
        .send({ refreshToken: login.body.refreshToken });
      expect(out.status).toBe(204);
      const after = await t.http
        .post('/api/refresh-token')
        .send({ refreshToken: login.body.refreshToken, authUserId: login.body.user.id });
      expect(after.status).toBe(401);
    });

    it('sign-out ends the access token of that session at once, and only that session', async () => {
      const [a, b] = [
        await loginAdmin('52998224725', DEMO_STAFF.password),
        await loginAdmin('52998224725', DEMO_STAFF.password),
      ];
      const me = (token: string) => t.http.get('/api/users/me').auth(token, { type: 'bearer' });
      expect((await me(a.body.accessToken)).status).toBe(200);
      await t.http.post('/api/auth/logout').send({ refreshToken: a.body.refreshToken });
      const ended = await me(a.body.accessToken);
      expect(ended.status).toBe(401);
      expect(ended.body.code).toBe('UNAUTHENTICATED');
      expect((await me(b.body.accessToken)).status).toBe(200);

      // A member's too; a refreshed token of the session keeps working until sign-out.
      const m = await loginMember(DEMO_MEMBER.email, DEMO_MEMBER.password);
      const refreshed = await t.http
        .post('/api/refresh-token')
        .send({ refreshToken: m.body.refreshToken, authUserId: m.body.authUserId });
      const assoc = (token: string) =>
        t.http.get('/api/associate/me').auth(token, { type: 'bearer' });
      expect((await assoc(refreshed.body.accessToken)).status).toBe(200);
      expect((await assoc(m.body.accessToken)).status).toBe(200);
      await t.http.post('/api/auth/logout').send({ refreshToken: refreshed.body.refreshToken });
      expect((await assoc(refreshed.body.accessToken)).status).toBe(401);
      expect((await assoc(m.body.accessToken)).status).toBe(401);
    });
  });

  describe('members', () => {
    it('signs in by e-mail (any case) and reads the profile with two dependents', async () => {
      const res = await loginMember('SOCIO@clube.test', DEMO_MEMBER.password);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ isFirstAccess: false, authUserId: expect.any(String) });
      const me = await t.http
        .get('/api/associate/me')
        .auth(res.body.accessToken, { type: 'bearer' });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({
        email: 'socio@clube.test',
        company: { description: 'Colibri Serviços Ltda.' },
      });
      expect(me.body.dependents.map((d: { name: string }) => d.name)).toEqual([
        'Mariana Souza',
        'Pedro Souza',
      ]);
      const bad = await loginMember('socio@clube.test', 'errada-123');
      expect(bad.status).toBe(401);
      expect(bad.body.error).toBe('E-mail ou senha inválidos.');
    });

    it('first access: flagged until the password is changed, which revokes old sessions', async () => {
      const first = await loginMember(
        DEMO_FIRST_ACCESS_MEMBER.email,
        DEMO_FIRST_ACCESS_MEMBER.password,
        true,
      );
      expect(first.body.isFirstAccess).toBe(true);
      const mismatch = await t.http
        .put('/api/associate/update-password')
        .auth(first.body.accessToken, { type: 'bearer' })
        .send({ password: 'nova-senha-1', passwordConfirmation: 'nova-senha-2' });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.fields.passwordConfirmation).toBe('As senhas não são iguais');

      const changed = await t.http
        .put('/api/associate/update-password')
        .auth(first.body.accessToken, { type: 'bearer' })
        .send({ password: 'nova-senha-1', passwordConfirmation: 'nova-senha-1' });
      expect(changed.status).toBe(200);
      expect(changed.body.message).toBe('Senha alterada.');
      const oldRefresh = await t.http
        .post('/api/refresh-token')
        .send({ refreshToken: first.body.refreshToken, authUserId: first.body.authUserId });
      expect(oldRefresh.status).toBe(401);
      const newRefresh = await t.http
        .post('/api/refresh-token')
        .send({ refreshToken: changed.body.refreshToken, authUserId: first.body.authUserId });
      expect(newRefresh.status).toBe(200);

      const again = await loginMember(DEMO_FIRST_ACCESS_MEMBER.email, 'nova-senha-1');
      expect(again.body.isFirstAccess).toBe(false);
      expect(
        (await loginMember(DEMO_FIRST_ACCESS_MEMBER.email, DEMO_FIRST_ACCESS_MEMBER.password))
          .status,
      ).toBe(401);
    });

    it('a new password and the end of the other sessions are one transaction', async () => {
      const member = await t.createMember();
      const session = (await loginMember(member.email, TEST_PASSWORD, true).expect(200)).body;
      const change = (accessToken: string) =>
        t.http.put('/api/associate/update-password').auth(accessToken, { type: 'bearer' }).send({
          currentPassword: TEST_PASSWORD,
          password: 'trocada-123',
          passwordConfirmation: 'trocada-123',
        });
      const refresh = (refreshToken: string) =>
        t.http.post('/api/refresh-token').send({ refreshToken, authUserId: member.id });

      // The sessions end inside the transaction, then something fails before the commit.
      const sessions = t.app.get(SessionsService);
      const endAll = sessions.endAll.bind(sessions);
      const spy = jest.spyOn(sessions, 'endAll').mockImplementationOnce(async (...args) => {
        await endAll(...args);
        throw new Error('falha simulada depois de encerrar as sessões');
      });
      const failed = await change(session.accessToken);
      expect(failed.status).toBe(500);
      expect(failed.body).toMatchObject({ statusCode: 500, code: 'INTERNAL_ERROR' });
      expect(spy).toHaveBeenCalledWith('member', member.id, expect.anything());
      spy.mockRestore();
      // Neither happened.
      expect((await loginMember(member.email, 'trocada-123')).status).toBe(401);
      const renewed = await refresh(session.refreshToken);
      expect(renewed.status).toBe(200);

      // Without the failure both happen.
      expect((await change(renewed.body.accessToken)).status).toBe(200);
      expect((await refresh(renewed.body.refreshToken)).status).toBe(401);
      expect((await loginMember(member.email, 'trocada-123')).status).toBe(200);
    });
    it('a member changes the password only with the current one; common passwords are refused', async () => {
      const member = await t.createMember();
      const session = (await loginMember(member.email, TEST_PASSWORD).expect(200)).body;
      const change = (body: Record<string, string>) =>
        t.http
          .put('/api/associate/update-password')
          .auth(session.accessToken, { type: 'bearer' })
          .send(body);

      // A stolen token alone does not take the account.
      const without = await change({
        password: 'tomada-conta-1',
        passwordConfirmation: 'tomada-conta-1',
      });
      expect(without.status).toBe(400);
      expect(without.body).toMatchObject({
        error: 'Informe a senha atual.',
        fields: { currentPassword: 'Informe a senha atual.' },
      });
      const wrong = await change({
        currentPassword: 'nao-e-esta-1',
        password: 'tomada-conta-1',
        passwordConfirmation: 'tomada-conta-1',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        code: 'WRONG_PASSWORD',
        fields: { currentPassword: 'Senha atual incorreta.' },
      });
      expect((await loginMember(member.email, 'tomada-conta-1')).status).toBe(401);
      // Guessing it is limited like a sign-in: five wrong tries, then 429 for 15 minutes.
      const guesser = await t.createMember();
      const stolen = (await loginMember(guesser.email, TEST_PASSWORD).expect(200)).body;
      const guess = (currentPassword: string) =>
        t.http
          .put('/api/associate/update-password')
          .auth(stolen.accessToken, { type: 'bearer' })
          .send({
            currentPassword,
            password: 'tomada-conta-1',
            passwordConfirmation: 'tomada-conta-1',
          });
      for (let i = 0; i < 5; i++) expect((await guess(`chute-${i}-abc`)).status).toBe(400);
      const blocked = await guess(TEST_PASSWORD);
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe('TOO_MANY_REQUESTS');
      expect((await loginMember(guesser.email, 'tomada-conta-1')).status).toBe(401);

      for (const common of ['12345678', 'senha123', 'qwertyui', 'abcdefgh']) {
        const weak = await change({
          currentPassword: TEST_PASSWORD,
          password: common,
          passwordConfirmation: common,
        });
        expect(weak.status).toBe(400);
        expect(weak.body.fields.password).toBe(
          'Senha muito comum ou fácil de adivinhar. Escolha outra.',
        );
      }
      expect((await loginMember(member.email, TEST_PASSWORD)).status).toBe(200);

      const ok = await change({
        currentPassword: TEST_PASSWORD,
        password: 'piscina-azul-7',
        passwordConfirmation: 'piscina-azul-7',
      });
      expect(ok.status).toBe(200);
      expect((await loginMember(member.email, 'piscina-azul-7')).status).toBe(200);
    });

    it('a common password is refused by the reset link too', async () => {
      await t.http
        .post('/api/send-email-reset-password')
        .send({ email: DEMO_MEMBER.email, associate: true })
        .expect(200);
      const code = lastMailLink(t).split('/').at(-1) ?? '';
      const weak = await t.http.post('/api/recovery-password').send({
        email: DEMO_MEMBER.email,
        code,
        password: '12345678',
        passwordConfirmation: '12345678',
        associate: true,
      });
      expect(weak.status).toBe(400);
      expect(weak.body.fields.password).toBe(
        'Senha muito comum ou fácil de adivinhar. Escolha outra.',
      );
    });
  });

  describe('password recovery', () => {
    it('member: link to the portal, single use, e-mail must match', async () => {
      const unknown = await t.http
        .post('/api/send-email-reset-password')
        .send({ email: 'ninguem@clube.test', associate: true });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toBe('Email não cadastrado!');

      const sent = await t.http
        .post('/api/send-email-reset-password')
        .send({ email: DEMO_MEMBER.email, associate: true });
      expect(sent.status).toBe(200);
      expect(sent.body.message).toBe('Um link de verificação foi enviado para seu email!');
      const link = lastMailLink(t);
      expect(link.startsWith('http://portal.test/associado/validador/')).toBe(true);
      const code = link.split('/').at(-1) ?? '';
      const stored = await t.dataSource
        .getRepository(PasswordResetCode)
        .findOneByOrFail({ email: DEMO_MEMBER.email });
      expect(stored.codeHash).not.toContain(code);
      expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);

      const wrongEmail = await t.http.post('/api/recovery-password').send({
        email: 'primeiro@clube.test',
        password: 'recuperada-1',
        passwordConfirmation: 'recuperada-1',
        code,
        associate: true,
      });
      expect(wrongEmail.status).toBe(400);
      expect(wrongEmail.body.error).toBe(
        'E-mail inválido, usar e-mail que solicitou a recuperação de senha',
      );

      const ok = await t.http.post('/api/recovery-password').send({
        email: DEMO_MEMBER.email,
        password: 'recuperada-1',
        passwordConfirmation: 'recuperada-1',
        code,
        associate: true,
      });
      expect(ok.status).toBe(200);
      expect((await loginMember(DEMO_MEMBER.email, 'recuperada-1')).status).toBe(200);

      const reused = await t.http.post('/api/recovery-password').send({
        email: DEMO_MEMBER.email,
        password: 'outra-senha-9',
        passwordConfirmation: 'outra-senha-9',
        code,
        associate: true,
      });
      expect(reused.status).toBe(403);
      expect(reused.body.error).toBe('Não foi encontrado nenhuma documento neste periodo!');
    });

    it('staff: link to the back office; a member code does not work for staff; expired codes fail', async () => {
      const unknown = await t.http
        .post('/api/send-email-reset-password')
        .send({ email: 'ninguem@clube.test', associate: false });
      expect(unknown.status).toBe(401);
      expect(unknown.body.error).toBe(
        'Acesso negado! Usuário não encontrado em nosso banco de dados',
      );

      await t.http
        .post('/api/send-email-reset-password')
        .send({ email: DEMO_STAFF.email, associate: false })
        .expect(200);
      const link = lastMailLink(t);
      expect(link.startsWith('http://admin.test/admin/validador/')).toBe(true);
      const code = link.split('/').at(-1) ?? '';
      const asMember = await t.http.post('/api/recovery-password').send({
        email: DEMO_STAFF.email,
        password: 'nova-admin-1',
        passwordConfirmation: 'nova-admin-1',
        code,
        associate: true,
      });
      expect(asMember.status).toBe(403);

      await t.dataSource
        .getRepository(PasswordResetCode)
        .update({ email: DEMO_STAFF.email }, { expiresAt: new Date(Date.now() - 1000) });
      const expired = await t.http.post('/api/recovery-password').send({
        email: DEMO_STAFF.email,
        password: 'nova-admin-1',
        passwordConfirmation: 'nova-admin-1',
        code,
        associate: false,
      });
      expect(expired.status).toBe(403);
    });
  });
});
