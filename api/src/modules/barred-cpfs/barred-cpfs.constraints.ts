// What the constraints of the `barred_cpf` table mean to staff and to programs: the one
// translator (platform/database/database-errors.ts) answers their refusals so; listed in
// api/src/constraints.ts.
import { ErrorCode } from '@clube/shared';
import type { ConstraintMeanings } from '../../platform/database/database-errors.js';

export const BARRED_CPFS_CONSTRAINTS: ConstraintMeanings = {
  /** One row per CPF. */
  UQ_barred_cpf_cpf: {
    code: ErrorCode.Conflict,
    message: 'Este CPF já está na lista de CPFs bloqueados.',
    field: 'cpf',
  },
};
