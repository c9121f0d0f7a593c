import { describe, expect, it } from '@jest/globals';
import {
  ADMIN_ROUTES,
  ALL_PERMISSIONS,
  hasAnyPermission,
  hasPermission,
  isPermissionName,
  MENU_GROUPS,
  P,
  PERMISSION_GROUPS,
  visibleMenu,
} from './permissions.js';

const descriptions = Object.values(P) as string[];

describe('P', () => {
  it('maps camelCase keys to the kebab-case descriptions', () => {
    expect(P.listNews).toBe('list-news');
    expect(P.insertNews).toBe('insert-news');
    for (const [key, description] of Object.entries(P)) {
      const camel = description.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
      expect(key).toBe(camel);
    }
  });

  it('has no duplicate descriptions', () => {
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('covers every page permission of the admin spec', () => {
    for (const p of [
      'list-user',
      'list-company',
      'list-permission',
      'list-site-configuration',
      'list-ticket',
      'list-gallery',
      'list-date-restriction',
      'list-news',
      'list-sport',
      'list-associate',
      'list-ticket-template',
      'list-reservation-intervals',
      'list-local-reservation',
      'list-local-type',
      'list-local',
      'list-report-people',
      'list-covenant',
      'list-associate-dependent-blocked',
      'report-local-reservation',
      'list-report-events',
      'list-report-payments',
      'list-reservation-invitations',
      'list-event',
      'list-access-validation',
      'list-card',
    ]) {
      expect(descriptions).toContain(p);
    }
  });

  it('covers insert/update/delete of every resource in the spec, plus the extras', () => {
    for (const resource of [
      'associate',
      'card',
      'company',
      'covenant',
      'gallery',
      'date-restriction',
      'local-type',
      'reservation-intervals',
      'user',
      'news',
      'event',
      'sport',
      'ticket-template',
      'ticket',
    ]) {
      for (const verb of ['insert', 'update', 'delete']) {
        expect(descriptions).toContain(`${verb}-${resource}`);
      }
    }
    for (const p of [
      'delete-local-reservation',
      'insert-local-reservation',
      'insert-report-people',
      'update-site-configuration',
      'update-permission',
      'insert-local',
      'update-local',
      'delete-local',
      // Issue 24: staff cancel an order and refund it.
      'refund-order',
      // Issue 25: the CPFs barred from coming in as guests.
      'list-barred-cpf',
      'insert-barred-cpf',
      'update-barred-cpf',
      'delete-barred-cpf',
      // Issue 27: integrators' API keys.
      'list-api-key',
      'insert-api-key',
      'delete-api-key',
      // Issue 27: the integrators' outbound webhooks.
      'list-webhook',
      'insert-webhook',
      'update-webhook',
      'delete-webhook',
    ]) {
      expect(descriptions).toContain(p);
    }
    expect(descriptions).toHaveLength(25 + 14 * 3 + 3 + 5 + 1 + 4 + 3 + 4);
  });
});

describe('ALL_PERMISSIONS', () => {
  it('lists every permission exactly once, with a label and a known group', () => {
    const listed = ALL_PERMISSIONS.map((p) => p.description);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...descriptions].sort());
    const groups = PERMISSION_GROUPS.map((g) => g.key);
    for (const p of ALL_PERMISSIONS) {
      expect(p.label.length).toBeGreaterThan(3);
      expect(groups).toContain(p.group);
    }
  });

  it('labels in Portuguese', () => {
    const byName = new Map(ALL_PERMISSIONS.map((p) => [p.description, p]));
    expect(byName.get(P.listNews)).toEqual({
      description: 'list-news',
      label: 'Listar notícias',
      group: 'site',
    });
    expect(byName.get(P.deleteUser)?.label).toBe('Excluir usuários internos');
    expect(byName.get(P.insertCompany)?.group).toBe('cadastros');
  });

  it('has unique labels', () => {
    const labels = ALL_PERMISSIONS.map((p) => p.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('hasPermission / hasAnyPermission', () => {
  const held = ['list-news', 'insert-news'];

  it('check by description', () => {
    expect(hasPermission(held, P.listNews)).toBe(true);
    expect(hasPermission(held, P.deleteNews)).toBe(false);
    expect(hasPermission([], P.listNews)).toBe(false);
    expect(hasAnyPermission(held, [P.deleteNews, P.insertNews])).toBe(true);
    expect(hasAnyPermission(held, [P.deleteNews, P.listUser])).toBe(false);
    expect(hasAnyPermission(held, [])).toBe(false);
  });

  it('isPermissionName', () => {
    expect(isPermissionName('list-news')).toBe(true);
    expect(isPermissionName('list-everything')).toBe(false);
  });
});

describe('MENU_GROUPS', () => {
  it('has the spec sections in order', () => {
    expect(MENU_GROUPS.map((g) => [g.key, g.title])).toEqual([
      ['site', 'Site'],
      ['cadastros', 'Cadastros'],
      ['gestao', 'Gestão'],
      ['relatorios', 'Relatórios'],
      ['admin', 'Admin'],
    ]);
  });

  it('has the spec item keys in order', () => {
    expect(MENU_GROUPS.map((g) => g.items.map((i) => i.key))).toEqual([
      ['gallery-photos', 'gallery-videos', 'news', 'covenant', 'site-configuration'],
      // 'barred-cpf' is ours (issue 25), not the spec's.
      [
        'companies',
        'sport',
        'barred-cpf',
        'local-type',
        'local',
        'interval',
        'card-layout',
        'ticket-template',
      ],
      [
        'associate',
        'card',
        'register-event',
        'reserve-local',
        'date-restrictions',
        'access-validation',
        'event-access-validation',
      ],
      [
        'report-access',
        'report-payments',
        'report-events',
        'local-report',
        'report-people',
        'report-blocked-user',
        'report-reserve',
        'date-restriction-report',
      ],
      // Issue 27: 'Chaves de API' and 'Webhooks' after the spec's items.
      ['users', 'permissions', 'api-keys', 'webhooks'],
    ]);
  });

  it('only uses permissions from P', () => {
    for (const item of MENU_GROUPS.flatMap((g) => g.items)) {
      expect(descriptions).toContain(item.permission);
    }
  });

  it('points every item at a route of the route table with the same permission', () => {
    const routes = new Map(ADMIN_ROUTES.map((r) => [r.path, r.permission]));
    for (const item of MENU_GROUPS.flatMap((g) => g.items)) {
      expect(routes.has(item.path)).toBe(true);
      // carteirinha and carteirinha/layout need no permission as routes; their links list-card.
      if (item.key !== 'card-layout' && item.key !== 'card')
        expect(routes.get(item.path)).toBe(item.permission);
    }
  });

  it('uses the spec labels and paths', () => {
    const items = new Map(MENU_GROUPS.flatMap((g) => g.items).map((i) => [i.key, i]));
    expect(items.get('gallery-photos')).toEqual({
      key: 'gallery-photos',
      label: 'Galeria de Fotos',
      path: 'galeria-fotos',
      permission: 'list-gallery',
    });
    expect(items.get('news')?.label).toBe('Notícias');
    expect(items.get('covenant')?.label).toBe('Convênios');
    expect(items.get('site-configuration')?.label).toBe('Configurações do Site');
    expect(items.get('users')?.label).toBe('Usuários Internos');
    expect(items.get('permissions')?.label).toBe('Permissões');
    expect(items.get('card-layout')?.path).toBe('carteirinha/layout');
    expect(items.get('report-access')?.permission).toBe('list-reservation-invitations');
    expect(items.get('report-reserve')?.permission).toBe('report-local-reservation');
  });
});

describe('visibleMenu', () => {
  it('shows nothing without permissions', () => {
    expect(visibleMenu([])).toEqual([]);
  });

  it('shows only the groups and items the user holds', () => {
    const menu = visibleMenu([P.listNews, P.listDateRestriction, P.insertUser, 'unknown']);
    expect(menu.map((g) => g.key)).toEqual(['site', 'gestao', 'relatorios']);
    expect(menu[0]?.title).toBe('Site');
    expect(menu.map((g) => g.items.map((i) => i.key))).toEqual([
      ['news'],
      ['date-restrictions'],
      ['date-restriction-report'],
    ]);
  });

  it('shows both items sharing a permission', () => {
    const menu = visibleMenu([P.listGallery]);
    expect(menu).toHaveLength(1);
    expect(menu[0]?.items.map((i) => i.path)).toEqual(['galeria-fotos', 'galeria-videos']);
  });

  it('shows the whole menu to a user holding everything, without changing MENU_GROUPS', () => {
    expect(visibleMenu(descriptions)).toEqual(MENU_GROUPS);
    visibleMenu([P.listNews]);
    expect(MENU_GROUPS[0]?.items).toHaveLength(5);
  });
});
