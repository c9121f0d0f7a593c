import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, type INestApplication, Module, Res } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import ExcelJS from 'exceljs';
import type { Response } from 'express';
import {
  keysetBatches,
  sendXlsx,
  type SheetColumn,
  XLSX_MIME,
  type XlsxExportResult,
} from './xlsx-stream.js';

interface Item {
  id: number;
  name: string;
  cents: number;
  at: Date;
  ok: boolean;
  note: string | null;
}

const item = (id: number, name = `Pessoa ${id}`): Item => ({
  id,
  name,
  cents: id * 101,
  at: new Date(Date.UTC(2026, 2, 10, 12, 30, 0) + id * 60_000),
  ok: id % 2 === 0,
  note: id % 3 === 0 ? null : `nota ${id}`,
});

const COLUMNS: SheetColumn<Item>[] = [
  { header: 'Código', width: 10, value: (r) => r.id },
  { header: 'Nome', width: 30, value: (r) => r.name },
  { header: 'Valor', numFmt: 'R$ #,##0.00', value: (r) => r.cents / 100 },
  { header: 'Data', numFmt: 'dd/mm/yyyy hh:mm', value: (r) => r.at },
  { header: 'Ativo', value: (r) => r.ok },
  { header: 'Obs.', value: (r) => r.note },
];

/** What the routes saw: the loads asked for, and how each export ended. */
const probe = {
  loads: [] as (number | null)[],
  results: [] as XlsxExportResult[],
  finished: 0,
  gate: null as Promise<void> | null,
};

/** Rows 1..n by keyset over an in-memory table (ids ascending), counting the queries. */
function table(n: number) {
  return keysetBatches<Item, number>(
    (after, limit) => {
      probe.loads.push(after);
      const from = (after ?? 0) + 1;
      const ids = Array.from({ length: Math.max(0, Math.min(limit, n - from + 1)) });
      return Promise.resolve(ids.map((_, i) => item(from + i)));
    },
    (r) => r.id,
    1000,
  );
}

/** Hard-to-compress rows (random names): the zip has bytes to send after each batch. */
async function* noisy(count: number, gateAfter?: number): AsyncGenerator<Item[]> {
  try {
    for (let b = 0; b < count; b += 1) {
      probe.loads.push(b);
      if (gateAfter !== undefined && b === gateAfter && probe.gate) await probe.gate;
      await new Promise((r) => setTimeout(r, 5));
      yield Array.from({ length: 500 }, (_, i) =>
        item(b * 500 + i + 1, randomBytes(48).toString('base64')),
      );
    }
  } finally {
    probe.finished += 1;
  }
}

@Controller()
class SheetController {
  @Get('ok')
  async ok(@Res() res: Response): Promise<void> {
    probe.results.push(
      await sendXlsx(res, {
        fileName: 'relatório teste 2026.xlsx',
        sheetName: 'Pessoas',
        columns: COLUMNS,
        batches: table(2500),
        totalRows: 2500,
        footer: [null, 'Total', 2500 * 1.01, null, null, null],
      }),
    );
  }

  @Get('empty')
  async empty(@Res() res: Response): Promise<void> {
    probe.results.push(
      await sendXlsx(res, {
        fileName: 'vazio.xlsx',
        sheetName: 'Vazio',
        columns: COLUMNS,
        batches: table(0),
      }),
    );
  }

  @Get('gated')
  async gated(@Res() res: Response): Promise<void> {
    probe.results.push(
      await sendXlsx(res, {
        fileName: 'g.xlsx',
        sheetName: 'G',
        columns: COLUMNS,
        batches: noisy(8, 4),
      }),
    );
  }

  @Get('endless')
  async endless(@Res() res: Response): Promise<void> {
    probe.results.push(
      await sendXlsx(res, {
        fileName: 'e.xlsx',
        sheetName: 'E',
        columns: COLUMNS,
        batches: noisy(1_000_000),
      }),
    );
  }

