import {
  API_MSG,
  LOCAL_CAPACITY_MAX,
  LOCAL_RESERVATION_MAX_MINUTES,
  MSG,
  type RecordStatus,
} from '@clube/shared';
import {
  recordStatusRule,
  requiredChoiceRule,
  requiredRichTextRule,
  requiredText,
  timeBeforeRule,
  timeOfDayRule,
  wholeNumberRule,
} from '@clube/shared/forms';
import * as yup from 'yup';

/** Hours typed (1,5 = 1h30) as whole minutes. */
export const hoursToMinutes = (hours: number): number => Math.round(hours * 60);

/**
 * The place form (admin spec §5: description, type, capacity, reservation time, restriction,
 * status, interval and usage guide required; the start time before the end time). The
 * reservation time is typed in hours and sent in minutes.
 */
export const localSchema = yup.object({
  description: requiredText().max(150),
  localType: requiredChoiceRule(),
  startsAt: timeBeforeRule('endsAt', API_MSG.localStartBeforeEnd),
  endsAt: timeOfDayRule(),
  capacity: wholeNumberRule(1, LOCAL_CAPACITY_MAX, API_MSG.localCapacityRange),
  reserved: yup.boolean().default(false),
  reservationHours: yup
    .number()
    .nullable()
    .default(null)
    .typeError(API_MSG.localReservationTimeRange)
    .required(MSG.required)
    .test('minutes', API_MSG.localReservationTimeRange, (hours) => {
      if (hours === null || hours === undefined) return true;
      const minutes = hoursToMinutes(hours);
      return minutes >= 1 && minutes <= LOCAL_RESERVATION_MAX_MINUTES;
    }),
  restrictions: requiredChoiceRule(),
  status: recordStatusRule(),
  reservationInterval: requiredChoiceRule(),
  usageGuide: requiredRichTextRule(),
  gallery: yup.array(yup.mixed<File>().required()).default([]),
});
export interface LocalValues {
  description: string;
  localType: number | null;
  startsAt: string;
  endsAt: string;
  capacity: number | null;
  reserved: boolean;
  /** Hours as typed (the API keeps minutes). */
  reservationHours: number | null;
  restrictions: number | null;
  status: RecordStatus;
  reservationInterval: number | null;
  usageGuide: string;
  /** New photos to add. */
  gallery: File[];
}
