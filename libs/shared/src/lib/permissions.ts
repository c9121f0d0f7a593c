/**
 * The permission catalogue. Permissions are checked by description
 * (`list-news`, `insert-news`, ...): the API guard
 * (`@RequirePermissions(P.listNews)`) and the admin app (routes, menu, table
 * actions) both read them from here.
 */
export const P = {
  // Pages (admin route table and menu)
  listUser: 'list-user',
  listCompany: 'list-company',
  listPermission: 'list-permission',
  listSiteConfiguration: 'list-site-configuration',
  listTicket: 'list-ticket',
  listGallery: 'list-gallery',
  listDateRestriction: 'list-date-restriction',
  listNews: 'list-news',
  listSport: 'list-sport',
  listAssociate: 'list-associate',
  listTicketTemplate: 'list-ticket-template',
  listReservationIntervals: 'list-reservation-intervals',
  listLocalReservation: 'list-local-reservation',
  listLocalType: 'list-local-type',
  listLocal: 'list-local',
  listReportPeople: 'list-report-people',
  listCovenant: 'list-covenant',
  listAssociateDependentBlocked: 'list-associate-dependent-blocked',
  reportLocalReservation: 'report-local-reservation',
  listReportEvents: 'list-report-events',
  listReportPayments: 'list-report-payments',
  listReservationInvitations: 'list-reservation-invitations',
  listEvent: 'list-event',
  listAccessValidation: 'list-access-validation',
  listCard: 'list-card',

  // Table actions
  insertAssociate: 'insert-associate',
  updateAssociate: 'update-associate',
  deleteAssociate: 'delete-associate',
  insertCard: 'insert-card',
  updateCard: 'update-card',
  deleteCard: 'delete-card',
  insertCompany: 'insert-company',
  updateCompany: 'update-company',
  deleteCompany: 'delete-company',
  insertCovenant: 'insert-covenant',
  updateCovenant: 'update-covenant',
  deleteCovenant: 'delete-covenant',
  insertGallery: 'insert-gallery',
  updateGallery: 'update-gallery',
  deleteGallery: 'delete-gallery',
  /** Also the date-restriction report filter, per the spec. */
  insertDateRestriction: 'insert-date-restriction',
  updateDateRestriction: 'update-date-restriction',
  deleteDateRestriction: 'delete-date-restriction',
  insertLocalType: 'insert-local-type',
  updateLocalType: 'update-local-type',
  deleteLocalType: 'delete-local-type',
  insertReservationIntervals: 'insert-reservation-intervals',
  updateReservationIntervals: 'update-reservation-intervals',
  deleteReservationIntervals: 'delete-reservation-intervals',
  insertUser: 'insert-user',
  updateUser: 'update-user',
  deleteUser: 'delete-user',
  insertNews: 'insert-news',
  updateNews: 'update-news',
  deleteNews: 'delete-news',
  insertEvent: 'insert-event',
  updateEvent: 'update-event',
  deleteEvent: 'delete-event',
  insertSport: 'insert-sport',
  updateSport: 'update-sport',
  deleteSport: 'delete-sport',
  insertTicketTemplate: 'insert-ticket-template',
  updateTicketTemplate: 'update-ticket-template',
  deleteTicketTemplate: 'delete-ticket-template',
  insertTicket: 'insert-ticket',
  updateTicket: 'update-ticket',
  deleteTicket: 'delete-ticket',
  insertLocalReservation: 'insert-local-reservation',
  deleteLocalReservation: 'delete-local-reservation',
  insertReportPeople: 'insert-report-people',

  // Project additions: the API needs these to guard writes the spec's UI
  // performs without naming a permission (the place and place-type lists show
  // all actions without a check; settings and permission toggles save).
  updateSiteConfiguration: 'update-site-configuration',
  updatePermission: 'update-permission',
  insertLocal: 'insert-local',
  updateLocal: 'update-local',
  deleteLocal: 'delete-local',
  /** Cancel a member's paid order and give the money back (issue 24: the spec has no refunds). */
  refundOrder: 'refund-order',
  // CPFs barred from coming in as guests (issue 25)
  listBarredCpf: 'list-barred-cpf',
  insertBarredCpf: 'insert-barred-cpf',
  updateBarredCpf: 'update-barred-cpf',
  deleteBarredCpf: 'delete-barred-cpf',
  // Integrators' API keys (issue 27)
  listApiKey: 'list-api-key',
  insertApiKey: 'insert-api-key',
  deleteApiKey: 'delete-api-key',
  // Outbound webhooks for integrators (issue 27)
  listWebhook: 'list-webhook',
  insertWebhook: 'insert-webhook',
  updateWebhook: 'update-webhook',
  deleteWebhook: 'delete-webhook',
} as const;

