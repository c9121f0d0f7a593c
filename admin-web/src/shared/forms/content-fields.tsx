import { BR_DATE_FORMAT, ISO_DATE_FORMAT, formatDate } from '@clube/shared';
import { Badge, DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { ListFilter } from '../list-screen';
import { enterConfirmsOnly } from './date-time-field';
import type { FieldA11y } from './form-field';

/** The content statuses (news, galleries, covenants): 1 Ativo, 2 Inativo. */
export const CONTENT_STATUS_OPTIONS = [
  { value: 1, label: 'Ativo' },
  { value: 2, label: 'Inativo' },
] as const;

/** The list screens' status column filter (Ativo / Inativo, query parameter `status`). */
export const CONTENT_STATUS_FILTER: ListFilter = {
  label: 'Status',
  param: 'status',
  options: CONTENT_STATUS_OPTIONS,
};

/** A status with its dot (the name keeps the text colour, for contrast). */
export function ContentStatusBadge({ status }: { status: { id: number; description: string } }) {
  return <Badge status={status.id === 1 ? 'success' : 'default'} text={status.description} />;
}

/** 'DD/MM/YYYY a DD/MM/YYYY' of two calendar dates. */
export function formatPeriod(from: string, to: string): string {
  return `${formatDate(from)} a ${formatDate(to)}`;
}

/**
 * A calendar date: DD/MM/YYYY on screen, `yyyy-mm-dd` in and out ('' when
 * empty).
 */
export function DateField({
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
