import {
  FormikProvider,
  getIn,
  useField,
  useFormikContext,
  type FormikContextType,
  type FormikHelpers,
  type FormikValues,
} from 'formik';
import { failureMessage, readApiFailure } from '@clube/shared/web';
import { createContext, useContext, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormField, type FieldA11y } from './form-field';

/** The prefix of the fields' ids in a form: `news` gives `news-title`. */
const FieldIdPrefix = createContext('');

/**
 * A formik form (formik + yup, the design card): the `<form>` submitting through formik
 * (browser validation off), with formik's context for the bound fields inside it
 * (`TextField`, `SelectField`...). `idPrefix` names the fields' ids: `<idPrefix>-<name>`.
 */
export function FormikForm<V extends FormikValues>({
  formik,
  idPrefix = '',
  children,
  ...form
}: {
  /** What `useFormik` returned. */
  formik: FormikContextType<V>;
  idPrefix?: string;
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate' | 'children'>) {
  return (
    <FormikProvider value={formik}>
      <FieldIdPrefix.Provider value={idPrefix}>
        <form {...form} onSubmit={formik.handleSubmit} noValidate>
          {children}
        </form>
      </FieldIdPrefix.Provider>
    </FormikProvider>
  );
}

/** A field of the form in formik's context, with what its control needs. */
export interface BoundFieldState<V> {
  /** The control's id (the label points at it). */
  id: string;
  name: string;
  value: V;
  /** The field's message once it was touched (or a submit was tried), else undefined. */
  error: string | undefined;
  /** A typed change (validates). */
  change: (value: V) => void;
  /** A choice made in a picker: the field counts as touched, then the value is set (validates). */
  choose: (value: V) => void;
  /** The field was left (touched; validates). */
  touch: () => void;
}

/** A field's message, once the field was touched (formik touches every field on a submit). */
const shownError = (meta: { touched: boolean; error?: unknown }): string | undefined =>
  meta.touched && typeof meta.error === 'string' ? meta.error : undefined;

/**
 * Binds a field of the enclosing formik form by its name (a path such as
 * `dependents.0.name` too): its value, its message once touched, and setters. The id is
 * `<idPrefix>-<name>` unless given.
 */
export function useBoundField<V>(name: string, id?: string): BoundFieldState<V> {
  const [field, meta, helpers] = useField<V>(name);
  const prefix = useContext(FieldIdPrefix);
  return {
    id: id ?? (prefix ? `${prefix}-${name}` : name),
    name,
    value: field.value,
    error: shownError(meta),
    change: (value) => void helpers.setValue(value),
    choose: (value) => {
      void helpers.setTouched(true, false);
      void helpers.setValue(value);
    },
    touch: () => void helpers.setTouched(true),
  };
}

/**
 * The props of a control offering to remove a saved file (`removed`, `onRemoveChange`) bound
 * to the form's boolean field `name`; nothing without a name (no removal offered).
 */
export function useRemovalFlag(
  name: string | undefined,
): { removed: boolean; onRemoveChange: (removed: boolean) => void } | Record<string, never> {
  const { values, setFieldValue } = useFormikContext<FormikValues>();
  if (!name) return {};
  return {
    removed: Boolean(getIn(values, name)),
    onRemoveChange: (removed) => void setFieldValue(name, removed),
  };
}

/** A field's message once touched (or after a submit), for lists and groups shown apart. */
export function useFieldError(name: string): string | undefined {
  const [, meta] = useField(name);
  return shownError(meta);
}

/** What every bound field takes besides its control's own props. */
export interface BoundFieldProps {
  /** The value's name in the form (a path such as `eventDates.0.startsAt` too). */
  name: string;
  label: ReactNode;
  /** The control's id; `<idPrefix>-<name>` by default. */
  id?: string;
  required?: boolean;
  /** Help below the control. */
  extra?: ReactNode;
  /** More ids describing the control (a help text of its own), after the message's. */
  describedBy?: string;
}

/**
 * A labelled row (FormField: label, message, `aria-invalid`, `aria-describedby`) bound to
 * the form's field `name`; `children` draws the control from the field and the a11y props.
 * The bound fields are built on it; a form uses it for a control of its own.
 */
export function BoundField<V>({
  name,
  label,
  id,
  required = false,
  extra,
  describedBy,
  children,
}: BoundFieldProps & {
  children: (field: BoundFieldState<V>, a11y: FieldA11y) => ReactNode;
}) {
  const field = useBoundField<V>(name, id);
  return (
    <FormField id={field.id} label={label} required={required} error={field.error} extra={extra}>
      {(a11y) =>
        children(
          field,
          describedBy
            ? {
                ...a11y,
                'aria-describedby': [a11y['aria-describedby'], describedBy]
                  .filter(Boolean)
                  .join(' '),
              }
            : a11y,
        )
      }
    </FormField>
  );
}

/**
 * The API refused a save: each field's message goes under its field (paths such as
 * `eventDates.0.endsAt` too, marked touched so it shows); the message for the form's alert
 * is returned.
 */
export function showApiFailure<V>(helpers: FormikHelpers<V>, error: unknown): string {
  for (const [field, message] of Object.entries(readApiFailure(error).fields)) {
    helpers.setFieldError(field, message);
    void helpers.setFieldTouched(field, true, false);
  }
  return failureMessage(error);
}
