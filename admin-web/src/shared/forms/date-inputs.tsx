import { BR_DATE_FORMAT, CLUB_TIME_ZONE_DEFAULT, ISO_DATE_FORMAT } from '@clube/shared';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { FieldA11y } from './form-field';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The date pickers' key handler: Enter confirms the typed date (the picker handles it before
 * this runs) and must not also submit the whole form the field sits in.
 */
export function enterConfirmsOnly(event: { key: string; preventDefault: () => void }): void {
  if (event.key === 'Enter') event.preventDefault();
}

/** On-screen format of a date-time field. */
export const BR_DATE_TIME_MINUTES = 'DD/MM/YYYY HH:mm';
/** A wall-clock time without an offset (the picker's own value). */
const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';

/**
 * An instant (ISO with offset) as the club's wall-clock time, in a dayjs the picker can use
 * (the picker knows no time zones: its value is read on the club's clock whatever the
 * browser's zone is). '' or an unreadable value gives null.
 */
export function instantToPicker(instant: string): Dayjs | null {
  if (!instant) return null;
  const at = dayjs(instant);
  if (!at.isValid()) return null;
  return dayjs(at.tz(CLUB_TIME_ZONE_DEFAULT).format(WALL_CLOCK), WALL_CLOCK);
}

/** The picker's wall-clock time on the club's clock as an instant ('2026-05-01T20:00:00-03:00'). */
export function pickerToInstant(value: Dayjs): string {
  return dayjs.tz(value.format(WALL_CLOCK), CLUB_TIME_ZONE_DEFAULT).format();
}

/** 'DD/MM/YYYY HH:mm' of an instant on the club's clock ('' when unreadable). */
export function formatInstant(instant: string): string {
  return instantToPicker(instant)?.format(BR_DATE_TIME_MINUTES) ?? '';
}

/**
 * A date and a time of day on the club's clock: DD/MM/YYYY HH:mm on screen, an ISO instant
 * with its offset in and out ('' when empty). A typed value counts without pressing 'OK'.
 */
export function DateTimeInput({
  value,
  onChange,
  onBlur,
  ...a11y
}: Partial<FieldA11y> & {
  value: string;
  onChange: (instant: string) => void;
  onBlur?: () => void;
}) {
  return (
    <DatePicker
      {...a11y}
      showTime={{ format: 'HH:mm' }}
      needConfirm={false}
      format={BR_DATE_TIME_MINUTES}
      placeholder="DD/MM/AAAA HH:mm"
      value={instantToPicker(value)}
      onChange={(next: Dayjs | null) => onChange(next ? pickerToInstant(next) : '')}
      onBlur={onBlur}
      onKeyDown={enterConfirmsOnly}
    />
  );
}

/**
 * A calendar date: DD/MM/YYYY on screen, `yyyy-mm-dd` in and out ('' when
 * empty).
 */
export function DateInput({
  value,
  onChange,
  onBlur,
  ...a11y
}: Partial<FieldA11y> & {
  value: string;
  onChange: (iso: string) => void;
  onBlur?: () => void;
}) {
  const day = value ? dayjs(value, ISO_DATE_FORMAT, true) : null;
  return (
    <DatePicker
      {...a11y}
      format={BR_DATE_FORMAT}
      placeholder="DD/MM/AAAA"
      value={day?.isValid() ? day : null}
      onChange={(next) => onChange(next ? next.format(ISO_DATE_FORMAT) : '')}
      onBlur={onBlur}
      onKeyDown={enterConfirmsOnly}
    />
  );
}
