import { P, type PermissionName } from '@clube/shared';

/** The router's basename: the back office lives under /admin on the admin subdomain. */
export const ADMIN_BASENAME = '/admin';

export interface AdminRoute {
  /** Path below /admin, without a leading slash ('' is the base path /admin/). */
  readonly path: string;
  /** Permission needed to open the route; null when none is. */
  readonly permission: PermissionName | null;
  /**
   * 'staff': needs the admin login (RequireStaff, then RequirePermission).
   * 'public': sign-in screens; a signed-in staff member is sent to the admin home (RedirectIfStaff).
   */
  readonly access: 'staff' | 'public';
}

const staff = (path: string, permission: PermissionName | null = null): AdminRoute => ({
  path,
  permission,
  access: 'staff',
});
const open = (path: string): AdminRoute => ({ path, permission: null, access: 'public' });

/**
 * Every route of the back office (spec, "Route table (all under /admin)"),
 * with the permission it needs. The login and the admin home share the base
 * path: a visitor there gets the login, a staff member the home.
 */
export const ADMIN_ROUTES = {
  // Public admin routes.
  login: open(''),
  signUp: open('cadastro'),
  passwordRecovery: open('recuperar-senha'),
  passwordReset: open('validador/:code'),

  // Admin routes.
  home: staff(''),
  settings: staff('configuracoes'),
  users: staff('usuarios-internos', P.listUser),
  companies: staff('companies', P.listCompany),
  permissions: staff('permissoes', P.listPermission),
  siteConfiguration: staff('configuracoes-site', P.listSiteConfiguration),
  tickets: staff('convites', P.listTicket),
  galleryPhotos: staff('galeria-fotos', P.listGallery),
  galleryVideos: staff('galeria-videos', P.listGallery),
  dateRestrictions: staff('restricao-de-datas', P.listDateRestriction),
  news: staff('noticias', P.listNews),
  sports: staff('modalidades', P.listSport),
  barredCpfs: staff('cpfs-bloqueados', P.listBarredCpf),
  webhooks: staff('webhooks', P.listWebhook),
  associates: staff('associados', P.listAssociate),
  ticketTemplates: staff('template-convites', P.listTicketTemplate),
  reservationIntervals: staff('intervalo', P.listReservationIntervals),
  localReservations: staff('reserva-local', P.listLocalReservation),
  localTypes: staff('tipo-de-local', P.listLocalType),
  locals: staff('local', P.listLocal),
  cardLayout: staff('carteirinha/layout'),
  cards: staff('carteirinha'),
  dateRestrictionReport: staff('relatorio-restricao-de-datas', P.listDateRestriction),
  localReport: staff('relatorio-de-locais', P.listLocal),
  peopleReport: staff('relatorio-pessoas', P.listReportPeople),
  covenants: staff('convenio', P.listCovenant),
  blockedPeopleReport: staff('relatorio-pessoas-bloqueadas', P.listAssociateDependentBlocked),
  reservationReport: staff('relatorio-reserva', P.reportLocalReservation),
  eventsReport: staff('relatorio-eventos', P.listReportEvents),
  paymentsReport: staff('relatorio-cobrancas', P.listReportPayments),
  accessReport: staff('relatorio-acessos', P.listReservationInvitations),
  events: staff('cadastro-eventos', P.listEvent),
  accessValidation: staff('validacao-acesso', P.listAccessValidation),
  eventAccessValidation: staff('validacao-acesso-eventos', P.listAccessValidation),
  apiKeys: staff('chaves-api', P.listApiKey),
} as const satisfies Record<string, AdminRoute>;

export type AdminRouteKey = keyof typeof ADMIN_ROUTES;

/**
 * The in-app location of a route, for `<Link to>` and `navigate()` (the
 * router adds /admin): `adminPath('news')` is '/noticias',
 * `adminPath('passwordReset', { code: 'abc' })` is '/validador/abc'.
 */
export function adminPath(key: AdminRouteKey, params: Record<string, string> = {}): string {
  const path = ADMIN_ROUTES[key].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`adminPath(${key}): missing parameter ${name}`);
    return encodeURIComponent(value);
  });
  return `/${path}`;
}

/** Where RequireStaff and RequirePermission send a visitor with no admin login. */
export const LOGIN_PATH = adminPath('login');
/** Where RequirePermission and RedirectIfStaff send a signed-in staff member. */
export const HOME_PATH = adminPath('home');
