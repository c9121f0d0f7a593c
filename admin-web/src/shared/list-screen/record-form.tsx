import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { RecordLoader, type RecordQuery } from '@clube/shared/web';
import { PageLoading } from '../layout/page-loading';
import { RecordFailure } from './record-failure';

/**
 * The register-or-edit frame of a list screen's form. Without an id the form starts empty
 * (it will POST); with one, the record is read (GET, again at every opening) and the form
 * starts from it (it will PUT), with the spinner meanwhile and the server's message when the
 * read fails. `useRecord` is the feature's generated query hook, e.g. `useGetNewsQuery`.
 */
export function RecordForm<T, Id extends number | string>({
  id,
  useRecord,
  children,
}: {
  id: Id | null;
  useRecord: (
    arg: { id: Id } | typeof skipToken,
    options: { refetchOnMountOrArgChange: boolean },
  ) => RecordQuery<T> & { isFetching?: boolean };
  children: (record: T | null) => ReactNode;
}) {
  const query = useRecord(id === null ? skipToken : { id }, { refetchOnMountOrArgChange: true });
  if (id === null) return children(null);
  // The copy cached from an earlier opening is not shown while the new read runs: formik
  // takes its values once, so the form would keep the old record (and its old version).
  const fresh = { ...query, isLoading: query.isLoading || query.isFetching === true };
  return (
    <RecordLoader
      query={fresh}
      loading={<PageLoading />}
      failed={(failure) => <RecordFailure failure={failure} />}
    >
      {(record) => children(record)}
    </RecordLoader>
  );
}
