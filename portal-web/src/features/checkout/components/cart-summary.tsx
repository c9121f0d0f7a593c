import { formatCents } from '@clube/shared';
import { clubTime } from '../../../shared/ui/club-time';
import { maskGuestDoc } from '../../../shared/guests/guest-rules';
import type { Cart } from '../../../shared/cart/cart-slice';

/** The cart beside each checkout step: product, guests, quantity, total and the deadline. */
export function CartSummary({ cart }: { cart: Cart }) {
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
      {cart.expiresAt ? (
        <p className="member-item__note">Pague até {clubTime(cart.expiresAt)}</p>
      ) : null}
    </aside>
  );
}
