/** What other features use of the card layout: the layout a card is drawn on. */
export { useGetCardLayoutQuery } from './api/card-layout-api';
