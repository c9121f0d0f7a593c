import { Suspense, useState } from 'react';
import { lazyAntd, useOpenedOnce } from '../../../shared/antd/lazy-antd';
import { Button } from '../../../shared/ui/button';
import { PayDeadline } from '../../../shared/cart/pay-deadline';
import { clubDate } from '../../../shared/ui/club-time';
import { MemberListState } from '../../../shared/ui/member-list-state';
import { useListMyOrdersQuery, type OrderDto } from '../api/generated-api';
import { OrderRefund } from '../components/order-refund';
import { canPayOrder } from '../components/order-rules';
import { usePayOrder } from '../components/use-pay-order';
import '../../../shared/ui/member-pages.css';

// The detail dialog (Ant Design's Modal) is fetched when first opened, not with the page.
const OrderDialog = lazyAntd(async () => (await import('../components/order-dialog')).OrderDialog);

function OrderItem({ order, onOpen }: { order: OrderDto; onOpen: () => void }) {
  const pay = usePayOrder();
  const titleId = `order-${order.id}-title`;
  return (
    <li>
      <article className="card" aria-labelledby={titleId}>
        <h2 id={titleId} className="member-item__title">
          {order.product.title}
        </h2>
        <dl className="member-facts">
          <div>
            <dt>Pedido</dt>
            <dd>{order.id}</dd>
          </div>
          <div>
            <dt>Data</dt>
            <dd>{clubDate(order.createdAt)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{order.totalFormatted}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{order.status}</dd>
          </div>
        </dl>
        {order.status === 'Pendente' && order.expiresAt ? (
          <PayDeadline deadline={order.expiresAt} />
        ) : null}
        <OrderRefund order={order} />
        <div className="member-item__actions">
          <Button onClick={onOpen} aria-label={`Detalhes do pedido ${order.id}`}>
            Detalhes
          </Button>
          {canPayOrder(order) ? (
            <Button
              variant="primary"
              onClick={() => pay(order)}
              aria-label={`Pagar o pedido ${order.id}`}
            >
              Pagar
            </Button>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/**
 * Meus pedidos (`/associado/meus-pedidos`, route my-orders; login required): the member's
 * orders, newest first (GET my-orders), each opening its detail dialog; a pending order still
 * within its deadline has 'Pagar' (the cart rebuilt from the order, then the checkout); an
 * order with money given back says so ('Estornado: R$ 50,00', 'Estorno parcial: …'), and while
 * the acquirer has not confirmed the refund, when it shows up.
 */
export function MyOrdersPage() {
  const list = useListMyOrdersQuery(undefined, { refetchOnMountOrArgChange: true });
  const [open, setOpen] = useState<OrderDto | null>(null);
  const dialogUsed = useOpenedOnce(open !== null);
  const orders = list.data ?? [];
  return (
    <div className="member-list-page">
      <h1 className="member-list-page__title">Meus pedidos</h1>
      <MemberListState query={list} count={orders.length} />
      {orders.length > 0 ? (
        <ul className="member-items" aria-label="Pedidos">
          {orders.map((order) => (
            <OrderItem key={order.id} order={order} onOpen={() => setOpen(order)} />
          ))}
        </ul>
      ) : null}
      {dialogUsed ? (
        <Suspense fallback={null}>
          <OrderDialog order={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
