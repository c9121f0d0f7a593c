import { multipart } from '../../../shared/api/base-api';
import { ticketTemplatesGeneratedApi } from './generated-api';

export type { TicketTemplateDto } from './generated-api';

/** Ticket templates (list-ticket-template; insert-, update-, delete-); saves are multipart (`image`). */
export const ticketTemplatesApi = ticketTemplatesGeneratedApi.enhanceEndpoints({
  endpoints: {
    createTicketTemplate: multipart('image'),
    updateTicketTemplate: multipart('image'),
  },
});

export const {
  useListTicketTemplatesQuery,
  useGetTicketTemplateQuery,
  useCreateTicketTemplateMutation,
  useUpdateTicketTemplateMutation,
  useDeleteTicketTemplateMutation,
} = ticketTemplatesApi;
