/**
 * The checkout's pages as one chunk: the five routes load it with one dynamic import, so the
 * app's first script carries one entry (and one list of files to preload) for all of them
 * instead of five (public pages' JavaScript budget).
 */
export { CheckoutPage } from './checkout-page';
export { ConfirmPaymentPage } from './confirm-payment-page';
export { CreditCardPage, DebitCardPage } from './card-payment-page';
export { PixPage } from './pix-page';
