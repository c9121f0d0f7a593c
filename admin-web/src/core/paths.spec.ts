import { ADMIN_ROUTES as SPEC_ROUTES, MENU_GROUPS, P } from '@clube/shared';
import { describe, expect, it } from '@jest/globals';
import { ADMIN_ROUTES, adminPath, HOME_PATH, LOGIN_PATH } from './paths';

const staffRoutes = Object.values(ADMIN_ROUTES).filter((route) => route.access === 'staff');

describe('route table', () => {
  it("has every admin route of the spec's table with its permission, and nothing else", () => {
    const ours = staffRoutes.map(({ path, permission }) => ({ path, permission }));
    expect(ours).toHaveLength(SPEC_ROUTES.length);
    expect(ours).toEqual(expect.arrayContaining([...SPEC_ROUTES]));
  });

  it('has the public admin routes', () => {
    const publicPaths = Object.values(ADMIN_ROUTES)
      .filter((route) => route.access === 'public')
      .map((route) => route.path);
    expect(publicPaths).toEqual(['', 'cadastro', 'recuperar-senha', 'validador/:code']);
  });

  it('has a route for every menu link', () => {
    const paths = new Set(staffRoutes.map((route) => route.path));
    const links = MENU_GROUPS.flatMap((group) => group.items.map((item) => item.path));
    expect(links.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('guards the pages as the spec says', () => {
    expect(ADMIN_ROUTES.news.permission).toBe(P.listNews);
    expect(ADMIN_ROUTES.users.permission).toBe('list-user');
    expect(ADMIN_ROUTES.reservationReport.permission).toBe('report-local-reservation');
    expect(ADMIN_ROUTES.home.permission).toBeNull();
    expect(ADMIN_ROUTES.cards.permission).toBeNull();
  });
});

describe('adminPath', () => {
  it('gives in-app locations, filling route parameters', () => {
    expect(adminPath('news')).toBe('/noticias');
    expect(adminPath('cardLayout')).toBe('/carteirinha/layout');
    expect(adminPath('passwordReset', { code: 'a b/c' })).toBe('/validador/a%20b%2Fc');
    expect(() => adminPath('passwordReset')).toThrow(/code/);
    expect(LOGIN_PATH).toBe('/');
    expect(HOME_PATH).toBe('/');
  });
});
