import { useEffect, useLayoutEffect, useRef } from 'react';
import { useFormik, type FormikProps, type FormikTouched } from 'formik';
import type { AnyObjectSchema } from 'yup';
import type { FormEngineProps } from './deferred-form';
import { formikBinding, type FormValues } from './form-binding';

/**
 * Inside a deferred form's engine: hands formik's binding to the fields on every render and,
 * once, goes on with the draft (a submit asked for runs; fields already left show their
 * messages).
 */
export function useFormEngine<V extends FormValues>(
  formik: FormikProps<V>,
  { draft, publish, busy = false }: FormEngineProps<V>,
): void {
  const binding = formikBinding(formik, busy);
  // Before paint, in the commit that mounted the engine: the fields never show the shell's state
  // and formik's at once, and what is typed next goes to formik.
  useLayoutEffect(() => publish(binding));
  const resumed = useRef(false);
  const { submitForm, validateForm } = formik;
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    if (draft.submitted) void submitForm().catch(() => undefined);
    else if (Object.keys(draft.touched).length > 0) void validateForm();
  }, [draft, submitForm, validateForm]);
}

/**
 * The engine of a deferred form (deferred-form.tsx): formik with `schema`, from the draft, with
 * the page's submit. This module (formik, and yup through the schema) loads only with the
 * engines, never with a page.
 */
export function formEngine<V extends FormValues>(schema: AnyObjectSchema) {
  return function FormEngine(props: FormEngineProps<V>) {
    const formik = useFormik<V>({
      initialValues: props.draft.values,
      initialTouched: props.draft.touched as FormikTouched<V>,
      validationSchema: schema,
      onSubmit: props.onSubmit,
    });
    useFormEngine(formik, props);
    return null;
  };
}
