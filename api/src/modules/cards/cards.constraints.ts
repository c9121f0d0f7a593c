/**
 * What a refusal of the cards' named constraints means (composed in api/src/constraints.ts):
 * among active cards a validation code is unique and a person holds at most one. Also the same
 * answers for the service's checks before it writes.
 */
import { API_MSG, ErrorCode } from '@clube/shared';
import type {
  ConstraintMeaning,
  ConstraintMeanings,
} from '../../platform/database/database-errors.js';
import { AppException } from '../../platform/http/app-exception.js';

const CODE_IN_USE = {
  code: ErrorCode.DuplicateValidationCode,
  message: API_MSG.cardCodeInUse,
  field: 'validationCode',
} as const satisfies ConstraintMeaning;

const OWNER_HAS_CARD = {
  code: ErrorCode.ActiveCardExists,
  message: API_MSG.cardOwnerHasActiveCard,
  field: 'ownerId',
} as const satisfies ConstraintMeaning;

/** The validation code's index: a drawn code taken meanwhile is drawn again (CardsService). */
export const UQ_CARD_ACTIVE_CODE = 'UQ_card_active_code';

export const CARDS_CONSTRAINTS: ConstraintMeanings = {
  [UQ_CARD_ACTIVE_CODE]: CODE_IN_USE,
  UQ_card_active_associate: OWNER_HAS_CARD,
  UQ_card_active_dependent: OWNER_HAS_CARD,
};

const answer = (m: typeof CODE_IN_USE | typeof OWNER_HAS_CARD) =>
  AppException.conflict(m.message, m.code, { [m.field]: m.message });

export const cardCodeInUse = () => answer(CODE_IN_USE);
export const ownerHasActiveCard = () => answer(OWNER_HAS_CARD);
