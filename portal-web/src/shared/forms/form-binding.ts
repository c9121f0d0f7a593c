import type { ChangeEvent, FocusEvent, FormEvent, FormHTMLAttributes } from 'react';
import type { FormikProps } from 'formik';

/** The values of a form whose fields are texts and checkboxes. */
export type FormValues = Record<string, string | boolean>;

/** The names of `V`'s text fields. */
export type TextName<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
/** The names of `V`'s checkboxes. */
export type CheckName<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

export interface TextFieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

export interface CheckboxBinding {
  name: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * What a form's markup needs of its state, so the same fields render a form before and after its
 * code (formik, yup, the schema) has loaded (deferred-form.tsx): the props of the `<form>`, of
 * each field and checkbox, the message under a field and whether a submit is under way.
 */
export interface FormBinding<V extends FormValues> {
  form: FormHTMLAttributes<HTMLFormElement>;
  field: (name: TextName<V>) => TextFieldBinding;
  checkbox: (name: CheckName<V>) => CheckboxBinding;
  /** The field's message: its rule's, once the field was left or a submit was tried. */
  error: (name: keyof V & string) => string | undefined;
  /** A submit is under way (the button shows its spinner and ignores clicks). */
  submitting: boolean;
}

/** A field's message once it was left or a submit was tried (formik's touched and errors). */
export function touchedError<V>(form: FormikProps<V>, name: keyof V & string): string | undefined {
  const error = form.touched[name] ? form.errors[name] : undefined;
  return typeof error === 'string' ? error : undefined;
}

/**
 * A formik form as a FormBinding: formik's field props, its messages once touched, no second
 * submit while one is under way (`busy`: also while the form's own call is). Type-only import of
 * formik: this module costs nothing to a page that does not load formik.
 */
export function formikBinding<V extends FormValues>(
  form: FormikProps<V>,
  busy = false,
): FormBinding<V> {
  return {
    form: {
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        if (form.isSubmitting) {
          event.preventDefault();
          return;
        }
        form.handleSubmit(event);
      },
    },
    field: (name) => {
      const { value, onChange, onBlur } = form.getFieldProps<string>(name);
      return { name, value: value ?? '', onChange, onBlur };
    },
    checkbox: (name) => {
      const { checked, onChange, onBlur } = form.getFieldProps<boolean>({ name, type: 'checkbox' });
      return { name, checked: Boolean(checked), onChange, onBlur };
    },
    error: (name) => touchedError(form, name),
    submitting: form.isSubmitting || busy,
  };
}
