/**
 * What a refusal of the gate's named constraints means (composed in api/src/constraints.ts):
 * an X-Request-Id is one check's, per staff user. The claim never meets the refusal itself
 * (ON CONFLICT DO NOTHING): the gate answers the same when a retry names another check.
 */
import { ErrorCode, GATE_MSG } from '@clube/shared';
import type {
  ConstraintMeaning,
  ConstraintMeanings,
} from '../../platform/database/database-errors.js';
import { AppException } from '../../platform/http/app-exception.js';

const REQUEST_ID_REUSED = {
  code: ErrorCode.GateRequestIdReused,
  message: GATE_MSG.gateRequestIdReused,
  field: 'X-Request-Id',
} as const satisfies ConstraintMeaning;

export const GATE_CONSTRAINTS: ConstraintMeanings = {
  UQ_access_attempt_request: REQUEST_ID_REUSED,
};

/** A request id used for another check (another kind or code): 409 GATE_REQUEST_ID_REUSED. */
export const requestIdReused = () =>
  AppException.conflict(REQUEST_ID_REUSED.message, REQUEST_ID_REUSED.code, {
    [REQUEST_ID_REUSED.field]: REQUEST_ID_REUSED.message,
  });
