/**
 * The portal's RTK Query client, generated from the API's committed OpenAPI document:
 * one `generated-api.ts` per folder that owns the calls (each `injectEndpoints` into the
 * one base API of src/core/api/base-api.ts). Run from the repository root:
 * `npm run api-client` (scripts/api-client.mjs); `-- --check` fails on drift.
 *
 * What the portal may carry is decided by each operation's OpenAPI `security`:
 * - public (no security requirement) and member (`member` scheme) operations may be
 *   generated; an operation asking for a staff token (`staff` scheme) never is;
 * - the staff realm's own public operations (its sign-in and sign-up, listed in
 *   STAFF_REALM_PUBLIC) are left out as well.
 * So the bundle holds none of the back office's API surface. Each operation the portal
 * uses is assigned to one folder below; assigning a staff-only operation, or one the
 * document does not have, stops the generation with its name.
 *
 * Member queries provide the `Member` tag: signing out drops their cached answers.
 * @type {import('@rtk-query/codegen-openapi').ConfigFile}
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const schemaFile = '../api/openapi.json';
const MEMBER_TAG = 'Member';

/** Public operations that belong to the back office (staff sign-in and sign-up). */
const STAFF_REALM_PUBLIC = ['loginAdmin', 'signup'];

/** The operations the portal calls, by the folder whose `api/generated-api.ts` holds them. */
const FOLDERS = {
  // what core/, shared/ and app/ use: site settings (theme), the member's profile (session), downloads
  'src/core': ['getSiteConfigurationPublic', 'getAssociateMe', 'downloadFile', 'downloadFiles'],
  'src/features/member-auth': [
    'loginAssociate',
    'sendEmailResetPassword',
    'recoveryPassword',
    'updateAssociatePassword',
  ],
  'src/features/landing': ['getHome'],
  'src/features/news': ['listNewsPublic', 'pageNewsPublic', 'searchNewsPublic', 'getNewsPublic'],
  'src/features/covenants': ['listCovenantsPublic', 'searchCovenantsPublic', 'getCovenantPublic'],
  'src/features/galleries': ['listGalleriesPublic'],
  'src/features/spaces': ['listLocalsPublic', 'getLocalPublic'],
  'src/features/about': ['listFacilities'],
  // the membership cards the member menu (shared/layout) opens
  'src/shared/member-cards': ['listAssociateCards', 'getAssociateCardLayout'],
  'src/features/member-profile': [
    'getAssociateProfile',
    'updateAssociateProfile',
    'updateDependentProfile',
    'exportAssociateData',
  ],
  'src/features/reservations': [
    'getLocalHoursValid',
    'quoteLocalReservationOrder',
    'createLocalReservationOrder',
    'listMyLocalReservations',
    'getMyLocalReservation',
    'updateMyLocalReservationGuests',
    'cancelMyLocalReservation',
    'downloadReservationInvitation',
    'downloadMyReservationInvitations',
    'getMyCalendarFeed',
    'rotateMyCalendarFeed',
    'revokeMyCalendarFeed',
  ],
  'src/features/orders': ['listMyOrders', 'getMyOrder'],
  'src/features/checkout': [
    'getPaymentPublicKey',
    'payCreditCard',
    'startDebitAuthentication',
    'answerDebitChallenge',
    'payDebitCard',
    'payPix',
    'paySandboxPix',
  ],
  'src/features/events': ['listEventsPublic', 'getEventPublic'],
  'src/features/tickets': [
    'quoteTicketsOrder',
    'createTicketsOrder',
    'listMyTickets',
    'listMyEventTickets',
    'cancelMyTicket',
    'downloadTicketImage',
    'downloadMyEventTickets',
    'joinEventWaitlist',
    'getMyEventWaitlist',
    'leaveEventWaitlist',
    'listPassesForMe',
    'downloadTicketForMe',
    'downloadInvitationForMe',
  ],
};

/**
 * Reads the API takes by POST (a body of filters) that are still reads: generated as RTK Query
 * queries, so they are cached and a second component asking the same is not a second request.
 */
const POST_READS = ['listGalleriesPublic'];

/** The name each file exports its API slice under (`newsApi`, ...). */
const EXPORT_NAMES = {
  'src/core': 'sharedApi',
  'src/features/member-auth': 'memberAuthApi',
  'src/features/landing': 'landingApi',
  'src/features/news': 'newsApi',
  'src/features/covenants': 'covenantsApi',
  'src/features/galleries': 'galleriesApi',
  'src/features/spaces': 'spacesApi',
  'src/features/about': 'aboutApi',
  'src/shared/member-cards': 'memberCardsApi',
  'src/features/member-profile': 'memberProfileApi',
  'src/features/reservations': 'reservationsApi',
  'src/features/orders': 'ordersApi',
  'src/features/checkout': 'checkoutApi',
  'src/features/events': 'eventsApi',
  'src/features/tickets': 'ticketsApi',
};

const document = JSON.parse(readFileSync(join(__dirname, schemaFile), 'utf8'));
const operations = new Map();
for (const [path, item] of Object.entries(document.paths)) {
  for (const [verb, operation] of Object.entries(item)) {
    if (operation && operation.operationId)
      operations.set(operation.operationId, { path, verb, operation });
  }
}

/** The security schemes each alternative requirement of an operation asks for. */
const requirements = (operation) =>
  (operation.security ?? document.security ?? []).map((requirement) => Object.keys(requirement));

/** Callable by a visitor (no requirement, or an empty alternative) or by a member. */
function portalMayCall(operationId) {
  if (STAFF_REALM_PUBLIC.includes(operationId)) return false;
  const alternatives = requirements(operations.get(operationId).operation);
  return (
    alternatives.length === 0 ||
    alternatives.some((schemes) => schemes.every((scheme) => scheme === 'member'))
  );
}

const needsMember = (operation) =>
  requirements(operation).some((schemes) => schemes.includes('member'));

for (const [folder, ids] of Object.entries(FOLDERS)) {
  for (const id of ids) {
    if (!operations.has(id)) throw new Error(`${folder}: ${id} is not in ${schemaFile}`);
    if (!portalMayCall(id)) {
      throw new Error(
        `${folder}: ${id} is for the back office (staff) and stays out of the portal`,
      );
    }
  }
}

const outputFiles = Object.fromEntries(
  Object.entries(FOLDERS).map(([folder, ids]) => [
    `./${folder}/api/generated-api.ts`,
    {
      exportName: EXPORT_NAMES[folder],
      filterEndpoints: (_name, definition) => ids.includes(definition.operation.operationId),
      endpointOverrides: [
        { pattern: POST_READS, type: 'query' },
        {
          pattern: (_name, definition) =>
            definition.verb === 'get' && needsMember(definition.operation),
          providesTags: [MEMBER_TAG],
        },
      ],
    },
  ]),
);

module.exports = {
  schemaFile,
  apiFile: './src/core/api/base-api.ts',
  apiImport: 'baseApi',
  hooks: true,
  outputFiles,
};
