/** What other features use of the events: the events and invitation templates to pick from. */
export { useListEventOptionsQuery, useListTicketTemplateOptionsQuery } from './api/events-api';
