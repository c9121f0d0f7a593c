// What the constraints of the `news` table mean to staff and to programs: the one translator
// (platform/database/database-errors.ts) answers their refusals so; listed in api/src/constraints.ts.
import { ErrorCode } from '@clube/shared';
import type { ConstraintMeanings } from '../../platform/database/database-errors.js';

/** `news.slug` is unique (`@Column({ unique: true })`: TypeORM's name for it). */
export const UQ_NEWS_SLUG = 'UQ_d09152c44881b7620e12d6df099';

export const NEWS_CONSTRAINTS: ConstraintMeanings = {
  /** A save picks a free slug (uniqueSlug): taken only by a news item saved at the same time. */
  [UQ_NEWS_SLUG]: {
    code: ErrorCode.DuplicateSlug,
    message: 'Já existe uma notícia com esse endereço (slug). Salve novamente.',
    field: 'slug',
  },
};
