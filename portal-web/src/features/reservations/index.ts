/**
 * The reservations feature as other features use it (an order of a reservation downloads its
 * invitations). Anything else of reservations/ is its own.
 */
export {
  downloadReservationInvitations,
  InvitationDownloads,
  ReservationPasses,
} from './components/invitation-downloads';
