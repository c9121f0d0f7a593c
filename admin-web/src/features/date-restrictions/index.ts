/** What other features use of date restrictions: the active places, for their selects. */
export { useListLocalOptionsQuery } from './api/date-restrictions-api';
