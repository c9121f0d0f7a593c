import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { P, RecordStatus } from '@clube/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { SessionsService } from './sessions.service.js';

/**
 * The signed-in accounts of requests that arrive together are read in one statement (see
 * DbPrincipalResolver): each request must still get its own account, and an ended session, a
 * deactivated account or a missing permission must refuse only the requests it concerns.
 */
describe('requests authenticated together', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  it('each request is answered for its own account and session', async () => {
    const members = await Promise.all(Array.from({ length: 12 }, () => t.createMember()));
    const tokens = await Promise.all(members.map((m) => t.tokenFor('member', m.id)));
    // Members 0-3 signed out everywhere, member 4 deactivated by the staff.
    const sessions = t.app.get(SessionsService);
    for (const m of members.slice(0, 4)) await sessions.endAll('member', m.id);
    await t.dataSource.query('UPDATE associate SET status = $2 WHERE id = $1', [
      members[4].id,
      RecordStatus.Inactive,
    ]);
    const reader = await t.createStaff([P.listUser]);
    const stranger = await t.createStaff([]);
    const staffTokens = [
      await t.tokenFor('staff', reader.id),
      await t.tokenFor('staff', stranger.id),
    ];

    // All at once, members and staff interleaved, twice over.
    const calls = [...tokens, ...tokens].flatMap((token, i) => [
      t.http.get('/api/associate/me').auth(token, { type: 'bearer' }),
      t.http.get('/api/users').auth(staffTokens[i % 2], { type: 'bearer' }),
    ]);
    const answers = await Promise.all(calls);

    const memberAnswers = answers.filter((_, i) => i % 2 === 0);
    memberAnswers.forEach((res, i) => {
      const member = members[i % members.length];
      if (i % members.length < 5) {
        expect(res.status).toBe(401);
        expect(res.body.code).toBe('UNAUTHENTICATED');
      } else {
        expect(res.status).toBe(200);
        expect(res.body.id).toBe(member.id);
        expect(res.body.cpf).toBe(member.cpf);
      }
    });
    const staffAnswers = answers.filter((_, i) => i % 2 === 1);
    staffAnswers.forEach((res, i) => {
      expect(res.status).toBe(i % 2 === 0 ? 200 : 403);
    });
  }, 60_000);

  it("a member's token is never taken for a staff account, nor a staff token for a member's", async () => {
    const member = await t.createMember();
    const staff = await t.createStaff([P.listUser]);
    const [memberToken, staffToken] = [
      await t.tokenFor('member', member.id),
      await t.tokenFor('staff', staff.id),
    ];
    const answers = await Promise.all([
      t.http.get('/api/users').auth(memberToken, { type: 'bearer' }),
      t.http.get('/api/associate/me').auth(staffToken, { type: 'bearer' }),
      t.http.get('/api/associate/me').auth(memberToken, { type: 'bearer' }),
      t.http.get('/api/users/me').auth(staffToken, { type: 'bearer' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 200, 200]);
    expect(answers[3].body.id).toBe(staff.id);
  }, 60_000);
});