export type PermissionKey = keyof typeof P;
export type PermissionName = (typeof P)[PermissionKey];

export type MenuGroupKey = 'site' | 'cadastros' | 'gestao' | 'relatorios' | 'admin';
/** Permissions are grouped like the admin menu (used by the permissions screen). */
export type PermissionGroupKey = MenuGroupKey;

export const PERMISSION_GROUPS: ReadonlyArray<{ key: PermissionGroupKey; title: string }> = [
  { key: 'site', title: 'Site' },
  { key: 'cadastros', title: 'Cadastros' },
  { key: 'gestao', title: 'Gestão' },
  { key: 'relatorios', title: 'Relatórios' },
  { key: 'admin', title: 'Admin' },
];

export interface PermissionInfo {
  description: PermissionName;
  label: string;
  group: PermissionGroupKey;
}

type Verb = 'list' | 'insert' | 'update' | 'delete';
const VERB_LABEL: Record<Verb, string> = {
  list: 'Listar',
  insert: 'Cadastrar',
  update: 'Editar',
  delete: 'Excluir',
};

/** list/insert/update/delete entries of one resource, in that order. */
function crud(
  group: PermissionGroupKey,
  noun: string,
  perms: Partial<Record<Verb, PermissionName>>,
): PermissionInfo[] {
  return (Object.keys(VERB_LABEL) as Verb[]).flatMap((verb) => {
    const description = perms[verb];
    return description ? [{ description, label: `${VERB_LABEL[verb]} ${noun}`, group }] : [];
  });
}

