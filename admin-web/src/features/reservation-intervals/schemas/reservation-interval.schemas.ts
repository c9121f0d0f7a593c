import {
  API_MSG,
  RESERVATION_INTERVAL_MAX_MINUTES,
  RESERVATION_INTERVAL_MIN_MINUTES,
} from '@clube/shared';
import { requiredText, wholeNumberRule } from '@clube/shared/forms';
import * as yup from 'yup';

/** The interval form (admin spec §5: description and interval required; minutes 1 to 1440). */
export const reservationIntervalSchema = yup.object({
  description: requiredText().max(150),
  interval: wholeNumberRule(
    RESERVATION_INTERVAL_MIN_MINUTES,
    RESERVATION_INTERVAL_MAX_MINUTES,
    API_MSG.intervalMinutesRange,
  ),
});
/** The form's values: the interval is empty (null) until typed. */
export interface ReservationIntervalValues {
  description: string;
  interval: number | null;
}
