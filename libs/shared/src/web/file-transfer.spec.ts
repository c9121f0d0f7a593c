import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  dispositionFileName,
  holdsFile,
  isDownloadedFile,
  readApiResponse,
  toFormData,
  withFileTransfer,
} from './file-transfer.js';

describe('toFormData', () => {
  it('repeats list fields, empties null, leaves out undefined, writes numbers and flags', () => {
    const photo = new File(['jpg'], 'piscina.jpg', { type: 'image/jpeg' });
    const form = toFormData({
      title: 'Festa junina',
      status: 1,
      highlight: false,
      subtitle: null,
      slug: undefined,
      gallery: [photo, new Blob(['png'])],
      removeImageList: [3, 4],
    });
    expect([...form.keys()]).toEqual([
      'title',
      'status',
      'highlight',
      'subtitle',
      'gallery',
      'gallery',
      'removeImageList',
      'removeImageList',
    ]);
    expect(form.get('status')).toBe('1');
    expect(form.get('highlight')).toBe('false');
    expect(form.get('subtitle')).toBe('');
    const [named, bare] = form.getAll('gallery') as File[];
    expect(named.name).toBe('piscina.jpg');
    expect(bare.name).toBe('gallery');
    expect(form.getAll('removeImageList')).toEqual(['3', '4']);
  });
});

describe('withFileTransfer', () => {
  it('sends a body of fields holding a file as multipart', () => {
    const image = new File(['jpg'], 'capa.jpg', { type: 'image/jpeg' });
    const args = withFileTransfer({ url: '/news', method: 'POST', body: { title: 'T', image } });
    expect(args.body).toBeInstanceOf(FormData);
    expect((args.body as FormData).get('title')).toBe('T');
    expect(((args.body as FormData).get('image') as File).name).toBe('capa.jpg');
    expect(args.url).toBe('/news');
    expect(args.method).toBe('POST');
  });

  it('leaves a body without files (and any other body) as it is', () => {
    const body = { title: 'T', tags: ['a'] };
    expect(withFileTransfer({ url: '/news', method: 'PUT', body }).body).toBe(body);
    const form = new FormData();
    expect(withFileTransfer({ url: '/x', method: 'POST', body: form }).body).toBe(form);
    expect(holdsFile([new Blob(['x'])])).toBe(false);
    expect(holdsFile({ list: [new Blob(['x'])] })).toBe(true);
  });

  it("keeps an endpoint's own response handler", () => {
    const handler = async () => 'mine';
    expect(withFileTransfer({ url: '/x', responseHandler: handler }).responseHandler).toBe(handler);
    expect(withFileTransfer({ url: '/x' }).responseHandler).toBe(readApiResponse);
  });
});

describe('readApiResponse', () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:clube/1');
  const original = URL.createObjectURL;
  afterEach(() => {
    URL.createObjectURL = original;
  });

  it('reads an attachment as a downloaded file named by the answer', async () => {
    URL.createObjectURL = createObjectURL;
    const file = await readApiResponse(
      new Response(new Blob(['zip']), {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="x.zip"; filename*=UTF-8\'\'f%C3%A9rias.zip',
        },
      }),
    );
    expect(file).toEqual({ url: 'blob:clube/1', fileName: 'férias.zip' });
    expect(isDownloadedFile(file)).toBe(true);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('reads JSON, an empty answer as null, and an API error body of an attachment call', async () => {
    expect(await readApiResponse(Response.json({ data: [], total: 0 }))).toEqual({
      data: [],
      total: 0,
    });
    expect(await readApiResponse(new Response(null, { status: 204 }))).toBeNull();
    const error = await readApiResponse(
      new Response(JSON.stringify({ statusCode: 404, error: 'Arquivo não encontrado.' }), {
        status: 404,
        headers: { 'Content-Disposition': 'attachment; filename="x.jpg"' },
      }),
    );
    expect(error).toEqual({ statusCode: 404, error: 'Arquivo não encontrado.' });
    await expect(readApiResponse(new Response('<html>'))).rejects.toThrow(SyntaxError);
  });

  it('names a file from a plain filename, or falls back', () => {
    expect(dispositionFileName('attachment; filename="foto 1.jpg"', 'f')).toBe('foto 1.jpg');
    expect(dispositionFileName('attachment', 'arquivo')).toBe('arquivo');
    expect(dispositionFileName(null, 'arquivo')).toBe('arquivo');
    expect(dispositionFileName("attachment; filename*=UTF-8''%E0%A4%A", 'f')).toBe('f');
  });
});
