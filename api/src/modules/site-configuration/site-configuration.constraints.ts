// What the constraints of the settings' tables mean to staff and to programs: the one translator
// (platform/database/database-errors.ts) answers their refusals so; listed in api/src/constraints.ts.
import { ErrorCode } from '@clube/shared';
import type { ConstraintMeanings } from '../../platform/database/database-errors.js';

/** `facility.number` is unique (`@Column({ unique: true })`: TypeORM's name for it). */
export const UQ_FACILITY_NUMBER = 'UQ_4d40331de8cb1cb367fd9d306fc';

export const SITE_CONFIGURATION_CONSTRAINTS: ConstraintMeanings = {
  /**
   * A legend repeating a number is refused before the write (400); the constraint refuses one
   * only when two legends are saved at the same time.
   */
  [UQ_FACILITY_NUMBER]: {
    code: ErrorCode.DuplicateFacilityNumber,
    message: 'A legenda do mapa foi alterada por outra pessoa ao mesmo tempo. Envie-a novamente.',
  },
};
