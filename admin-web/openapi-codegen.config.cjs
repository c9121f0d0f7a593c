/**
 * RTK Query endpoints generated from the API's committed OpenAPI document, one
 * file per feature (`features/<feature>/api/generated-api.ts`, each injecting
 * its endpoints into the one base API; never edited by hand).
 * Run from the repository root: `npm run api-client` (scripts/api-client.mjs).
 * Endpoints no screen of the back office calls (public reads, member routes)
 * are left out.
 * @type {import('@rtk-query/codegen-openapi').ConfigFile}
 */
const feature = (name, endpoints) => [
  `./src/features/${name}/api/generated-api.ts`,
  {
    filterEndpoints: endpoints,
    exportName: `${name.replace(/-(\w)/g, (_, c) => c.toUpperCase())}GeneratedApi`,
  },
];

/** The report screens (features/reports): each report's read and its spreadsheet export. */
const REPORT_OPS = [
  'reportAccessLocal',
  'exportAccessLocal',
  'eventsReport',
  'exportEventsReport',
  'localsReport',
  'exportLocalsReport',
  'peopleReport',
  'exportPeopleReport',
  'listAssociateDependentBlocked',
  'exportAssociateDependentBlocked',
  'showAssociateDependentBlocked',
  'localReservationsReport',
  'exportLocalReservationsReport',
  'dateRestrictionsReport',
  'exportDateRestrictionsReport',
];

const config = {
  schemaFile: '../api/openapi.json',
  apiFile: './src/shared/api/base-api.ts',
  apiImport: 'baseApi',
  hooks: true,
  outputFiles: Object.fromEntries([
    feature('auth', ['loginAdmin', 'signup', 'sendEmailResetPassword', 'recoveryPassword']),
    feature('session', ['getMe', 'logout']),
    feature('profile', ['updateMe']),
    feature('users', [
      'listUsers',
      'getUser',
      'createUser',
      'updateUser',
      'deleteUser',
      'deleteUsers',
      'listStatus',
    ]),
    feature('permissions', ['listPermissionGroups', 'getUserPermissions', 'toggleUserPermission']),
    feature('news', [
      'listNews',
      'getNews',
      'createNews',
      'updateNews',
      'deleteNews',
      'deleteNewsList',
    ]),
    feature('galleries', [
      'listGalleries',
      'getGallery',
      'createGallery',
      'updateGallery',
      'deleteGallery',
      'deleteGalleries',
      'deleteFile',
    ]),
    feature('covenants', [
      'listCovenants',
      'getCovenant',
      'createCovenant',
      'updateCovenant',
      'deleteCovenant',
      'deleteCovenants',
      'listCovenantCategories',
      'createCovenantCategory',
    ]),
    feature('ticket-templates', [
      'listTicketTemplates',
      'getTicketTemplate',
      'createTicketTemplate',
      'updateTicketTemplate',
      'deleteTicketTemplate',
      'deleteTicketTemplateList',
    ]),
    feature('companies', [
      'listCompanies',
      'getCompany',
      'createCompany',
      'updateCompany',
      'deleteCompany',
      'deleteCompanies',
    ]),
    feature('barred-cpfs', [
      'listBarredCpfs',
      'getBarredCpf',
      'createBarredCpf',
      'updateBarredCpf',
      'deleteBarredCpf',
      'deleteBarredCpfs',
    ]),
    feature('sports', [
      'listSports',
      'getSport',
      'createSport',
      'updateSport',
      'deleteSport',
      'deleteSports',
    ]),
    feature('reservation-intervals', [
      'listReservationIntervals',
      'getReservationInterval',
      'createReservationInterval',
      'updateReservationInterval',
      'deleteReservationInterval',
      'deleteReservationIntervals',
    ]),
    feature('local-types', [
      'listLocalTypes',
      'getLocalType',
      'createLocalType',
      'updateLocalType',
      'deleteLocalType',
      'deleteLocalTypes',
    ]),
    feature('locals', [
      'listLocals',
      'getLocal',
      'createLocal',
      'updateLocal',
      'deleteLocal',
      'deleteLocals',
      'listLocalTypeOptions',
      'listReservationIntervalOptions',
      'listRestrictions',
    ]),
    feature('date-restrictions', [
      'listDateRestrictions',
      'getDateRestriction',
      'createDateRestriction',
      'updateDateRestriction',
      'deleteDateRestriction',
      'deleteDateRestrictions',
      'listLocalOptions',
    ]),
    feature('local-reservations', [
      'listLocalReservations',
      'getLocalReservation',
      'createLocalReservation',
      'deleteLocalReservation',
      'downloadLocalReservationInvitations',
      'listLocalsPublic',
      'getLocalHoursValid',
    ]),
    feature('events', [
      'listEvents',
      'getEvent',
      'createEvent',
      'updateEvent',
      'deleteEvent',
      'deleteEvents',
      'listEventOptions',
      'listTicketTemplateOptions',
    ]),
    feature('tickets', [
      'listTickets',
      'getTicket',
      'createTicket',
      'updateTicket',
      'deleteTicket',
      'deleteTickets',
      'downloadTicketStaffImage',
    ]),
    feature('card-layout', ['getCardLayout', 'saveCardLayout']),
    feature('cards', [
      'listCards',
      'getCard',
      'createCard',
      'updateCard',
      'deleteCard',
      'deleteCards',
      'verifyCard',
    ]),
    feature('associates', [
      'listAssociates',
      'getAssociate',
      'createAssociate',
      'updateAssociate',
      'deleteAssociate',
      'deleteAssociates',
      'addDependent',
      'getAssociateHistory',
      'verifyCpf',
      'listAssociateOptions',
      'listDependentOptions',
      'listMaritalStatus',
      'listGenders',
      'listCompanyOptions',
      'listSportOptions',
    ]),
    feature('site-configuration', [
      'getSiteConfiguration',
      'updateSiteConfiguration',
      'listFacilities',
      'replaceFacilities',
      'getSiteConfigurationPublic',
    ]),
    feature('access-validation', [
      'verifyInvitation',
      'verifyInvitationQr',
      'verifyTicket',
      'verifyTicketQr',
    ]),
    [
      feature('reports', REPORT_OPS)[0],
      {
        ...feature('reports', REPORT_OPS)[1],
        // The period reports are reads sent as POST (the spec's bodies): queries per filter.
        endpointOverrides: [
          { pattern: 'eventsReport', type: 'query' },
          { pattern: 'localsReport', type: 'query' },
          { pattern: 'localReservationsReport', type: 'query' },
          { pattern: 'dateRestrictionsReport', type: 'query' },
        ],
      },
    ],
    [
      feature('payment-reports', ['reportPayments', 'exportReportPayments', 'cancelOrder'])[0],
      {
        ...feature('payment-reports', ['reportPayments', 'exportReportPayments', 'cancelOrder'])[1],
        // The report is a read sent as POST (the spec's body): a query, cached per filter.
        endpointOverrides: [{ pattern: 'reportPayments', type: 'query' }],
      },
    ],
    feature('api-keys', ['listApiKeys', 'createApiKey', 'revokeApiKey']),
  ]),
};

module.exports = config;
