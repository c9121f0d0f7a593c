import { formatDateTime, MSG, TABLE_PAGE_SIZE, todayIso } from '@clube/shared';
import { failureMessage } from '@clube/shared/web';
import { Alert, Badge, Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { ExportButton, LazyChart, type BarChartSpec } from '../../../shared/reports';
import {
  useReportPaymentsQuery,
  type PaymentChartPoint,
  type PaymentReportFilter,
  type PaymentReportRow,
  type PaymentStatus,
} from '../api/payment-reports-api';
import { PaymentReportFilterForm } from '../components/payment-report-filter';
import '../../../shared/list-screen/list-screen.css';
import './payment-reports-page.css';

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

/** This month so far, on the club's calendar. */
function currentMonth(): PaymentReportFilter {
  const today = todayIso();
  return { startsAt: `${today.slice(0, 8)}01`, endsAt: today };
}

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

/**
 * Relatório de cobranças (list-report-payments): every payment attempt of a period (this
 * month by default), optionally of one place, newest first, 10 rows a page, the period's
 * totals, the revenue per month and payment type as a chart (chart.js, loaded with this
 * page only), and the whole period as a spreadsheet ('Exportar planilha', streamed with
 * its progress).
 */
export default function PaymentReportsPage() {
  const [filter, setFilter] = useState<PaymentReportFilter>(currentMonth);
  const [page, setPage] = useState(1);
  const report = useReportPaymentsQuery({
    paymentReportFilterDto: filter,
    skip: (page - 1) * TABLE_PAGE_SIZE,
    take: TABLE_PAGE_SIZE,
  });
  const rows = report.data?.data ?? [];
  const total = report.data?.total ?? 0;
  const summary = report.data?.summary;
  const points = report.data?.chart;
  const chart = useMemo(() => revenueChart(points ?? []), [points]);

  useEffect(() => {
    if (report.error) console.error('Falha ao carregar o relatório de cobranças', report.error);
  }, [report.error]);

  const search = (values: PaymentReportFilter) => {
    setFilter({
      startsAt: values.startsAt,
      endsAt: values.endsAt,
      ...(values.local !== undefined ? { local: values.local } : {}),
    });
    setPage(1);
  };

  return (
    <section className="list-screen" aria-labelledby="payment-report-title">
      <div className="list-screen__header">
        <h1 id="payment-report-title" className="list-screen__title">
          Relatório de cobranças
        </h1>
        <ExportButton
          request={{ url: '/report-payments/export', method: 'POST', body: filter }}
          disabled={total === 0}
          errorLog="Falha ao exportar o relatório de cobranças"
        />
      </div>

      <PaymentReportFilterForm
        initialValues={filter}
        searching={report.isFetching}
        onSearch={search}
      />

      {report.error ? (
        <Alert
          className="list-screen__alert"
          type="error"
          showIcon
          title={failureMessage(report.error)}
        />
      ) : null}

      {summary && (
        <p className="payment-report__summary" aria-live="polite">
          <span>{plural(summary.payments, 'pagamento no período', 'pagamentos no período')}</span>
          <span>{plural(summary.paidCount, 'pago', 'pagos')}</span>
          <span>Total pago: {summary.totalPaidFormatted}</span>
        </p>
      )}

      <LazyChart title="Receita por mês e forma de pagamento" spec={chart} />

      <Table<PaymentReportRow>
        rowKey="id"
        columns={COLUMNS}
        dataSource={rows}
        loading={report.isFetching}
        className="list-screen__table"
        locale={{ emptyText: MSG.emptyTable }}
        onChange={(pagination) => setPage(pagination.current ?? 1)}
        pagination={{
          current: page,
          pageSize: TABLE_PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (count, [from, to]) => (
            <span className="list-screen__pagination-label">
              {MSG.rowsPerPage} {TABLE_PAGE_SIZE} · {from}–{to} de {count}
            </span>
          ),
        }}
      />
    </section>
  );
}
