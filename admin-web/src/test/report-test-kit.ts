import { screen } from '@testing-library/react';
import { jest } from '@jest/globals';
import { stubGlobal } from './globals';
import type { renderAdminApp } from './render';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Replaces a date field's value by `date` (DD/MM/YYYY). */
export async function typeDate(
  user: ReturnType<typeof renderAdminApp>['user'],
  label: string,
  date: string,
) {
  const input = screen.getByLabelText(label);
  await user.click(input);
  await user.clear(input);
  await user.paste(date);
  await user.keyboard('{Enter}');
}

/** The antd select dropdown shown last. */
export function openDropdown(): HTMLElement {
  const shown = [
    ...document.querySelectorAll<HTMLElement>(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
    ),
  ].at(-1);
  if (!shown) throw new Error('select not open');
  return shown;
}

/** The column titles of the (first) table shown. */
export const columnTitles = () =>
  screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());

/** Files the page handed to the browser (`<a download>` clicks), with object URLs stubbed. */
export function captureDownloads() {
  Object.assign(URL, {
    createObjectURL: () => 'blob:test/xlsx',
    revokeObjectURL: () => undefined,
  });
  const downloads: { fileName: string; url: string }[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ fileName: this.download, url: this.href });
  });
  return downloads;
}

/** One export request as the streaming fake saw it. */
export interface ExportCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/**
 * Answers `METHOD /path` (below /api) with a spreadsheet sent in pieces the test releases
 * (`send(bytes)`, then `end()`), with `X-Total-Rows`; every other call goes on to the fake
 * API set up before (fakeApi).
 */
export function streamingExport(
  key: string,
  { fileName, totalRows }: { fileName: string; totalRows?: number },
) {
  const [method, path] = key.split(' ');
  const inner = globalThis.fetch;
  const calls: ExportCall[] = [];
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const pending: (() => void)[] = [];
  const whenOpen = (act: () => void) => (controller ? act() : pending.push(act));

  stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url);
    if (input.method !== method || url.pathname !== `/api${path}`) return inner(input);
    const text = await input.text();
    calls.push({
      method: input.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      headers: input.headers,
    });
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
        for (const act of pending.splice(0)) act();
      },
    });
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': XLSX_MIME,
        'Content-Disposition': `attachment; filename="${fileName}"`,
        ...(totalRows !== undefined ? { 'X-Total-Rows': String(totalRows) } : {}),
      },
    });
  });

  return {
    calls,
    /** Releases `bytes` more bytes of the file. */
    send(bytes: number) {
      whenOpen(() => controller?.enqueue(new Uint8Array(bytes).fill(80)));
    },
    end() {
      whenOpen(() => controller?.close());
    },
  };
}