/** Every permission with a pt-BR label and its group, in menu order. */
export const ALL_PERMISSIONS: ReadonlyArray<PermissionInfo> = [
  // Site
  ...crud('site', 'galerias', {
    list: P.listGallery,
    insert: P.insertGallery,
    update: P.updateGallery,
    delete: P.deleteGallery,
  }),
  ...crud('site', 'notícias', {
    list: P.listNews,
    insert: P.insertNews,
    update: P.updateNews,
    delete: P.deleteNews,
  }),
  ...crud('site', 'convênios', {
    list: P.listCovenant,
    insert: P.insertCovenant,
    update: P.updateCovenant,
    delete: P.deleteCovenant,
  }),
  { description: P.listSiteConfiguration, label: 'Ver configurações do site', group: 'site' },
  { description: P.updateSiteConfiguration, label: 'Editar configurações do site', group: 'site' },
  // Cadastros
  ...crud('cadastros', 'empresas', {
    list: P.listCompany,
    insert: P.insertCompany,
    update: P.updateCompany,
    delete: P.deleteCompany,
  }),
  ...crud('cadastros', 'modalidades', {
    list: P.listSport,
    insert: P.insertSport,
    update: P.updateSport,
    delete: P.deleteSport,
  }),
  ...crud('cadastros', 'tipos de local', {
    list: P.listLocalType,
    insert: P.insertLocalType,
    update: P.updateLocalType,
    delete: P.deleteLocalType,
  }),
  ...crud('cadastros', 'locais', {
    list: P.listLocal,
    insert: P.insertLocal,
    update: P.updateLocal,
    delete: P.deleteLocal,
  }),
  ...crud('cadastros', 'intervalos de reserva', {
    list: P.listReservationIntervals,
    insert: P.insertReservationIntervals,
    update: P.updateReservationIntervals,
    delete: P.deleteReservationIntervals,
  }),
  ...crud('cadastros', 'carteirinhas', {
    list: P.listCard,
    insert: P.insertCard,
    update: P.updateCard,
    delete: P.deleteCard,
  }),
  ...crud('cadastros', 'CPFs bloqueados', {
    list: P.listBarredCpf,
    insert: P.insertBarredCpf,
    update: P.updateBarredCpf,
    delete: P.deleteBarredCpf,
  }),
  ...crud('cadastros', 'templates de convites', {
    list: P.listTicketTemplate,
    insert: P.insertTicketTemplate,
    update: P.updateTicketTemplate,
    delete: P.deleteTicketTemplate,
  }),
  // Gestão
  ...crud('gestao', 'associados', {
    list: P.listAssociate,
    insert: P.insertAssociate,
    update: P.updateAssociate,
    delete: P.deleteAssociate,
  }),
  ...crud('gestao', 'eventos', {
    list: P.listEvent,
    insert: P.insertEvent,
    update: P.updateEvent,
    delete: P.deleteEvent,
  }),
  ...crud('gestao', 'reservas de locais', {
    list: P.listLocalReservation,
    insert: P.insertLocalReservation,
    delete: P.deleteLocalReservation,
  }),
  ...crud('gestao', 'restrições de datas', {
    list: P.listDateRestriction,
    insert: P.insertDateRestriction,
    update: P.updateDateRestriction,
    delete: P.deleteDateRestriction,
  }),
  ...crud('gestao', 'convites', {
    list: P.listTicket,
    insert: P.insertTicket,
    update: P.updateTicket,
    delete: P.deleteTicket,
  }),
  { description: P.listAccessValidation, label: 'Validar acessos', group: 'gestao' },
  // Relatórios
  {
    description: P.listReservationInvitations,
    label: 'Ver relatório de acessos',
    group: 'relatorios',
  },
  { description: P.listReportPayments, label: 'Ver relatório de cobranças', group: 'relatorios' },
  { description: P.refundOrder, label: 'Cancelar e estornar pedidos', group: 'relatorios' },
  { description: P.listReportEvents, label: 'Ver relatório de eventos', group: 'relatorios' },
  { description: P.listReportPeople, label: 'Ver relatório de pessoas', group: 'relatorios' },
  {
    description: P.insertReportPeople,
    label: 'Filtrar o relatório de pessoas',
    group: 'relatorios',
  },
  {
    description: P.listAssociateDependentBlocked,
    label: 'Ver relatório de pessoas bloqueadas',
    group: 'relatorios',
  },
  {
    description: P.reportLocalReservation,
    label: 'Ver relatório de reservas',
    group: 'relatorios',
  },
  // Admin
  ...crud('admin', 'usuários internos', {
    list: P.listUser,
    insert: P.insertUser,
    update: P.updateUser,
    delete: P.deleteUser,
  }),
  { description: P.listPermission, label: 'Listar permissões', group: 'admin' },
  { description: P.updatePermission, label: 'Alterar permissões', group: 'admin' },
  ...crud('admin', 'chaves de API', {
    list: P.listApiKey,
    insert: P.insertApiKey,
    delete: P.deleteApiKey,
  }),
  ...crud('admin', 'webhooks', {
    list: P.listWebhook,
    insert: P.insertWebhook,
    update: P.updateWebhook,
    delete: P.deleteWebhook,
  }),
];

const KNOWN = new Set<string>(Object.values(P));

/** True when `value` is one of the catalogue's descriptions. */
export function isPermissionName(value: string): value is PermissionName {
  return KNOWN.has(value);
}

/** The user holds permission `p` (descriptions compared exactly). */
export function hasPermission(held: readonly string[], p: PermissionName): boolean {
  return held.includes(p);
}

/** The user holds at least one of `list` (an empty list gives false). */
export function hasAnyPermission(
  held: readonly string[],
  list: readonly PermissionName[],
): boolean {
  return list.some((p) => held.includes(p));
}

/**
 * The screens whose forms look people up (associates, dependents): the membership cards'
 * form, the reservations and charges reports' associate filters, the associates' own screens and staff
 * bookings for a member. The lookups answer a staff account holding one of these, never one
 * with none; full CPFs only to whoever may list associates (`PERSON_CPF_PERMISSION`).
 */
export const PERSON_LOOKUP_PERMISSIONS: readonly PermissionName[] = [
  P.listAssociate,
  P.insertCard,
  P.updateCard,
  P.reportLocalReservation,
  P.listReportPayments,
  P.insertLocalReservation,
];

