import { useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** The message of each field that does not pass (absent when it does). */
export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

interface FormHelpers<V> {
  /** Back to `values` (or the initial values), nothing touched. */
  resetForm: (next?: { values: V }) => void;
}

interface UseFormOptions<V> {
  initialValues: V;
  /** Synchronous rules (the portal's come from libs/shared). */
  validate: (values: V) => FormErrors<V>;
  onSubmit: (values: V, helpers: FormHelpers<V>) => void | Promise<void>;
}

/**
 * The portal's form state, in the shape of formik's API it uses (getFieldProps, touched,
 * errors, handleSubmit, setFieldValue, resetForm): values, the messages of `validate`
 * recomputed on each change, a field's message shown once it was left or a submit was tried,
 * no submit while a field fails. About 1 kB where formik and yup weigh 26 kB (gzip), which a
 * member page cannot carry within its 150 kB budget (docs/decisions.md).
 */
export function useForm<V extends Record<string, unknown>>({
  initialValues,
  validate,
  onSubmit,
}: UseFormOptions<V>) {
  type Name = keyof V & string;
  const initial = useRef(initialValues);
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<Name, boolean>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const errors = useMemo(() => validate(values), [validate, values]);

  const helpers: FormHelpers<V> = {
    resetForm: (next) => {
      setValues(next?.values ?? initial.current);
      setTouched({});
    },
  };

  const setFieldValue = (name: Name, value: V[Name]) =>
    setValues((current) => ({ ...current, [name]: value }));

  return {
    values,
    errors,
    touched,
    isSubmitting,
    setFieldValue,
    resetForm: helpers.resetForm,
    /** name, value, onChange and onBlur of a text input. */
    getFieldProps: (name: Name) => ({
      name,
      value: String(values[name] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setFieldValue(name, event.target.value as V[Name]),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    }),
    handleSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setTouched(
        Object.fromEntries(Object.keys(values).map((name) => [name, true])) as Partial<
          Record<Name, boolean>
        >,
      );
      if (isSubmitting || Object.values(errors).some(Boolean)) return;
      setSubmitting(true);
      void Promise.resolve(onSubmit(values, helpers)).finally(() => setSubmitting(false));
    },
  };
}
