import { ticketTemplatesGeneratedApi } from './generated-api';

export type { TicketTemplateDto } from './generated-api';

/** Ticket templates (list-ticket-template; insert-, update-, delete-); a save holding the `image` goes as multipart. */
export const ticketTemplatesApi = ticketTemplatesGeneratedApi;

export const {
  useListTicketTemplatesQuery,
  useGetTicketTemplateQuery,
  useCreateTicketTemplateMutation,
  useUpdateTicketTemplateMutation,
  useDeleteTicketTemplateMutation,
} = ticketTemplatesApi;
