import { reportsGeneratedApi } from './generated-api';

export type * from './generated-api';

/**
 * The reports (relatorio-acessos, -eventos, -de-locais, -pessoas, -pessoas-bloqueadas,
 * -reserva, -restricao-de-datas): each a read (the POST ones too: queries cached per
 * filter and page) and an `.../export` spreadsheet, downloaded as a stream by
 * shared/reports' ExportButton (never through the store, so the generated export
 * endpoints stay unused).
 */
export const reportsApi = reportsGeneratedApi;

export const {
  useReportAccessLocalQuery,
  useEventsReportQuery,
  useLocalsReportQuery,
  usePeopleReportQuery,
  useListAssociateDependentBlockedQuery,
  useShowAssociateDependentBlockedMutation,
  useLocalReservationsReportQuery,
  useDateRestrictionsReportQuery,
} = reportsApi;

/** The export routes (below /api), with the same filters as their reports. */
export const EXPORT_PATHS = {
  access: '/access-local/export',
  events: '/events-report/export',
  locals: '/locals-report/export',
  people: '/report-people/export',
  blocked: '/associate-dependent-blocked/export',
  reservations: '/local-reservations-report/export',
  dateRestrictions: '/date-restrictions-report/export',
} as const;
