import { createElement, Fragment, type Key, type ReactNode } from 'react';
import { readApiFailure, type ApiFailure } from './api-failure.js';

/** The part of an RTK Query hook's result the loader reads (`useGetNewsQuery(...)`). */
export interface RecordQuery<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  refetch?: () => unknown;
}

export interface RecordLoaderProps<T> {
  /** The read of the record: an RTK Query query hook's result. */
  query: RecordQuery<T>;
  /** Shown while the record loads (the app's spinner or skeleton). */
  loading?: ReactNode;
  /** Shown when the record could not be read; `retry` reads it again. */
  failed: (failure: ApiFailure, retry: () => void) => ReactNode;
  /** The form (or page) for the loaded record. */
  children: (record: T) => ReactNode;
  /**
   * Which record it is (default: its `id`). The form is remounted when it changes, so
   * formik starts again from the other record's values instead of keeping the first one's.
   */
  recordKey?: (record: T) => Key;
}

function defaultKey(record: unknown): Key {
  const id = (record as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : 'record';
}

/**
 * Load-then-edit: reads a record, shows `loading` meanwhile and `failed(...)` when the
 * read fails, then renders `children(record)`, keyed by the record so a formik form
 * takes its initial values from the record it shows. A create form (no record to read)
 * is rendered by the caller without the loader.
 */
export function RecordLoader<T>({
  query,
  loading = null,
  failed,
  children,
  recordKey = defaultKey,
}: RecordLoaderProps<T>): ReactNode {
  if (query.isLoading) return loading;
  if (query.error !== undefined || query.data === undefined) {
    const retry = () => void query.refetch?.();
    return failed(readApiFailure(query.error), retry);
  }
  return createElement(Fragment, { key: recordKey(query.data) }, children(query.data));
}
