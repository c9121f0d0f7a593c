import { cardsGeneratedApi } from './generated-api';

export type {
  CardCheckDto,
  CardDto,
  CreateCardFormDto,
  UpdateCardFormDto,
  VerifyCardDto,
} from './generated-api';

/**
 * Membership cards (carteirinha; list-, insert-, update-, delete-card): multipart writes with
 * the picture, bulk delete (card/multiple).
 */
export const cardsApi = cardsGeneratedApi;

export const {
  useListCardsQuery,
  useGetCardQuery,
  useCreateCardMutation,
  useUpdateCardMutation,
  useDeleteCardMutation,
  useVerifyCardMutation,
} = cardsApi;
