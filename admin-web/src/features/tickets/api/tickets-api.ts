import { ticketsGeneratedApi } from './generated-api';

export type { TicketDto, ListTicketsApiArg } from './generated-api';

/**
 * Tickets register, 'convites' (list-ticket; insert-, update-, delete-ticket): all the
 * invitations, bought by members or issued by staff; JSON bodies, the value in cents, the
 * status as the form's 1 Ativo / 2 Inativo. The invitation image of a confirmed ticket comes
 * as an attachment (read by the base query as a `DownloadedFile`). The event and template
 * pickers read the events feature's lookups.
 */
export const ticketsApi = ticketsGeneratedApi;

export const {
  useListTicketsQuery,
  useGetTicketQuery,
  useCreateTicketMutation,
  useUpdateTicketMutation,
  useDeleteTicketMutation,
} = ticketsApi;
