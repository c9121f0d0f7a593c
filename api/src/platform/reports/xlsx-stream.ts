import type { Response } from 'express';
import ExcelJS from 'exceljs';

/** The media type of an .xlsx file. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows read from the database per query of an export. */
export const EXPORT_BATCH_SIZE = 1000;

/** One column of a streamed sheet: its header, width, Excel number format and the cell's value. */
export interface SheetColumn<R> {
  header: string;
  width?: number;
  numFmt?: string;
  value: (row: R) => string | number | Date | boolean | null;
}

export interface SendXlsxOptions<R> {
  /** The download's name (letters, digits, `.`, `-` and `_`; anything else becomes `-`). */
  fileName: string;
  sheetName: string;
  columns: SheetColumn<R>[];
  /** The rows, a batch at a time (see keysetBatches): never all of them in memory. */
  batches: AsyncIterable<R[]>;
  /** Sent as `X-Total-Rows` (the data rows, without header and footer) for a progress bar. */
  totalRows?: number;
  /** A last, bold line (one value per column), e.g. a total. */
  footer?: (string | number | null)[];
}

/** Where an export stands; every sendXlsx call updates it (benches and tests read it). */
export interface XlsxExportResult {
  rows: number;
  aborted: boolean;
}

/**
 * Writes an .xlsx to `res` as it reads the rows: exceljs' streaming WorkbookWriter, each row
 * committed (serialized and released) as soon as it is added, the zip piped to the response,
 * so memory holds about one batch whatever the number of rows. Between batches it waits while
 * the client is slower than the database (backpressure), and it stops reading (the iterator's
 * `return()` ends the query loop) when the client goes away. Validation and permissions must
 * be checked before the call: once the first byte is out, an error can only cut the download
 * (the response is destroyed and the error rethrown, to be logged).
 */
export async function sendXlsx<R>(res: Response, o: SendXlsxOptions<R>): Promise<XlsxExportResult> {
  const result: XlsxExportResult = { rows: 0, aborted: false };
  let gone = false;
  let closed!: () => void;
  // Plain listeners (not events.once, whose promise rejects on 'error' unhandled).
  const isClosed = new Promise<void>((resolve) => {
    closed = resolve;
  });
  const onClose = () => {
    if (!res.writableFinished) gone = true;
    closed();
  };
  res.once('close', onClose);
  const batches = o.batches[Symbol.asyncIterator]();
  try {
    // The first query runs before anything is sent: if it fails, the exception filter still
    // answers with the error shape.
    let next = await batches.next();

    res.status(200);
    res.setHeader('Content-Type', XLSX_MIME);
    res.setHeader('Content-Disposition', `attachment; filename="${safeFileName(o.fileName)}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    if (o.totalRows !== undefined) {
      res.setHeader('X-Total-Rows', String(o.totalRows));
      // CORS (another origin in development): let the browser's script read the count too.
      const exposed = res.getHeader('Access-Control-Expose-Headers');
      if (typeof exposed === 'string' && !/x-total-rows/i.test(exposed)) {
        res.setHeader('Access-Control-Expose-Headers', `${exposed},X-Total-Rows`);
      }
    }

    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: res,
      useStyles: true,
      useSharedStrings: false,
    });
    try {
      workbook.creator = 'Clube';
      const sheet = workbook.addWorksheet(o.sheetName.slice(0, 31), {
        views: [{ state: 'frozen', ySplit: 1 }],
      });
      sheet.columns = o.columns.map((c, i) => ({
        header: c.header,
        key: `c${i}`,
        ...(c.width ? { width: c.width } : {}),
        ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
      }));
      const header = sheet.getRow(1);
      header.font = { bold: true };
      header.commit();

      while (!next.done && !gone) {
        for (const r of next.value) {
          sheet.addRow(o.columns.map((c) => c.value(r))).commit();
        }
        result.rows += next.value.length;
        // The client reads slower than we write: wait for it (or for it to leave).
        if (!gone && res.writableNeedDrain) {
          await Promise.race([new Promise((r) => res.once('drain', r)), isClosed]);
        }
        if (gone) break;
        next = await batches.next();
      }
      if (gone) {
        result.aborted = true;
        stopZip(workbook, res);
        // Ends the query loop (runs the iterator's finally).
        await batches.return?.();
        return result;
      }
      if (o.footer) {
        const footer = sheet.addRow(o.footer);
        footer.font = { bold: true };
        footer.commit();
      }
      sheet.commit();
      await workbook.commit();
      return result;
    } catch (err) {
      result.aborted = true;
      stopZip(workbook, res);
      // Cut the download: never end it as if it were complete.
      if (!res.destroyed) res.destroy(err instanceof Error ? err : new Error(String(err)));
      // A client that left is no error of ours.
      if (gone) return result;
      throw err;
    }
  } finally {
    res.off('close', onClose);
  }
}

/** Unpipes and aborts the workbook's zip (exceljs keeps it untyped as `zip`). */
function stopZip(workbook: ExcelJS.stream.xlsx.WorkbookWriter, res: Response): void {
  const zip = (workbook as unknown as { zip?: NodeJS.ReadableStream & { abort(): void } }).zip;
  if (!zip) return;
  zip.unpipe(res);
  zip.abort();
}

/**
 * The rows in pages of `batchSize` by keyset (`WHERE (sort key) > after ORDER BY ... LIMIT`):
 * each query uses the index and starts where the last one stopped, so an export of any size
 * costs the same per row. `load(null, n)` is the first page; `key` gives the key of a row,
 * passed back as `after`. A page shorter than `batchSize` is the last. The loop stops as soon
 * as the consumer stops (`for await ... break` ends it).
 */
export function keysetBatches<R, K>(
  load: (after: K | null, limit: number) => Promise<R[]>,
  key: (r: R) => K,
  batchSize: number = EXPORT_BATCH_SIZE,
): AsyncIterable<R[]> {
  return {
    async *[Symbol.asyncIterator]() {
      let after: K | null = null;
      for (;;) {
        const rows = await load(after, batchSize);
        if (rows.length > 0) yield rows;
        if (rows.length < batchSize) return;
        after = key(rows[rows.length - 1] as R);
      }
    },
  };
}

/** Letters, digits, `.`, `-` and `_` only: safe inside the quoted Content-Disposition name. */
export function safeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, '-');
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per time zone: building one costs far more than using it (an export has many dates). */
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The wall clock of `instant` in `timeZone`, as a Date whose UTC fields read it: Excel dates
 * have no zone, so the sheet shows the club's local time.
 */
export function wallClockDate(instant: Date, timeZone: string): Date {
  const parts = Object.fromEntries(
    wallClockFormat(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return new Date(
    Date.UTC(
      parts['year'] ?? 0,
      (parts['month'] ?? 1) - 1,
      parts['day'] ?? 1,
      parts['hour'] ?? 0,
      parts['minute'] ?? 0,
      parts['second'] ?? 0,
    ),
  );
}

/** A `yyyy-mm-dd` calendar day as an Excel date (midnight UTC: no zone shift). */
export function calendarDate(iso: string | null): Date | null {
  return iso ? new Date(`${iso.slice(0, 10)}T00:00:00Z`) : null;
}

/**
 * Excel number formats of the reports. The currency symbol is quoted: a bare `R$` is no
 * literal in the format grammar, and readers other than Excel (SheetJS, some viewers) then
 * show the plain number (25 instead of R$ 25,00).
 */
export const NUM_FMT = {
  money: '"R$" #,##0.00',
  dateTime: 'dd/mm/yyyy hh:mm',
  date: 'dd/mm/yyyy',
  percent: '0.0%',
} as const;
