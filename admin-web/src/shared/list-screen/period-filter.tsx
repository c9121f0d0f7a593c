import { BR_DATE_FORMAT, ISO_DATE_FORMAT } from '@clube/shared';
import { DatePicker } from 'antd';

/** A period as the API's list filters take it: first and last day, yyyy-mm-dd. */
export type Period = readonly [from: string, to: string];

/**
 * A list screen's period filter (toolbar): a date range shown DD/MM/YYYY, handed on as a
 * yyyy-mm-dd pair once both ends are chosen, null when cleared.
 */
export function PeriodFilter({
  idPrefix,
  label,
  onChange,
}: {
  /** Ids of the two inputs: `<idPrefix>-from` and `<idPrefix>-to`. */
  idPrefix: string;
  /** 'Admissão', 'Período': the picker's name and its placeholders ('<label> de', '<label> até'). */
  label: string;
  onChange: (period: Period | null) => void;
}) {
  return (
    <DatePicker.RangePicker
      id={{ start: `${idPrefix}-from`, end: `${idPrefix}-to` }}
      aria-label={label}
      format={BR_DATE_FORMAT}
      placeholder={[`${label} de`, `${label} até`]}
      onChange={(range) =>
        onChange(
          range?.[0] && range[1]
            ? [range[0].format(ISO_DATE_FORMAT), range[1].format(ISO_DATE_FORMAT)]
            : null,
        )
      }
    />
  );
}
