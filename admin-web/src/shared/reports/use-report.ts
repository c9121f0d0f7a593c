import { TABLE_PAGE_SIZE } from '@clube/shared';
import { useCallback, useState } from 'react';
import type { ExportRequest } from './stream-export';

/** The page of a report asked for: `skip` rows, then `take` (the spec's 10). */
export interface ReportPaging {
  skip: number;
  take: number;
}

/** What a report's read answers: a page of rows and the filter's total. */
export interface ReportPage<R> {
  data: readonly R[];
  total: number;
}

/** What the report's read (the feature's generated query hook) gives the page. */
export interface ReportQuery<D> {
  data?: D;
  isFetching: boolean;
  error?: unknown;
}

export interface ReportState<F, D extends ReportPage<unknown>> {
  /** The filter searched (the filter form starts from it). */
  filter: F;
  /** A new filter: searched from its first page. */
  search: (filter: F) => void;
  /** The page shown, from 1. */
  page: number;
  setPage: (page: number) => void;
  query: ReportQuery<D>;
  /** Rows of the whole filter (0 until the read answers). */
  total: number;
  /** The spreadsheet of the whole filter ('Exportar planilha'). */
  exportRequest: ExportRequest;
}

/**
 * A report page's state, the same for every report: the filter searched (`initialFilter`
 * first), the page of the table (10 rows a page; a new search goes back to the first), the
 * read of that page (`useQuery`, the feature's query hook called with the filter and the
 * page's skip/take) and the spreadsheet of the whole filter (`exportRequest`).
 */
export function useReport<F, D extends ReportPage<unknown>>({
  initialFilter,
  useQuery,
  exportRequest,
}: {
  initialFilter: F | (() => F);
  useQuery: (filter: F, paging: ReportPaging) => ReportQuery<D>;
  exportRequest: (filter: F) => ExportRequest;
}): ReportState<F, D> {
  const [filter, setFilter] = useState<F>(initialFilter);
  const [page, setPage] = useState(1);
  const query = useQuery(filter, { skip: (page - 1) * TABLE_PAGE_SIZE, take: TABLE_PAGE_SIZE });
  const search = useCallback((next: F) => {
    setFilter(next);
    setPage(1);
  }, []);
  return {
    filter,
    search,
    page,
    setPage,
    query,
    total: query.data?.total ?? 0,
    exportRequest: exportRequest(filter),
  };
}
