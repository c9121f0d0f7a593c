import { accessValidationGeneratedApi } from './generated-api';

export type {
  AccessVerdictDto as AccessVerdict,
  VerifyInvitationDto as VerifyInvitationBody,
  VerifyInvitationQrDto as VerifyInvitationQrBody,
  VerifyTicketDto as VerifyTicketBody,
  VerifyTicketQrDto as VerifyTicketQrBody,
} from './generated-api';
export { useVerifyCardMutation, type CardCheck, type VerifyCardBody } from '../../cards';

/** One attempt: the body and its X-Request-Id (the same one again on a retry). */
export interface Attempt<B> {
  body: B;
  requestId: string;
}

/**
 * Validação de Acesso (list-access-validation): `POST reservation-invitations/verify-invitation`
 * and `POST tickets/verify-ticket` (typed codes), `…/verify-invitation-qr` and
 * `tickets/verify-ticket-qr` (the signed QR codes; this feature's client), and `POST card/verify` (the cards
 * client: a scanned membership card, with the gate's place), each sent with the attempt's
 * `X-Request-Id`: the API answers a repeated id with the stored verdict (no second entry, no
 * second access log row), so a retry after a lost answer is safe.
 */
export const accessValidationApi = accessValidationGeneratedApi;

export const {
  useVerifyInvitationMutation,
  useVerifyInvitationQrMutation,
  useVerifyTicketMutation,
  useVerifyTicketQrMutation,
} = accessValidationApi;
