import type { ComponentType } from 'react';

/** The checkout's five pages: one chunk, one entry in this table. */
const checkoutPages = () => import('../features/checkout/pages/checkout-pages');

/**
 * The member area's pages (login required) by route id, each a chunk of its own: the router
 * (router.tsx) fetches this table with the first of them, so the public pages' first script
 * does not carry it.
 */
const MEMBER_PAGES = {
  'first-access': async () =>
    (await import('../features/member-auth/pages/first-access-page')).FirstAccessPage,
  profile: async () => (await import('../features/member-profile/pages/profile-page')).ProfilePage,
  'reservation-associate': async () =>
    (await import('../features/reservations/pages/reservation-page')).ReservationPage,
  'my-reservations': async () =>
    (await import('../features/reservations/pages/my-reservations-page')).MyReservationsPage,
  'event-associate': async () =>
    (await import('../features/events/pages/event-purchase-page')).EventPurchasePage,
  'my-invitations': async () =>
    (await import('../features/tickets/pages/my-invitations-page')).MyInvitationsPage,
  'my-orders': async () => (await import('../features/orders/pages/my-orders-page')).MyOrdersPage,
  'checkout-associate': async () => (await checkoutPages()).CheckoutPage,
  'confirm-payment-associate': async () => (await checkoutPages()).ConfirmPaymentPage,
  'credcard-associate': async () => (await checkoutPages()).CreditCardPage,
  'debit-associate': async () => (await checkoutPages()).DebitCardPage,
  'pix-associate': async () => (await checkoutPages()).PixPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type MemberPageId = keyof typeof MEMBER_PAGES;

/** Loads the code of the member page `id`. */
export function loadMemberPage(id: MemberPageId): Promise<ComponentType> {
  return MEMBER_PAGES[id]();
}
