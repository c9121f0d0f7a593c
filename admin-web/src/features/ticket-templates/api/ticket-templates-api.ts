import { toFormData, type FormValue } from '../../../shared/api/form-data';
import {
  adminApi,
  type CreateTicketTemplateFormDto,
  type TicketTemplateDto,
  type UpdateTicketTemplateFormDto,
} from '../../../shared/api/generated-api';

/*
 * The ticket template endpoints. Reads and deletes are the generated client's;
 * the multipart saves are written here (as in shared/api/content-api.ts)
 * because the generated mutations send their body as JSON: these build a
 * FormData with the image under the API's field name `image`.
 */

export type {
  CreateTicketTemplateFormDto,
  TicketTemplateDto,
  UpdateTicketTemplateFormDto,
} from '../../../shared/api/generated-api';

type Fields = Record<string, FormValue | readonly FormValue[]>;
const form = (dto: object) => toFormData(dto as Fields);

export const ticketTemplatesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    createTicketTemplateForm: build.mutation<TicketTemplateDto, CreateTicketTemplateFormDto>({
      query: (dto) => ({ url: '/ticket-template', method: 'POST', body: form(dto) }),
    }),
    updateTicketTemplateForm: build.mutation<
      TicketTemplateDto,
      { id: number; dto: UpdateTicketTemplateFormDto }
    >({
      query: ({ id, dto }) => ({ url: `/ticket-template/${id}`, method: 'PUT', body: form(dto) }),
    }),
  }),
});

export const { useCreateTicketTemplateFormMutation, useUpdateTicketTemplateFormMutation } =
  ticketTemplatesApi;

export {
  useDeleteTicketTemplateMutation,
  useGetTicketTemplateQuery,
  useListTicketTemplatesQuery,
} from '../../../shared/api/generated-api';