  @Get('broken')
  async broken(@Res() res: Response): Promise<void> {
    async function* failing(): AsyncGenerator<Item[]> {
      for await (const b of noisy(4)) yield b;
      throw new Error('conexão perdida');
    }
    try {
      await sendXlsx(res, {
        fileName: 'b.xlsx',
        sheetName: 'B',
        columns: COLUMNS,
        batches: failing(),
      });
    } catch (err) {
      probe.results.push({ rows: -1, aborted: (err as Error).message === 'conexão perdida' });
    }
  }

  @Get('broken-early')
  async brokenEarly(@Res() res: Response): Promise<void> {
    const batches = keysetBatches<Item, number>(
      () => Promise.reject(new Error('banco fora do ar')),
      (r) => r.id,
    );
    await sendXlsx(res, {
      fileName: 'b.xlsx',
      sheetName: 'B',
      columns: COLUMNS,
      batches,
      totalRows: 3,
    });
  }
}

@Module({ controllers: [SheetController] })
class SheetModule {}

/** GET path; resolves with the status, headers and the body (whole, or cut: `complete`). */
function get(
  port: number,
  path: string,
  onData?: (received: number, abort: () => void) => void,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  complete: boolean;
}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path }, (res) => {
      const chunks: Buffer[] = [];
      let received = 0;
      let aborted = false;
      const done = () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          complete: res.complete && !aborted,
        });
      res.on('data', (c: Buffer) => {
        chunks.push(c);
        received += c.length;
        onData?.(received, () => {
          aborted = true;
          req.destroy();
          done();
        });
      });
      res.on('end', done);
      res.on('error', done);
      res.on('aborted', done);
    });
    req.on('error', (err) => {
      if (!req.destroyed) reject(err);
    });
    req.end();
  });
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe('sendXlsx / keysetBatches (platform/reports)', () => {
  let app: INestApplication;
  let port: number;

  beforeAll(async () => {
    app = await NestFactory.create(SheetModule, { logger: false });
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => app?.close());

  const reset = () => {
    probe.loads = [];
    probe.results = [];
    probe.finished = 0;
    probe.gate = null;
  };

  it('streams a valid workbook: headers, typed cells, formats, footer, keyset pages', async () => {
    reset();
    const res = await get(port, '/ok');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="relat-rio-teste-2026.xlsx"',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-total-rows']).toBe('2500');
    // Streamed: no length known in advance.
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Pessoas');
    expect(sheet.rowCount).toBe(2502);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Código',
      'Nome',
      'Valor',
      'Data',
      'Ativo',
      'Obs.',
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect((sheet.getRow(4).values as unknown[]).slice(1)).toEqual([
      3,
      'Pessoa 3',
      3.03,
      new Date(Date.UTC(2026, 2, 10, 12, 33, 0)),
      false,
    ]);
    expect(sheet.getRow(4).getCell(6).value).toBeNull();
    expect(sheet.getRow(5).getCell(6).value).toBe('nota 4');
    expect(sheet.getRow(4).getCell(3).numFmt).toBe('R$ #,##0.00');
    expect(sheet.getRow(4).getCell(4).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(sheet.getColumn(1).values.slice(2, 2502)).toEqual(
      Array.from({ length: 2500 }, (_, i) => i + 1),
    );
    const footer = sheet.getRow(2502);
    expect(footer.getCell(2).value).toBe('Total');
    expect(footer.getCell(3).value).toBe(2525);
    expect(footer.font?.bold).toBe(true);
    // Pages of 1000 by key: after nothing, after 1000, after 2000 (short: the last).
    expect(probe.loads).toEqual([null, 1000, 2000]);
    expect(probe.results).toEqual([{ rows: 2500, aborted: false }]);
  });

  it('an empty export is a workbook with the header only, and no X-Total-Rows unless given', async () => {
    reset();
    const res = await get(port, '/empty');
    expect(res.status).toBe(200);
    expect(res.headers['x-total-rows']).toBeUndefined();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
    expect(workbook.worksheets[0].rowCount).toBe(1);
    expect(probe.loads).toEqual([null]);
  });

  it('sends bytes before the last batch is read (never the whole file in memory)', async () => {
    reset();
    let open!: () => void;
    probe.gate = new Promise<void>((r) => {
      open = r;
    });
    // The 5th batch waits until the client has received bytes: a writer that held the file
    // until the end would never send any, and the request would time out.
    const timer = setTimeout(open, 8000);
    let firstBytesWhileGated = false;
    const res = await get(port, '/gated', () => {
      if (probe.loads.length <= 5 && probe.results.length === 0) firstBytesWhileGated = true;
      open();
    });
    clearTimeout(timer);
    expect(firstBytesWhileGated).toBe(true);
    expect(res.complete).toBe(true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
    expect(workbook.worksheets[0].rowCount).toBe(1 + 8 * 500);
  });

  it('stops reading batches when the client goes away', async () => {
    reset();
    const res = await get(port, '/endless', (received, abort) => {
      if (received > 20_000) abort();
    });
    expect(res.complete).toBe(false);
    // The generator is closed (its finally ran) and the export says it was cut short.
    expect(await until(() => probe.finished === 1 && probe.results.length === 1)).toBe(true);
    expect(probe.results[0]?.aborted).toBe(true);
    const loads = probe.loads.length;
    await new Promise((r) => setTimeout(r, 300));
    expect(probe.loads.length).toBe(loads);
    expect(loads).toBeLessThan(200);
  });

  it('a failure after the first byte cuts the download (no complete file) and is rethrown', async () => {
    reset();
    const res = await get(port, '/broken');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.complete).toBe(false);
    expect(await until(() => probe.results.length === 1)).toBe(true);
    expect(probe.results[0]).toEqual({ rows: -1, aborted: true });
  });

  it('a failure before the first byte leaves the answer to the exception filter (no file headers)', async () => {
    reset();
    const res = await get(port, '/broken-early');
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers['x-total-rows']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toMatchObject({ statusCode: 500 });
  });

  it('keysetBatches: a page read ahead that fails is thrown to the consumer when it reaches it', async () => {
    const got: number[][] = [];
    const failing = keysetBatches<number, number>(
      (after) =>
        after === null ? Promise.resolve([1, 2, 3]) : Promise.reject(new Error('banco caiu')),
      (r) => r,
      3,
    );
    await expect(
      (async () => {
        for await (const b of failing) got.push(b);
      })(),
    ).rejects.toThrow('banco caiu');
    expect(got).toEqual([[1, 2, 3]]);
  });

  it('keysetBatches: passes the last key on, stops at a short page or when the consumer stops', async () => {
    const seen: (number | null)[] = [];
    const rows = [1, 2, 3, 4, 5, 6, 7];
    const batches = keysetBatches<number, number>(
      (after, limit) => {
        seen.push(after);
        return Promise.resolve(rows.filter((r) => r > (after ?? 0)).slice(0, limit));
      },
      (r) => r,
      3,
    );
    const all: number[][] = [];
    for await (const b of batches) all.push(b);
    expect(all).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(seen).toEqual([null, 3, 6]);

    // The next page is asked before the consumer has the current one (one read ahead); a
    // consumer that stops leaves it unread, and nothing more is asked.
    seen.length = 0;
    for await (const b of batches) {
      expect(b).toEqual([1, 2, 3]);
      expect(seen).toEqual([null, 3]);
      break;
    }
    expect(seen).toEqual([null, 3]);

    // An exact multiple needs one more (empty) query and yields no empty batch.
    seen.length = 0;
    const six: number[][] = [];
    const exact = keysetBatches<number, number>(
      (after, limit) => {
        seen.push(after);
        return Promise.resolve(
          rows
            .slice(0, 6)
            .filter((r) => r > (after ?? 0))
            .slice(0, limit),
        );
      },
      (r) => r,
      3,
    );
    for await (const b of exact) six.push(b);
    expect(six).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    expect(seen).toEqual([null, 3, 6]);
  });
});
