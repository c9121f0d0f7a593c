import { LOCAL_CAPACITY_MAX, LOCAL_RESERVATION_MAX_MINUTES, MSG } from '@clube/shared';
import * as yup from 'yup';
import { requiredText } from '@clube/shared/forms';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Hours typed (1,5 = 1h30) as whole minutes. */
export const hoursToMinutes = (hours: number): number => Math.round(hours * 60);

const time = () =>
  yup.string().default('').required(MSG.required).matches(TIME, MSG.timeOfDayInvalid);

/** The rich text holds no words (the editor's empty HTML or bare tags). */
const isBlankHtml = (html: string | undefined) => !html || !html.replace(/<[^>]*>/g, '').trim();

/**
 * The place form (admin spec §5: description, type, capacity, reservation time, restriction,
 * status, interval and usage guide required; the start time before the end time). The
 * reservation time is typed in hours and sent in minutes.
 */
export const localSchema = yup.object({
  description: requiredText().max(150),
  localType: yup.number().nullable().default(null).required(MSG.required),
  startsAt: time().test('before-end', MSG.localStartBeforeEnd, function (start) {
    const end = this.parent.endsAt as string;
    return !TIME.test(start ?? '') || !TIME.test(end ?? '') || (start ?? '') < end;
  }),
  endsAt: time(),
  capacity: yup
    .number()
    .nullable()
    .default(null)
    .typeError(MSG.localCapacityRange)
    .required(MSG.required)
    .integer(MSG.localCapacityRange)
    .min(1, MSG.localCapacityRange)
    .max(LOCAL_CAPACITY_MAX, MSG.localCapacityRange),
  reserved: yup.boolean().default(false),
  reservationHours: yup
    .number()
    .nullable()
    .default(null)
    .typeError(MSG.localReservationTimeRange)
    .required(MSG.required)
    .test('minutes', MSG.localReservationTimeRange, (hours) => {
      if (hours === null || hours === undefined) return true;
      const minutes = hoursToMinutes(hours);
      return minutes >= 1 && minutes <= LOCAL_RESERVATION_MAX_MINUTES;
    }),
  restrictions: yup.number().nullable().default(null).required(MSG.required),
  status: yup.number().default(1).required(MSG.required),
  reservationInterval: yup.number().nullable().default(null).required(MSG.required),
  usageGuide: yup
    .string()
    .default('')
    .test('required', MSG.required, (html) => !isBlankHtml(html)),
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
  status: number;
  reservationInterval: number | null;
  usageGuide: string;
  /** New photos to add. */
  gallery: File[];
}
