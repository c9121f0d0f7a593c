/** What other features use of the invitation templates: the list (the settings' default one). */
export { useListTicketTemplatesQuery } from './api/ticket-templates-api';
