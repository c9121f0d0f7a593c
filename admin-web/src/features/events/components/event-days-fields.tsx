import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { EVENT_DAYS_MAX } from '@clube/shared';
import { Alert, Button } from 'antd';
import type { FormikProps } from 'formik';
import { DateTimeField } from '../../../shared/forms/date-time-field';
import { FormField } from '../../../shared/forms/form-field';
import type { EventDayValues, EventValues } from '../schemas/event.schemas';

let nextKey = 0;
/** A new empty day row. */
export const emptyDay = (): EventDayValues => ({
  key: `day-${++nextKey}`,
  startsAt: '',
  endsAt: '',
});

type DayField = 'startsAt' | 'endsAt';

/** The day's message for `name` once touched (or after a submit). */
function rowError(
  formik: FormikProps<EventValues>,
  index: number,
  name: DayField,
): string | undefined {
  const errors = formik.errors.eventDates;
  const touched = formik.touched.eventDates;
  const error = Array.isArray(errors) ? (errors[index] as unknown) : undefined;
  const message =
    typeof error === 'object' && error ? (error as Partial<Record<DayField, string>>)[name] : null;
  const wasTouched = Array.isArray(touched) ? touched[index]?.[name] : undefined;
  return wasTouched && typeof message === 'string' ? message : undefined;
}

/**
 * The event's days (start and end date-time each), added and removed here and saved with
 * the event: at least one, at most 30 (the add button hides then).
 */
export function EventDaysFields({ formik }: { formik: FormikProps<EventValues> }) {
  const rows = formik.values.eventDates;
  const listError =
    typeof formik.errors.eventDates === 'string' &&
    (formik.submitCount > 0 || formik.touched.eventDates)
      ? formik.errors.eventDates
      : null;
  const set = (index: number, name: DayField, value: string) =>
    void formik.setFieldValue(`eventDates.${index}.${name}`, value);
  const touch = (index: number, name: DayField) =>
    void formik.setFieldTouched(`eventDates.${index}.${name}`, true);
  const remove = (index: number) => {
    void formik.setFieldValue(
      'eventDates',
      rows.filter((_, i) => i !== index),
    );
    // formik keeps the removed row's touched flags by index: drop them with it.
    const touched = formik.touched.eventDates;
    if (Array.isArray(touched)) {
      void formik.setFieldTouched(
        'eventDates',
        touched.filter((_, i) => i !== index) as never,
        false,
      );
    }
  };

  return (
    <fieldset
      className="event-form__days"
      aria-describedby={listError ? 'event-days-error' : undefined}
    >
      <legend>Dias do evento</legend>
      {rows.length === 0 && <p className="event-form__hint">Nenhum dia.</p>}
      {rows.map((row, index) => {
        const n = index + 1;
        const id = (name: string) => `event-${row.key}-${name}`;
        return (
          <section key={row.key} className="event-form__day" aria-label={`Dia ${n}`}>
            <FormField
              id={id('startsAt')}
              label={`Início do dia ${n}`}
              required
              error={rowError(formik, index, 'startsAt')}
            >
              {(a11y) => (
                <DateTimeField
                  {...a11y}
                  value={row.startsAt}
                  onChange={(instant) => set(index, 'startsAt', instant)}
                  onBlur={() => touch(index, 'startsAt')}
                />
              )}
            </FormField>
            <FormField
              id={id('endsAt')}
              label={`Fim do dia ${n}`}
              required
              error={rowError(formik, index, 'endsAt')}
            >
              {(a11y) => (
                <DateTimeField
                  {...a11y}
                  value={row.endsAt}
                  onChange={(instant) => set(index, 'endsAt', instant)}
                  onBlur={() => touch(index, 'endsAt')}
                />
              )}
            </FormField>
            <Button
              danger
              className="event-form__day-remove"
              icon={<DeleteOutlined aria-hidden />}
              onClick={() => remove(index)}
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
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={() => void formik.setFieldValue('eventDates', [...rows, emptyDay()])}
        >
          Adicionar dia
        </Button>
      )}
    </fieldset>
  );
}
