import { generatePath } from 'react-router-dom';

/** Base of the member (associate) area. */
export const MEMBER_BASE = '/associado';

/**
 * Every route path of the portal, public and member area, in one table
 * (spec "Screens and routes"). Comments carry the spec's route names.
 * A path here does not mean the page exists yet: pages arrive with their issues,
 * and until then the path falls through to the 404 page.
 */
export const paths = {
  // Public routes (no login)
  /** landing */
  landing: '/',
  /** search, param `search` */
  search: '/search/:search',
  spaces: '/espacos',
  events: '/eventos',
  covenants: '/convenios',
  covenantDetail: '/convenios/:id',
  photoGalleries: '/galeria-fotos',
  videoGalleries: '/galeria-videos',
  newsAll: '/noticias/todos',
  /** news detail; the slug is the news id */
  newsDetail: '/noticias/:slug',
  about: '/sobre',
  /** bare placeholder */
  aboutPlaceholder: '/about',

  // Member area: public inside the area
  /** login-associate (type = home) */
  memberLogin: MEMBER_BASE,
  /** recovery-password-associate */
  memberRecoveryPassword: `${MEMBER_BASE}/recuperar-senha`,
  /** password reset, code from the e-mail link */
  memberPasswordReset: `${MEMBER_BASE}/validador/:code`,

  // Member area: login required
  memberReservations: `${MEMBER_BASE}/minhas-reservas`,
  /** reservation-associate; slug is the space id */
  memberReservation: `${MEMBER_BASE}/reserva/:slug`,
  /** event-associate; slug is the numeric event id */
  memberEvent: `${MEMBER_BASE}/evento/:slug`,
  /** checkout-associate */
  memberCheckout: `${MEMBER_BASE}/checkout`,
  /** credcard-associate */
  memberCheckoutCreditCard: `${MEMBER_BASE}/checkout/credcard`,
  /** confirm-payment-associate */
  memberCheckoutConfirmPayment: `${MEMBER_BASE}/checkout/confirm-payment`,
  /** pix-associate */
  memberCheckoutPix: `${MEMBER_BASE}/checkout/pix`,
  /** debit-associate (the spec names the step but not its path) */
  memberCheckoutDebit: `${MEMBER_BASE}/checkout/debit`,
  memberProfile: `${MEMBER_BASE}/perfil`,
  /** my-orders */
  memberOrders: `${MEMBER_BASE}/meus-pedidos`,
  memberInvitations: `${MEMBER_BASE}/meus-convites`,
  /** first-access: forced password change (the spec writes it from the root) */
  firstAccess: '/primeiro-acesso',
} as const;

export type PathKey = keyof typeof paths;

/** Links with parameters filled in (generatePath URL-encodes the values). */
export const to = {
  search: (search: string) => generatePath(paths.search, { search }),
  covenantDetail: (id: string | number) => generatePath(paths.covenantDetail, { id: String(id) }),
  newsDetail: (slug: string | number) => generatePath(paths.newsDetail, { slug: String(slug) }),
  memberPasswordReset: (code: string) => generatePath(paths.memberPasswordReset, { code }),
  memberReservation: (slug: string | number) =>
    generatePath(paths.memberReservation, { slug: String(slug) }),
  memberEvent: (slug: string | number) => generatePath(paths.memberEvent, { slug: String(slug) }),
};
