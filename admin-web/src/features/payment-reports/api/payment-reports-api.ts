import { paymentReportsGeneratedApi } from './generated-api';
import type {
  PaymentReportChartPointDto,
  PaymentReportFilterDto,
  PaymentReportSummaryDto,
  ReportPaymentsApiResponse,
} from './generated-api';

/** A row of the charges report (one payment attempt). */
export type PaymentReportRow = ReportPaymentsApiResponse['data'][number];
/** The report's filter: the period (yyyy-mm-dd), an optional place and an optional member. */
export type PaymentReportFilter = PaymentReportFilterDto;
export type PaymentReportSummary = PaymentReportSummaryDto;
/** A point of the revenue chart: paid cents of one month (yyyy-mm) and payment type. */
export type PaymentChartPoint = PaymentReportChartPointDto;
/** The payment states as the API words them. */
export type PaymentStatus = PaymentReportRow['status'];

/**
 * Relatório de cobranças (list-report-payments): `POST report-payments` (a read: a query
 * cached per filter and page) and `POST report-payments/export` (the .xlsx: the page streams it
 * with shared/reports' ExportButton, showing its progress, not through the store). The places filter reads `locals/options` (date restrictions'
 * client). `POST orders/{orderId}/cancel` (refund-order) cancels a paid order and refunds it.
 */
export const paymentReportsApi = paymentReportsGeneratedApi.enhanceEndpoints({
  addTagTypes: ['PaymentReport'],
  endpoints: {
    reportPayments: { providesTags: ['PaymentReport'] },
    // A cancelled order adds its refund lines: the report reads again.
    cancelOrder: { invalidatesTags: (_answer, error) => (error ? [] : ['PaymentReport']) },
  },
});

export const { useReportPaymentsQuery, useExportReportPaymentsMutation, useCancelOrderMutation } =
  paymentReportsApi;

/** The spreadsheet of a filter (below /api), streamed by the page's 'Exportar planilha'. */
export const EXPORT_PATH = '/report-payments/export';
