/** What other features use of the cards: the check of a scanned card at the gate. */
export { useVerifyCardMutation } from './api/cards-api';
export type { CardCheckDto as CardCheck, VerifyCardDto as VerifyCardBody } from './api/cards-api';
