// The portal's checkout as a script does it (benches, the compose smoke): the payment data sealed
// with the API's public key (`GET payment-order/public-key`) by `@clube/shared/checkout` (built:
// libs/shared/dist), as the member's browser does, for
// `PUT payment-order/pix|credit-card|debit-card/{orderId}`.
import { paymentPlaintext, sealPayment } from '@clube/shared/checkout';

/** The payer the scripts send (the acquirer's Customer fields). */
export const CHECKOUT_CUSTOMER = {
  Name: 'Sócio Bench',
  Identity: '11144477735',
  IdentityType: 'CPF',
  Email: 'bench@clube.test',
  Birthdate: '1980-05-17',
  Phone: '11987654321',
  Address: {
    Street: 'Avenida Paulista',
    Number: '1000',
    ZipCode: '01310100',
    City: 'São Paulo',
    State: 'SP',
    District: 'Bela Vista',
    Country: 'BRA',
  },
};

/**
 * Given the public key's answer (`{ kid, jwk }`), a function that seals one payment of an order:
 * a fresh nonce, the time, the payer, and `extra` (a card's fields; none for a Pix).
 */
export function checkoutSealer(key) {
  return (orderId, extra = {}) =>
    sealPayment(key, paymentPlaintext(orderId, CHECKOUT_CUSTOMER, extra));
}
