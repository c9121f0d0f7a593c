import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';
import { dispositionFileName, readApiResponse, type DownloadedFile } from '@clube/shared/web';

/** How far a spreadsheet download has come. */
export interface ExportProgress {
  /** Bytes of the file received so far. */
  bytes: number;
  /** The file's size when the API told it (`Content-Length`; a streamed file has none). */
  totalBytes: number | null;
  /** Rows of the sheet, from the API's `X-Total-Rows` header (null when absent). */
  totalRows: number | null;
}

/** A spreadsheet received whole: an object URL to save, its name, size and rows. */
export interface StreamedFile extends DownloadedFile {
  bytes: number;
  totalRows: number | null;
}

/** An export call of the API: a path below /api, its method, body and query. */
export interface ExportRequest {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
}

/** Name of a spreadsheet whose answer did not name it. */
const UNNAMED_SHEET = 'relatorio.xlsx';

const headerNumber = (response: Response, name: string): number | null => {
  const value = Number(response.headers.get(name));
  return response.headers.has(name) && Number.isFinite(value) && value >= 0 ? value : null;
};

export function isStreamedFile(value: unknown): value is StreamedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as StreamedFile).url === 'string' &&
    typeof (value as StreamedFile).fileName === 'string' &&
    typeof (value as StreamedFile).bytes === 'number'
  );
}

/**
 * The base query's `responseHandler` for an export: an attachment is read chunk by chunk
 * from `response.body` (a ReadableStream), `onProgress` told the bytes received after each
 * one and the rows the API announced (`X-Total-Rows`); the chunks then become one Blob
 * (object URL). Anything else (the API's JSON error) is read as every answer is.
 */
export function streamingResponseHandler(onProgress: (progress: ExportProgress) => void) {
  return async (response: Response): Promise<unknown> => {
    const disposition = response.headers.get('Content-Disposition');
    if (!response.ok || !disposition || !/^\s*attachment/i.test(disposition) || !response.body) {
      return readApiResponse(response);
    }
    const totalRows = headerNumber(response, 'X-Total-Rows');
    const totalBytes = headerNumber(response, 'Content-Length');
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    onProgress({ bytes, totalBytes, totalRows });
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      onProgress({ bytes, totalBytes, totalRows });
    }
    const blob = new Blob(chunks as BlobPart[], {
      type: response.headers.get('Content-Type') ?? 'application/octet-stream',
    });
    const file: StreamedFile = {
      url: URL.createObjectURL(blob),
      fileName: dispositionFileName(disposition, UNNAMED_SHEET),
      bytes,
      totalRows,
    };
    return file;
  };
}

/** The FetchArgs of an export request, read with the streaming handler. */
export function exportFetchArgs(
  request: ExportRequest,
  onProgress: (progress: ExportProgress) => void,
): FetchArgs {
  const params = request.params
    ? Object.fromEntries(Object.entries(request.params).filter(([, v]) => v !== undefined))
    : undefined;
  return {
    url: request.url,
    method: request.method ?? 'GET',
    ...(request.body !== undefined ? { body: request.body } : {}),
    ...(params && Object.keys(params).length ? { params } : {}),
    responseHandler: streamingResponseHandler(onProgress),
  };
}

/** What the base query needs of RTK Query's `api` argument, for a call made outside an endpoint. */
export function baseQueryApiOf(
  store: Pick<BaseQueryApi, 'dispatch' | 'getState'>,
  controller: AbortController,
): BaseQueryApi {
  return {
    signal: controller.signal,
    abort: (reason?: string) => controller.abort(reason),
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'exportSpreadsheet',
    type: 'mutation',
  };
}

/** '512 B', '12,3 KB', '1,2 MB' (pt-BR, powers of 1024). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${units[unit]}`;
}
