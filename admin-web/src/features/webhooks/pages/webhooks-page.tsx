import { Button } from 'antd';
import { INTEGRATION_EVENTS, P } from '@clube/shared';
import { useCallback, useState } from 'react';
import { ListScreen, type ListColumn, type ListFormProps } from '../../../shared/list-screen';
import {
  useDeleteWebhookMutation,
  useListWebhooksQuery,
  type WebhookDto,
} from '../api/webhooks-api';
import { WebhookDeliveries } from '../components/webhook-deliveries';
import { WebhookForm } from '../components/webhook-form';

const EVENT_LABEL = new Map<string, string>(INTEGRATION_EVENTS.map((e) => [e.type, e.label]));

const COLUMNS: ReadonlyArray<ListColumn<WebhookDto>> = [
  { key: 'url', title: 'URL', sortKey: 'url', dataIndex: 'url' },
  { key: 'description', title: 'Descrição', render: (_, w) => w.description ?? '—' },
  {
    key: 'events',
    title: 'Eventos',
    render: (_, w) => w.events.map((e) => EVENT_LABEL.get(e) ?? e).join(', '),
  },
  { key: 'active', title: 'Ativo', render: (_, w) => (w.active ? 'Sim' : 'Não') },
];

const rowKey = (w: WebhookDto) => w.id;
const rowLabel = (w: WebhookDto) => w.description ?? w.url;

/**
 * Webhooks (list-webhook; insert-, update-, delete-): the integrators' endpoints the club POSTs
 * its events to, signed (Standard Webhooks); each endpoint's deliveries and attempts, 'Reenviar'.
 */
export default function WebhooksPage() {
  const [remove] = useDeleteWebhookMutation();
  const [deliveriesOf, setDeliveriesOf] = useState<WebhookDto | null>(null);
  const onDelete = useCallback((w: WebhookDto) => remove({ id: w.id }).unwrap(), [remove]);
  const renderForm = useCallback(
    ({ id, close }: ListFormProps<number>) => <WebhookForm id={id} close={close} />,
    [],
  );
  const rowActions = useCallback(
    (w: WebhookDto) => (
      <Button
        size="small"
        onClick={() => setDeliveriesOf(w)}
        aria-label={`Entregas de ${rowLabel(w)}`}
      >
        Entregas
      </Button>
    ),
    [],
  );
  return (
    <>
      <ListScreen<WebhookDto, number>
        title="Webhooks"
        entityName="webhook"
        columns={COLUMNS}
        rowKey={rowKey}
        rowLabel={rowLabel}
        useList={useListWebhooksQuery}
        permissions={{
          insert: P.insertWebhook,
          update: P.updateWebhook,
          delete: P.deleteWebhook,
        }}
        onDelete={onDelete}
        renderForm={renderForm}
        rowActions={rowActions}
        defaultSort="id"
      />
      {deliveriesOf && (
        <WebhookDeliveries webhook={deliveriesOf} onClose={() => setDeliveriesOf(null)} />
      )}
    </>
  );
}