/** Who reads a person's whole CPF in lookups; everyone else gets `***.456.789-**`. */
export const PERSON_CPF_PERMISSION: PermissionName = P.listAssociate;

// ── Admin menu ────────────────────────────────────────────────────────────

export interface MenuItem {
  key: string;
  label: string;
  /** Relative to /admin (no leading slash). */
  path: string;
  permission: PermissionName;
}

export interface MenuGroup {
  key: MenuGroupKey;
  title: string;
  items: ReadonlyArray<MenuItem>;
}

/** The admin side drawer, as the admin spec's "Admin layout and menu" lists it. */
export const MENU_GROUPS: ReadonlyArray<MenuGroup> = [
  {
    key: 'site',
    title: 'Site',
    items: [
      {
        key: 'gallery-photos',
        label: 'Galeria de Fotos',
        path: 'galeria-fotos',
        permission: P.listGallery,
      },
      {
        key: 'gallery-videos',
        label: 'Galeria de Vídeos',
        path: 'galeria-videos',
        permission: P.listGallery,
      },
      { key: 'news', label: 'Notícias', path: 'noticias', permission: P.listNews },
      { key: 'covenant', label: 'Convênios', path: 'convenio', permission: P.listCovenant },
      {
        key: 'site-configuration',
        label: 'Configurações do Site',
        path: 'configuracoes-site',
        permission: P.listSiteConfiguration,
      },
    ],
  },
  {
    key: 'cadastros',
    title: 'Cadastros',
    items: [
      { key: 'companies', label: 'Empresas', path: 'companies', permission: P.listCompany },
      { key: 'sport', label: 'Modalidades', path: 'modalidades', permission: P.listSport },
      {
        key: 'barred-cpf',
        label: 'CPFs Bloqueados',
        path: 'cpfs-bloqueados',
        permission: P.listBarredCpf,
      },
      {
        key: 'local-type',
        label: 'Tipos de Local',
        path: 'tipo-de-local',
        permission: P.listLocalType,
      },
      { key: 'local', label: 'Locais', path: 'local', permission: P.listLocal },
      {
        key: 'interval',
        label: 'Intervalos',
        path: 'intervalo',
        permission: P.listReservationIntervals,
      },
      {
        key: 'card-layout',
        label: 'Layout da Carteirinha',
        path: 'carteirinha/layout',
        permission: P.listCard,
      },
      {
        key: 'ticket-template',
        label: 'Templates de Convites',
        path: 'template-convites',
        permission: P.listTicketTemplate,
      },
    ],
  },
  {
    key: 'gestao',
    title: 'Gestão',
    items: [
      { key: 'associate', label: 'Associados', path: 'associados', permission: P.listAssociate },
      // Not in the spec's menu list: the card register's link, with the card layout's permission.
      { key: 'card', label: 'Carteirinhas', path: 'carteirinha', permission: P.listCard },
      {
        key: 'register-event',
        label: 'Eventos',
        path: 'cadastro-eventos',
        permission: P.listEvent,
      },
      {
        key: 'reserve-local',
        label: 'Reserva de Locais',
        path: 'reserva-local',
        permission: P.listLocalReservation,
      },
      {
        key: 'date-restrictions',
        label: 'Restrição de Datas',
        path: 'restricao-de-datas',
        permission: P.listDateRestriction,
      },
      {
        key: 'access-validation',
        label: 'Validação de Acesso',
        path: 'validacao-acesso',
        permission: P.listAccessValidation,
      },
      {
        key: 'event-access-validation',
        label: 'Validação de Acesso de Eventos',
        path: 'validacao-acesso-eventos',
        permission: P.listAccessValidation,
      },
    ],
  },
  {
    key: 'relatorios',
    title: 'Relatórios',
    items: [
      {
        key: 'report-access',
        label: 'Relatório de Acessos',
        path: 'relatorio-acessos',
        permission: P.listReservationInvitations,
      },
      {
        key: 'report-payments',
        label: 'Relatório de Cobranças',
        path: 'relatorio-cobrancas',
        permission: P.listReportPayments,
      },
      {
        key: 'report-events',
        label: 'Relatório de Eventos',
        path: 'relatorio-eventos',
        permission: P.listReportEvents,
      },
      {
        key: 'local-report',
        label: 'Relatório de Locais',
        path: 'relatorio-de-locais',
        permission: P.listLocal,
      },
      {
        key: 'report-people',
        label: 'Relatório de Pessoas',
        path: 'relatorio-pessoas',
        permission: P.listReportPeople,
      },
      {
        key: 'report-blocked-user',
        label: 'Relatório de Pessoas Bloqueadas',
        path: 'relatorio-pessoas-bloqueadas',
        permission: P.listAssociateDependentBlocked,
      },
      {
        key: 'report-reserve',
        label: 'Relatório de Reservas',
        path: 'relatorio-reserva',
        permission: P.reportLocalReservation,
      },
      {
        key: 'date-restriction-report',
        label: 'Relatório de Restrição de Datas',
        path: 'relatorio-restricao-de-datas',
        permission: P.listDateRestriction,
      },
    ],
  },
  {
    key: 'admin',
    title: 'Admin',
    items: [
      {
        key: 'users',
        label: 'Usuários Internos',
        path: 'usuarios-internos',
        permission: P.listUser,
      },
      { key: 'permissions', label: 'Permissões', path: 'permissoes', permission: P.listPermission },
      { key: 'api-keys', label: 'Chaves de API', path: 'chaves-api', permission: P.listApiKey },
      { key: 'webhooks', label: 'Webhooks', path: 'webhooks', permission: P.listWebhook },
    ],
  },
];

