/** What other features use of the galleries: the galleries a news item may point to. */
export { useListGalleriesQuery } from './api/galleries-api';
