import { Button, Modal } from 'antd';
import { LABELS } from '@clube/shared';
import { clubDateTime } from '../../../shared/ui/club-time';
import { useAppDispatch } from '../../../core/store-hooks';
import { maskGuestDoc } from '../../../shared/guests/guest-rules';
import { GuestDownloads } from '../../../shared/downloads/downloads';
import { InvitationDownloads, ReservationPasses } from '../../reservations';
import { downloadEventTickets, downloadTicket, TicketPasses } from '../../tickets';
import { useGetMyOrderQuery, type OrderDto } from '../api/generated-api';
import { OrderRefund } from './order-refund';
import { usePayOrder } from './use-pay-order';
import {
  canDownloadInvitations,
  canPayOrder,
  isEventOrder,
  orderDaysText,
  paymentTypeText,
} from './order-rules';

interface OrderDialogProps {
  order: OrderDto | null;
  onClose: () => void;
}

/** The downloads of a finished order: a reservation's invitations, or an event's tickets. */
function OrderDownloads({ order }: { order: OrderDto }) {
  const dispatch = useAppDispatch();
  const { eventId, reservationId } = order.product;
  if (isEventOrder(order) && eventId) {
    return (
      <GuestDownloads
        invitations={order.invitations}
        downloadOne={(id) => downloadTicket(dispatch, id)}
        downloadAll={() => downloadEventTickets(dispatch, eventId)}
      />
    );
  }
  if (!reservationId) return null;
  return <InvitationDownloads reservationId={reservationId} invitations={order.invitations} />;
}

/** 'Data do evento', or 'Datas do evento' for an event of several days. */
const eventDaysLabel = (order: OrderDto) =>
  (order.product.days?.length ?? 0) > 1 ? 'Datas do evento' : 'Data do evento';

/** One day as text, several as a list (each day of a multi-day event on its own line). */
function DayList({ days }: { days: string[] }) {
  if (days.length === 1) return <>{days[0]}</>;
  return (
    <ul className="member-days">
      {days.map((day) => (
        <li key={day}>{day}</li>
      ))}
    </ul>
  );
}

/** The name of the list of the invitations' images (the list above names the guests). */
const ORDER_PASSES_LABEL = 'Imagens dos convites';

/**
 * The invitations of a finished order on screen (each image with its QR code, for the gate)
 * while what it bought has not ended.
 */
function OrderPasses({ order }: { order: OrderDto }) {
  if (new Date(order.product.endAt).getTime() <= Date.now()) return null;
  return isEventOrder(order) ? (
    <TicketPasses tickets={order.invitations} label={ORDER_PASSES_LABEL} />
  ) : (
    <ReservationPasses invitations={order.invitations} label={ORDER_PASSES_LABEL} />
  );
}

/**
 * An order's detail (spec "My orders"): product, status, payment type, card brand, total, date
 * and the invitations; their images (with the QR code, until the product has ended) and
 * downloads only when the order is 'Finalizado' (a button per guest
 * for 2 or fewer, 'Baixar todos' above 2). A reservation's or an event's ('evento': its
 * tickets, the zip of the member's tickets of the event).
 */
export function OrderDialog({ order: listed, onClose }: OrderDialogProps) {
  // The list's copy shows at once; GET my-order/{id} brings its current status (a hold that
  // has just expired, a payment that has just arrived).
  const fresh = useGetMyOrderQuery(
    { id: listed?.id ?? 0 },
    { skip: !listed, refetchOnMountOrArgChange: true },
  );
  const order = listed && fresh.data?.id === listed.id ? fresh.data : listed;
  const pay = usePayOrder();
  const payable = order !== null && canPayOrder(order);
  return (
    <Modal
      open={order !== null}
      title={order ? `Pedido ${order.id}` : undefined}
      onCancel={onClose}
      width={640}
      centered
      destroyOnHidden
      footer={
        <>
          {payable ? (
            <Button type="primary" onClick={() => pay(order)}>
              Pagar
            </Button>
          ) : null}
          <Button onClick={onClose}>{LABELS.close}</Button>
        </>
      }
    >
      {order ? (
        <>
          <dl className="member-facts">
            <div>
              <dt>Produto</dt>
              <dd>{order.product.title}</dd>
            </div>
            <div>
              <dt>{isEventOrder(order) ? eventDaysLabel(order) : 'Data da reserva'}</dt>
              <dd>
                <DayList days={orderDaysText(order)} />
              </dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{order.status}</dd>
            </div>
            <div>
              <dt>Tipo de pagamento</dt>
              <dd>{paymentTypeText(order.type)}</dd>
            </div>
            <div>
              <dt>Bandeira</dt>
              <dd>{order.brand || '—'}</dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>{order.totalFormatted}</dd>
            </div>
            <div>
              <dt>Data</dt>
              <dd>{clubDateTime(order.createdAt)}</dd>
            </div>
          </dl>
          <OrderRefund order={order} />
          <h3 className="reservation-when__title" style={{ marginTop: 16 }}>
            Convites
          </h3>
          {order.invitations.length === 0 ? (
            <p className="member-empty">Nenhum convidado.</p>
          ) : (
            <ul className="order-invitations" aria-label="Convites">
              {order.invitations.map((invitation) => (
                <li key={invitation.id}>
                  {invitation.name} ({maskGuestDoc(invitation.cpf)})
                  {invitation.code ? ` — convite ${invitation.code}` : ''}
                </li>
              ))}
            </ul>
          )}
          {canDownloadInvitations(order) ? (
            <>
              <OrderPasses order={order} />
              <div className="member-item__actions">
                <OrderDownloads order={order} />
              </div>
            </>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
