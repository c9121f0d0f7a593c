import { eventsGeneratedApi } from './generated-api';

export type { EventDto, EventDayInputDto, ListEventsApiArg } from './generated-api';

/**
 * Events register (list-event; insert-, update-, delete-event): multipart writes with the card
 * image and the gallery's photos (`eventDates` as JSON text), the guest price in cents; the
 * lookups `events/options` (any staff: the tickets form, the gate) and
 * `ticket-template/options` (the event and ticket forms).
 */
export const eventsApi = eventsGeneratedApi;

export const {
  useListEventsQuery,
  useGetEventQuery,
  useCreateEventMutation,
  useUpdateEventMutation,
  useDeleteEventMutation,
  useListEventOptionsQuery,
  useListTicketTemplateOptionsQuery,
} = eventsApi;
