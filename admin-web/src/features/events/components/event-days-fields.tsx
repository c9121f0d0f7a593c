import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { EVENT_DAYS_MAX } from '@clube/shared';
import { Alert, Button } from 'antd';
import { FieldArray, useFormikContext } from 'formik';
import { DateTimeField } from '../../../shared/forms/date-fields';
import { useFieldError } from '../../../shared/forms/formik-form';
import type { EventDayValues, EventValues } from '../schemas/event.schemas';

let nextKey = 0;
/** A new empty day row. */
export const emptyDay = (): EventDayValues => ({
  key: `day-${++nextKey}`,
  startsAt: '',
  endsAt: '',
});

/**
 * The event's days (start and end date-time each), added and removed here and saved with
 * the event: at least one, at most 30 (the add button hides then). A removed day takes its
 * messages and touched marks with it.
 */
export function EventDaysFields() {
  const rows = useFormikContext<EventValues>().values.eventDates;
  const listError = useFieldError('eventDates');

  return (
    <fieldset
      className="event-form__days"
      aria-describedby={listError ? 'event-days-error' : undefined}
    >
      <legend>Dias do evento</legend>
      <FieldArray name="eventDates">
        {(days) => (
          <>
            {rows.length === 0 && <p className="event-form__hint">Nenhum dia.</p>}
            {rows.map((row, index) => {
              const n = index + 1;
              const field = (name: 'startsAt' | 'endsAt') => ({
                name: `eventDates.${index}.${name}`,
                id: `event-${row.key}-${name}`,
              });
              return (
                <section key={row.key} className="event-form__day" aria-label={`Dia ${n}`}>
                  <DateTimeField {...field('startsAt')} label={`Início do dia ${n}`} required />
                  <DateTimeField {...field('endsAt')} label={`Fim do dia ${n}`} required />
                  <Button
                    danger
                    className="event-form__day-remove"
                    icon={<DeleteOutlined aria-hidden />}
                    onClick={() => days.remove(index)}
                  >
                    Remover dia {n}
                  </Button>
                </section>
              );
            })}
            {listError && (
              <Alert
                type="error"
                showIcon
                title={<span id="event-days-error">{listError}</span>}
                className="event-form__days-error"
              />
            )}
            {rows.length < EVENT_DAYS_MAX && (
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => days.push(emptyDay())}>
                Adicionar dia
              </Button>
            )}
          </>
        )}
      </FieldArray>
    </fieldset>
  );
}