/**
 * The menu a user sees: only groups where they hold at least one item's
 * permission, each with only the items they hold.
 */
export function visibleMenu(held: readonly string[]): MenuGroup[] {
  return MENU_GROUPS.flatMap((group) => {
    const items = group.items.filter((item) => hasPermission(held, item.permission));
    return items.length > 0 ? [{ ...group, items }] : [];
  });
}

// ── Admin route table ─────────────────────────────────────────────────────

/**
 * The admin route table (paths relative to /admin; '' is the admin home).
 * `permission: null` means an admin login is enough.
 */
export const ADMIN_ROUTES: ReadonlyArray<{ path: string; permission: PermissionName | null }> = [
  { path: '', permission: null },
  { path: 'configuracoes', permission: null },
  { path: 'usuarios-internos', permission: P.listUser },
  { path: 'companies', permission: P.listCompany },
  { path: 'permissoes', permission: P.listPermission },
  { path: 'configuracoes-site', permission: P.listSiteConfiguration },
  { path: 'convites', permission: P.listTicket },
  { path: 'galeria-fotos', permission: P.listGallery },
  { path: 'galeria-videos', permission: P.listGallery },
  { path: 'restricao-de-datas', permission: P.listDateRestriction },
  { path: 'noticias', permission: P.listNews },
  { path: 'modalidades', permission: P.listSport },
  { path: 'cpfs-bloqueados', permission: P.listBarredCpf },
  { path: 'associados', permission: P.listAssociate },
  { path: 'template-convites', permission: P.listTicketTemplate },
  { path: 'intervalo', permission: P.listReservationIntervals },
  { path: 'reserva-local', permission: P.listLocalReservation },
  { path: 'tipo-de-local', permission: P.listLocalType },
  { path: 'local', permission: P.listLocal },
  { path: 'carteirinha/layout', permission: null },
  { path: 'carteirinha', permission: null },
  { path: 'relatorio-restricao-de-datas', permission: P.listDateRestriction },
  { path: 'relatorio-de-locais', permission: P.listLocal },
  { path: 'relatorio-pessoas', permission: P.listReportPeople },
  { path: 'convenio', permission: P.listCovenant },
  { path: 'relatorio-pessoas-bloqueadas', permission: P.listAssociateDependentBlocked },
  { path: 'relatorio-reserva', permission: P.reportLocalReservation },
  { path: 'relatorio-eventos', permission: P.listReportEvents },
  { path: 'relatorio-cobrancas', permission: P.listReportPayments },
  { path: 'relatorio-acessos', permission: P.listReservationInvitations },
  { path: 'cadastro-eventos', permission: P.listEvent },
  { path: 'validacao-acesso', permission: P.listAccessValidation },
  { path: 'validacao-acesso-eventos', permission: P.listAccessValidation },
  { path: 'chaves-api', permission: P.listApiKey },
  { path: 'webhooks', permission: P.listWebhook },
];
