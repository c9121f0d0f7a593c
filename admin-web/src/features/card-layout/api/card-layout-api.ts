import { cardLayoutGeneratedApi } from './generated-api';

export type { CardLayoutDto } from './generated-api';

/** The card layout: GET card-layout (any staff member), POST card-layout multipart (update-card). */
export const cardLayoutApi = cardLayoutGeneratedApi;

export const { useGetCardLayoutQuery, useSaveCardLayoutMutation } = cardLayoutApi;
