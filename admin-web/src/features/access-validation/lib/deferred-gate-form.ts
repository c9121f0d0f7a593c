import { useCallback, useRef, useState } from 'react';

/**
 * A form's code (formik, yup, Ant Design's fields) loaded on demand, once: `load()` starts it
 * (again after a failure), `current()` is the module once it is there (another visit mounts it
 * at once).
 */
export interface DeferredModule<M> {
  current: () => M | undefined;
  load: () => Promise<M>;
}

export function deferredModule<M>(load: () => Promise<M>): DeferredModule<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    current: () => loaded,
    load: () =>
      (loading ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
}

/** What the gate keeper did on the form before its code arrived, handed to the real form. */
export interface GateDraft<V> {
  /** What was typed or switched so far. */
  values: V;
  /** 'Validar' was pressed: the real form submits at once. */
  submitted: boolean;
  /** The id of the field that had the focus when the code arrived (it gets it back). */
  focusId: string | null;
  /** The place's (or event's) picker was pressed: it opens. */
  openPicker: boolean;
}

/** Where the page's scans go: the real form takes them once mounted (`bind`), with any read before. */
export interface GateScanLink {
  bind: (scan: ((text: string) => void) | null) => void;
  /** The codes read by the camera before the form was there, in order (taken once). */
  take: () => string[];
}

/**
 * The gate screens' form, deferred: the screen paints its title, 'Ler QR code' and the form's
 * fields as plain markup (gate-form-placeholder.tsx), and the form's code loads on the gate
 * keeper's first touch of the screen (a tap, a key, a focus; pressing 'Ler QR code' too), not
 * before the camera is offered. The placeholder keeps what was typed, switched and pressed
 * (the draft); the real form starts from it. A code read by the camera before then waits for
 * the real form.
 */
export function useDeferredGateForm<M, V>(source: DeferredModule<M>, initialValues: V) {
  const [module, setModule] = useState<M | undefined>(source.current);
  const [failure, setFailure] = useState<unknown>(null);
  if (failure) throw failure; // the route's error boundary offers the way back
  const [values, setValues] = useState(initialValues);
  const submitted = useRef(false);
  const openPicker = useRef(false);
  const focusId = useRef<string | null>(null);
  const requested = useRef(false);

  const start = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    source.load().then(
      (loaded) => {
        focusId.current = document.activeElement?.id || null;
        setModule(() => loaded);
      },
      (error: unknown) => setFailure(error ?? new Error('gate form not loaded')),
    );
  }, [source]);

  // The draft the real form starts from, taken in the render that mounts it.
  const draft = useRef<GateDraft<V> | null>(null);
  if (module && !draft.current) {
    draft.current = {
      values,
      submitted: submitted.current,
      focusId: focusId.current,
      openPicker: openPicker.current,
    };
  }

  const scanner = useRef<((text: string) => void) | null>(null);
  const queued = useRef<string[]>([]);
  const [link] = useState<GateScanLink>(() => ({
    bind: (scan) => {
      scanner.current = scan;
    },
    take: () => queued.current.splice(0),
  }));
  const scan = useCallback(
    (text: string) => {
      if (scanner.current) {
        scanner.current(text);
        return;
      }
      queued.current.push(text);
      start();
    },
    [start],
  );

  return {
    /** The form's module, once loaded. */
    module,
    /** The draft for the real form (set once the module is there). */
    draft: draft.current,
    link,
    /** A code read by the camera: to the real form (loading it first when needed). */
    scan,
    /** Starts loading the form's code (the first touch of the screen). */
    start,
    /** The placeholder's state and what it reports. */
    placeholder: {
      values,
      change: (next: Partial<V>) => {
        setValues((current) => ({ ...current, ...next }));
        start();
      },
      pressPicker: () => {
        openPicker.current = true;
        start();
      },
      submit: () => {
        submitted.current = true;
        start();
      },
    },
  };
}
