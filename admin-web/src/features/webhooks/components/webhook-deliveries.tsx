import { Alert, Button, Modal, Table, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import {
  formatDateTime,
  hasPermission,
  INTEGRATION_EVENTS,
  P,
  WebhookDeliveryStatus,
} from '@clube/shared';
import { failureMessage } from '@clube/shared/web';
import { selectHeldPermissions } from '../../../core/session/session-slice';
import {
  useListWebhookDeliveriesQuery,
  useResendWebhookDeliveryMutation,
  type WebhookDeliveryDto,
  type WebhookDto,
} from '../api/webhooks-api';

const PAGE = 10;
const EVENT_LABEL = new Map<string, string>(INTEGRATION_EVENTS.map((e) => [e.type, e.label]));
const STATUS_COLOR: Record<number, string> = {
  [WebhookDeliveryStatus.Pending]: 'gold',
  [WebhookDeliveryStatus.Delivered]: 'green',
  [WebhookDeliveryStatus.Failed]: 'red',
};

type Attempt = WebhookDeliveryDto['attemptLog'][number];

const ATTEMPT_COLUMNS: ColumnType<Attempt>[] = [
  { key: 'at', title: 'Quando', render: (_, a) => formatDateTime(a.attemptedAt) },
  { key: 'code', title: 'Código HTTP', render: (_, a) => a.statusCode ?? '—' },
  { key: 'duration', title: 'Duração', render: (_, a) => `${a.durationMs} ms` },
  { key: 'error', title: 'Erro', render: (_, a) => a.error ?? '—' },
  { key: 'manual', title: 'Origem', render: (_, a) => (a.manual ? 'Reenvio' : 'Automática') },
];

/** An endpoint's deliveries (event, status, attempts, last code, next try), each attempt, 'Reenviar'. */
export function WebhookDeliveries({
  webhook,
  onClose,
}: {
  webhook: WebhookDto;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const list = useListWebhookDeliveriesQuery({
    id: webhook.id,
    skip: (page - 1) * PAGE,
    take: PAGE,
  });
  const [resend] = useResendWebhookDeliveryMutation();
  const [sending, setSending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mayResend = hasPermission(useSelector(selectHeldPermissions), P.updateWebhook);

  const again = async (d: WebhookDeliveryDto) => {
    setFailure(null);
    setSending(d.id);
    try {
      await resend({ deliveryId: Number(d.id) }).unwrap();
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setSending(null);
      void list.refetch();
    }
  };

  const columns: ColumnType<WebhookDeliveryDto>[] = [
    { key: 'created', title: 'Data', render: (_, d) => formatDateTime(d.createdAt) },
    {
      key: 'event',
      title: 'Evento',
      render: (_, d) => `${EVENT_LABEL.get(d.eventType) ?? d.eventType} (${d.eventType})`,
    },
    {
      key: 'status',
      title: 'Situação',
      render: (_, d) => <Tag color={STATUS_COLOR[d.status.id]}>{d.status.description}</Tag>,
    },
    { key: 'attempts', title: 'Tentativas', dataIndex: 'attempts' },
    { key: 'code', title: 'Último código', render: (_, d) => d.lastStatusCode ?? '—' },
    {
      key: 'next',
      title: 'Próxima tentativa',
      render: (_, d) => (d.nextAttemptAt ? formatDateTime(d.nextAttemptAt) : '—'),
    },
  ];
  if (mayResend) {
    columns.push({
      key: 'actions',
      title: 'Ações',
      render: (_, d) => (
        <Button
          size="small"
          onClick={() => void again(d)}
          loading={sending === d.id}
          aria-label={`Reenviar entrega ${d.messageId}`}
        >
          Reenviar
        </Button>
      ),
    });
  }

  return (
    <Modal
      open
      width={1000}
      title={`Entregas: ${webhook.description ?? webhook.url}`}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Fechar</Button>}
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Button onClick={() => void list.refetch()} style={{ marginBottom: 12 }}>
        Atualizar
      </Button>
      <Table<WebhookDeliveryDto>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        locale={{ emptyText: 'Nenhuma entrega ainda.' }}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        expandable={{
          expandedRowRender: (d) => (
            <Table<Attempt>
              rowKey={(a) => `${a.attemptedAt}-${a.manual}`}
              size="small"
              columns={ATTEMPT_COLUMNS}
              dataSource={d.attemptLog}
              pagination={false}
              aria-label={`Tentativas da entrega ${d.messageId}`}
            />
          ),
        }}
      />
    </Modal>
  );
}
