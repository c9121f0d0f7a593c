import { DateInput, DateTimeInput } from './date-inputs';
import { BoundField, type BoundFieldProps } from './formik-form';

/**
 * A calendar day (DD/MM/YYYY on screen, `yyyy-mm-dd` in the form, '' when empty) bound to
 * the form's field `name`. A day chosen touches the field, so its message shows at once.
 */
export function DateField(bound: BoundFieldProps) {
  return (
    <BoundField<string> {...bound}>
      {(field, a11y) => (
        <DateInput {...a11y} value={field.value} onChange={field.choose} onBlur={field.touch} />
      )}
    </BoundField>
  );
}

/**
 * A day and a time on the club's clock (DD/MM/YYYY HH:mm on screen, an ISO instant with its
 * offset in the form, '' when empty) bound to the form's field `name`.
 */
export function DateTimeField(bound: BoundFieldProps) {
  return (
    <BoundField<string> {...bound}>
      {(field, a11y) => (
        <DateTimeInput {...a11y} value={field.value} onChange={field.choose} onBlur={field.touch} />
      )}
    </BoundField>
  );
}
