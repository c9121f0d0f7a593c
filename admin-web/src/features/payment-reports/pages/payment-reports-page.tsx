import { formatDateTime, hasPermission, P } from '@clube/shared';
import { Badge } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectHeldPermissions } from '../../../core/session/session-slice';
import {
  currentMonth,
  PeriodFields,
  periodBody,
  ReportFilterForm,
  ReportScreen,
  useReport,
  type BarChartSpec,
} from '../../../shared/reports';
import { AssociateFilterField, PlaceFilterField } from '../../reports';
import {
  EXPORT_PATH,
  type PaymentReportFilter,
  useReportPaymentsQuery,
  type PaymentChartPoint,
  type PaymentReportRow,
  type PaymentStatus,
} from '../api/payment-reports-api';
import { CancelOrderAction } from '../components/cancel-order-action';
import {
  paymentReportFilterSchema,
  type PaymentReportFilterValues,
} from '../schemas/payment-report.schemas';

const STATUS_BADGE: Record<
  PaymentStatus,
  'processing' | 'warning' | 'success' | 'error' | 'default'
> = {
  Processando: 'processing',
  'Aguardando pagamento': 'warning',
  Pago: 'success',
  Recusado: 'error',
  'Estorno em andamento': 'processing',
  Estornado: 'default',
  Falhou: 'error',
};

const COLUMNS: ColumnType<PaymentReportRow>[] = [
  { key: 'id', title: 'Código', dataIndex: 'id' },
  { key: 'line', title: 'Lançamento', dataIndex: 'line' },
  { key: 'locals', title: 'Local/Evento', render: (_, r) => r.locals ?? '—' },
  {
    key: 'status',
    title: 'Status',
    render: (_, r) => <Badge status={STATUS_BADGE[r.status] ?? 'default'} text={r.status} />,
  },
  { key: 'associate', title: 'Associado', dataIndex: 'associate' },
  { key: 'cardType', title: 'Forma de pagamento', dataIndex: 'cardType' },
  { key: 'cardBrand', title: 'Bandeira', render: (_, r) => r.cardBrand ?? '—' },
  { key: 'invitations', title: 'Convidados', align: 'right', dataIndex: 'invitationsQuantity' },
  { key: 'totalPaid', title: 'Total pago', align: 'right', dataIndex: 'totalPaidFormatted' },
  { key: 'createdAt', title: 'Data', render: (_, r) => formatDateTime(r.createdAt) },
];

/** 'Cancelar e estornar' on a paid payment line (refund-order only: the column is not there without it). */
const CANCEL_COLUMN: ColumnType<PaymentReportRow> = {
  key: 'actions',
  title: 'Ações',
  render: (_, r) =>
    r.line === 'Pagamento' && r.totalPaid > 0 ? (
      <CancelOrderAction
        order={{ orderId: r.orderId, amountFormatted: r.totalPaidFormatted }}
        status={r.status}
      />
    ) : null,
};

/** The payment types in the order the chart shows them. */
const PAYMENT_TYPES: readonly string[] = ['Cartão de Crédito', 'Cartão de Débito', 'Pix'];

/** Revenue (paid cents) per month, one bar per payment type. */
export function revenueChart(points: readonly PaymentChartPoint[]): BarChartSpec {
  const months = [...new Set(points.map((p) => p.month))].sort();
  const types = [
    ...PAYMENT_TYPES.filter((t) => points.some((p) => p.type === t)),
    ...[...new Set(points.map((p) => p.type))].filter((t) => !PAYMENT_TYPES.includes(t)),
  ];
  return {
    labels: months.map((m) => `${m.slice(5, 7)}/${m.slice(0, 4)}`),
    format: 'cents',
    series: types.map((type) => ({
      label: type,
      data: months.map((month) =>
        points
          .filter((p) => p.month === month && p.type === type)
          .reduce((sum, p) => sum + p.amount, 0),
      ),
    })),
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The report's body: the period, the place and the member. */
function paymentsBody(filter: PaymentReportFilterValues): PaymentReportFilter {
  const body = periodBody(filter);
  return filter.associate ? { ...body, associate: filter.associate } : body;
}

/**
 * Relatório de cobranças (list-report-payments): every payment attempt of a period (this
 * month by default), optionally of one place and of one member's orders, newest first, 10 rows a page, the period's
 * totals, the revenue per month and payment type as a chart (chart.js, loaded with this
 * page only), and the whole period as a spreadsheet ('Exportar planilha', streamed with
 * its progress). Staff holding refund-order get 'Cancelar e estornar' on a paid payment: the
 * order is cancelled and all that was paid refunded, with a reason; the report reloads.
 */
export default function PaymentReportsPage() {
  const report = useReport({
    initialFilter: (): PaymentReportFilterValues => currentMonth(),
    useQuery: (filter, paging) =>
      useReportPaymentsQuery({ paymentReportFilterDto: paymentsBody(filter), ...paging }),
    exportRequest: (filter) => ({ url: EXPORT_PATH, method: 'POST', body: paymentsBody(filter) }),
  });
  const summary = report.query.data?.summary;
  const points = report.query.data?.chart;
  const chart = useMemo(() => revenueChart(points ?? []), [points]);
  const canRefund = hasPermission(useSelector(selectHeldPermissions), P.refundOrder);
  const columns = useMemo(() => (canRefund ? [...COLUMNS, CANCEL_COLUMN] : COLUMNS), [canRefund]);

  return (
    <ReportScreen<PaymentReportRow>
      id="payment-report"
      title="Relatório de cobranças"
      subject="cobranças"
      report={report}
      filter={
        <ReportFilterForm
          idPrefix="payment-report"
          label="Filtro do relatório de cobranças"
          initialValues={report.filter}
          schema={paymentReportFilterSchema}
          searching={report.query.isFetching}
          onSearch={report.search}
        >
          <PeriodFields />
          <PlaceFilterField />
          <AssociateFilterField />
        </ReportFilterForm>
      }
      summary={
        summary
          ? [
              plural(summary.payments, 'pagamento no período', 'pagamentos no período'),
              plural(summary.paidCount, 'pago', 'pagos'),
              plural(summary.refunds, 'estorno', 'estornos'),
              `Total líquido (pago menos estornado): ${summary.totalPaidFormatted}`,
            ]
          : null
      }
      chart={{ title: 'Receita por mês e forma de pagamento', spec: chart }}
      table={{ label: 'Cobranças', rowKey: (r) => `${r.line}-${r.id}`, columns }}
    />
  );
}
