// What the constraints of the `api_key` table mean: the one translator
// (platform/database/database-errors.ts) answers their refusals so; listed in api/src/constraints.ts.
import { ErrorCode } from '@clube/shared';
import type { ConstraintMeanings } from '../../platform/database/database-errors.js';

export const API_KEYS_CONSTRAINTS: ConstraintMeanings = {
  /** Public ids are 72 random bits: a clash is a retry, never a shared key. */
  UQ_api_key_public_id: {
    code: ErrorCode.Conflict,
    message: 'Não foi possível gerar a chave. Tente novamente.',
  },
};
