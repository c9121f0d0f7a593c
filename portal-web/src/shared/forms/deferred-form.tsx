import { memo, useRef, useState, type ComponentType, type FormEvent } from 'react';
import type { FormikHelpers } from 'formik';
import type { FormBinding, FormValues } from './form-binding';

/** What the member did in a deferred form before its code arrived, handed to that code. */
export interface FormDraft<V extends FormValues> {
  /** The values typed so far (the form's initial values when nothing was). */
  values: V;
  /** The fields left so far: their messages show at once. */
  touched: Partial<Record<keyof V & string, boolean>>;
  /** A submit was asked for: it goes on as soon as the code is there. */
  submitted: boolean;
}

/** What the page gives a deferred form: its submit, and whether that call is under way. */
export interface DeferredFormProps<V extends FormValues> {
  /** Runs once the values pass the form's rules (formik's onSubmit). */
  onSubmit: (values: V, helpers: FormikHelpers<V>) => void | Promise<unknown>;
  /** The form's own call is under way (the submit button shows it). */
  busy?: boolean;
}

/** The props of a deferred form's engine (form-engine.tsx): the draft, where its binding goes. */
export interface FormEngineProps<V extends FormValues> extends DeferredFormProps<V> {
  draft: FormDraft<V>;
  publish: (binding: FormBinding<V>) => void;
}

/**
 * A form whose rules (formik, yup and its schema: the engine, form-engine.tsx) load on the
 * member's first touch of it, not with the page: a page keeps its first load small (the public
 * pages' JavaScript budget) and paints its form at once. `Fields` is the form's markup, rendered
 * from the first paint with the same elements before and after the engine arrives (nothing
 * moves, the focus and the on-screen keyboard stay): until then it is a plain controlled form
 * that remembers what was typed, which fields were left and whether a submit was asked for; the
 * engine then takes that draft into formik and hands formik's binding to the same fields. Any
 * focus, pointer or key on the form starts the load; once loaded (another visit), the engine
 * mounts at once. The page keeps its submit (`onSubmit`, `busy`), as with formik itself.
 */
export function deferredForm<V extends FormValues>(
  initialValues: V,
  load: () => Promise<ComponentType<FormEngineProps<V>>>,
  Fields: ComponentType<{ binding: FormBinding<V> }>,
) {
  let loading: Promise<ComponentType<FormEngineProps<V>>> | undefined;
  let Loaded: ComponentType<FormEngineProps<V>> | undefined;
  const preload = () => {
    loading ??= load().then(
      // memo: the engine renders on its own state, not on every render of the fields it feeds
      (engine) => (Loaded = memo(engine)),
      (error: unknown) => {
        loading = undefined; // the form shows the error (RouteError); a new one tries again
        throw error;
      },
    );
    return loading;
  };

  function DeferredForm({ onSubmit, busy }: DeferredFormProps<V>) {
    const [Engine, setEngine] = useState(() => Loaded);
    const [values, setValues] = useState(initialValues);
    const touched = useRef<FormDraft<V>['touched']>({});
    const submitted = useRef(false);
    const [binding, setBinding] = useState<FormBinding<V> | null>(null);
    const [failure, setFailure] = useState<unknown>(null);
    if (failure) throw failure; // the page's error boundary offers a reload

    // The draft the engine starts from, taken in the render that mounts it (nothing typed
    // between the code's arrival and that render is lost).
    const draft = useRef<FormDraft<V> | null>(null);
    if (Engine && !draft.current) {
      draft.current = { values, touched: { ...touched.current }, submitted: submitted.current };
    }

    const requested = useRef(false);
    const start = () => {
      if (requested.current || Engine) return;
      requested.current = true;
      preload().then(
        (engine) => setEngine(() => engine),
        (error: unknown) => setFailure(error ?? new Error('form code not loaded')),
      );
    };

    const shell: FormBinding<V> = {
      form: {
        noValidate: true,
        onFocus: start,
        onPointerDown: start,
        onPointerOver: start,
        onTouchStart: start,
        onKeyDown: start,
        onSubmit: (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          submitted.current = true;
          start();
        },
      },
      field: (name) => ({
        name,
        value: String(values[name] ?? ''),
        onChange: (event) => {
          const { value } = event.target;
          setValues((current) => ({ ...current, [name]: value }));
          start();
        },
        onBlur: () => {
          touched.current = { ...touched.current, [name]: true };
        },
      }),
      checkbox: (name) => ({
        name,
        checked: Boolean(values[name]),
        onChange: (event) => {
          const { checked } = event.target;
          setValues((current) => ({ ...current, [name]: checked }));
          start();
        },
        onBlur: () => {
          touched.current = { ...touched.current, [name]: true };
        },
      }),
      error: () => undefined,
      submitting: false,
    };

    return (
      <>
        {Engine && draft.current ? (
          <Engine draft={draft.current} publish={setBinding} onSubmit={onSubmit} busy={busy} />
        ) : null}
        <Fields binding={binding ?? shell} />
      </>
    );
  }

  return Object.assign(DeferredForm, { preload });
}
