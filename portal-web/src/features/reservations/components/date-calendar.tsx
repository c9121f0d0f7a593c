import { useState } from 'react';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { isoDateToBr } from '@clube/shared';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';

const WEEKDAYS = [
  ['dom', 'domingo'],
  ['seg', 'segunda-feira'],
  ['ter', 'terça-feira'],
  ['qua', 'quarta-feira'],
  ['qui', 'quinta-feira'],
  ['sex', 'sexta-feira'],
  ['sáb', 'sábado'],
] as const;

const monthTitle = new Intl.DateTimeFormat('pt-BR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'yyyy-mm' of a 'yyyy-mm-dd'. */
const monthOf = (date: string) => date.slice(0, 7);

function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, index - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

/** The weeks of a month, Sunday first: each cell a 'yyyy-mm-dd' or null outside the month. */
function weeksOf(month: string): (string | null)[][] {
  const [year, index] = month.split('-').map(Number);
  const first = new Date(Date.UTC(year, index - 1, 1));
  const days = new Date(Date.UTC(year, index, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= days; day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

interface DateCalendarProps {
  /** The dates that may be chosen, 'yyyy-mm-dd', in order (the others are disabled). */
  available: readonly string[];
  value: string | null;
  onChange: (date: string) => void;
  labelledBy: string;
}

/**
 * A month calendar of native buttons where only the offered dates can be chosen (the role of
 * Ant Design's DatePicker with `disabledDate`, without its 40 kB gzip of picker and dayjs):
 * the chosen day is pressed (aria-pressed), each day is named DD/MM/YYYY, the month buttons
 * stop at the first and last months holding an offered date.
 */
export function DateCalendar({ available, value, onChange, labelledBy }: DateCalendarProps) {
  const offered = new Set(available);
  const firstMonth = monthOf(available[0] ?? value ?? '1970-01-01');
  const lastMonth = monthOf(available[available.length - 1] ?? firstMonth);
  const [month, setMonth] = useState(() => monthOf(value ?? firstMonth));
  const shown = month < firstMonth ? firstMonth : month > lastMonth ? lastMonth : month;
  const [year, index] = shown.split('-').map(Number);
  const monthName = monthTitle.format(new Date(Date.UTC(year, index - 1, 1)));
  // 'novembro de 2026' → 'Novembro de 2026'
  const title = monthName.charAt(0).toUpperCase() + monthName.slice(1);

  return (
    <div className="date-calendar" role="group" aria-labelledby={labelledBy}>
      <div className="date-calendar__header">
        <Button
          variant="text"
          icon={<Icon icon={LeftOutlined} />}
          aria-label="Mês anterior"
          disabled={shown <= firstMonth}
          onClick={() => setMonth(shiftMonth(shown, -1))}
        />
        <span className="date-calendar__title" aria-live="polite">
          {title}
        </span>
        <Button
          variant="text"
          icon={<Icon icon={RightOutlined} />}
          aria-label="Próximo mês"
          disabled={shown >= lastMonth}
          onClick={() => setMonth(shiftMonth(shown, 1))}
        />
      </div>
      <table className="date-calendar__grid">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(shown).map((week, row) => (
            <tr key={row}>
              {week.map((date, column) => (
                <td key={column}>
                  {date ? (
                    <button
                      type="button"
                      className="date-calendar__day"
                      aria-label={isoDateToBr(date) ?? date}
                      aria-pressed={date === value}
                      disabled={!offered.has(date)}
                      onClick={() => onChange(date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
