import { paymentReportsGeneratedApi } from './generated-api';
import type {
  PaymentReportFilterDto,
  PaymentReportSummaryDto,
  ReportPaymentsApiResponse,
} from './generated-api';

/** A row of the charges report (one payment attempt). */
export type PaymentReportRow = ReportPaymentsApiResponse['data'][number];
/** The report's filter: the period (yyyy-mm-dd) and an optional place. */
export type PaymentReportFilter = PaymentReportFilterDto;
export type PaymentReportSummary = PaymentReportSummaryDto;
/** The payment states as the API words them. */
export type PaymentStatus = PaymentReportRow['status'];

/**
 * Relatório de cobranças (list-report-payments): `POST report-payments` (a read: a query
 * cached per filter and page) and `POST report-payments/export` (the .xlsx, read by the base
 * query as a `DownloadedFile`). The places filter reads `locals/options` (date restrictions'
 * client).
 */
export const paymentReportsApi = paymentReportsGeneratedApi;

export const { useReportPaymentsQuery, useExportReportPaymentsMutation } = paymentReportsApi;
