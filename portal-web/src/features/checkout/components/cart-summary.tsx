import { formatCents } from '@clube/shared';
import { maskGuestDoc } from '../../../shared/guests/guest-rules';
import type { Cart } from '../../../shared/cart/cart-slice';
import { PayDeadline } from '../../../shared/cart/pay-deadline';

/**
 * The cart beside each checkout step: product, guests, quantity, total and the payment deadline
 * with its countdown. `deadline` replaces the cart's (the Pix page shows its own, once, beside
 * the QR: null here).
 */
export function CartSummary({
  cart,
  deadline = cart.expiresAt,
}: {
  cart: Cart;
  deadline?: string | null;
}) {
  return (
    <aside className="card checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-summary__title">
        Resumo do pedido
      </h2>
      {cart.thumb ? (
        <img
          className="checkout-summary__thumb"
          src={cart.thumb}
          alt={`Imagem de ${cart.title}`}
          width={320}
          height={180}
        />
      ) : null}
      <p className="checkout-summary__product">{cart.title}</p>
      {cart.description ? (
        <p className="checkout-summary__description">{cart.description}</p>
      ) : null}
      <dl className="member-facts">
        <div>
          <dt>Pedido</dt>
          <dd>{cart.orderId}</dd>
        </div>
        <div>
          <dt>{cart.type === 'evento' ? 'Convites' : 'Convidados'}</dt>
          <dd>{cart.qty}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatCents(cart.total)}</dd>
        </div>
      </dl>
      {cart.extra.length > 0 ? (
        <ul className="checkout-summary__guests" aria-label="Convidados do pedido">
          {cart.extra.map((guest) => (
            <li key={guest.doc}>
              {guest.name} ({maskGuestDoc(guest.doc)})
            </li>
          ))}
        </ul>
      ) : null}
      {deadline ? <PayDeadline deadline={deadline} /> : null}
    </aside>
  );
}
