// What the constraints of the covenants' tables mean to staff and to programs: the one
// translator (platform/database/database-errors.ts) answers their refusals so; listed in
// api/src/constraints.ts.
import { ErrorCode } from '@clube/shared';
import type {
  ConstraintMeaning,
  ConstraintMeanings,
} from '../../platform/database/database-errors.js';

/** `covenant_category.name` is unique (`@Column({ unique: true })`: TypeORM's name for it). */
export const UQ_COVENANT_CATEGORY_NAME = 'UQ_d3a2b6331aefec897ac977685e6';

/** A category name already taken: 409 DUPLICATE_CATEGORY on `name`. */
export const DUPLICATE_CATEGORY: ConstraintMeaning & { message: string; field: string } = {
  code: ErrorCode.DuplicateCategory,
  message: 'Já existe uma categoria com esse nome.',
  field: 'name',
};

export const COVENANT_CONSTRAINTS: ConstraintMeanings = {
  [UQ_COVENANT_CATEGORY_NAME]: DUPLICATE_CATEGORY,
};
