/**
 * The tickets feature as other features use it (an event's page sells and lists the member's
 * tickets; an order downloads them). Anything else of tickets/ is its own.
 */
export {
  useQuoteTicketsOrderMutation,
  useCreateTicketsOrderMutation,
  useGetMyEventWaitlistQuery,
  type CreateTicketsOrderDto,
} from './api/generated-api';
export { EventTicketsDownload } from './components/event-tickets-download';
export { EventWaitlist } from './components/event-waitlist';
export { downloadEventTickets, downloadTicket } from './components/ticket-downloads';
export { TicketPasses } from './components/ticket-passes';
export { offeredToMe } from './components/waitlist-rules';
