import { type ArgumentMetadata } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoredFile } from '../../modules/files/entities/stored-file.entity.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { AppException } from './app-exception.js';
import { ListQueryDto, paginate } from './pagination.js';
import { createValidationPipe } from './validation.js';

const meta: ArgumentMetadata = { type: 'query', metatype: ListQueryDto };

describe('list query (?skip=&take=&search=&sort=) and { data, total }', () => {
  const pipe = createValidationPipe();

  it('converts query strings to numbers and keeps them in range', async () => {
    const q = (await pipe.transform(
      { skip: '20', take: '10', search: 'festa', sort: '-createdAt' },
      meta,
    )) as ListQueryDto;
    expect(q).toMatchObject({ skip: 20, take: 10, search: 'festa', sort: '-createdAt' });
  });

  it.each([
    [{ take: '0' }, 'take', 'Deve ser maior ou igual a 1.'],
    [{ take: '1000' }, 'take', 'Deve ser menor ou igual a 100.'],
    [{ skip: '-1' }, 'skip', 'Deve ser maior ou igual a 0.'],
    [{ skip: 'abc' }, 'skip', 'Deve ser um número inteiro.'],
    [{ sort: 'name; DROP TABLE file' }, 'sort', 'Ordenação inválida.'],
    [{ search: 'x'.repeat(201) }, 'search', 'Máximo de 200 caracteres!'],
    [{ page: '2' }, 'page', 'Campo não permitido.'],
  ])('rejects %j with a message on %s', async (input, field, message) => {
    await expect(pipe.transform(input, meta)).rejects.toSatisfy((e: unknown) => {
      const body = (e as AppException).getResponse() as {
        statusCode: number;
        fields: Record<string, string>;
      };
      return body.statusCode === 400 && body.fields[field] === message;
    });
  });

  describe('against the database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
      const repo = t.dataSource.getRepository(StoredFile);
      for (let i = 1; i <= 25; i++) {
        await repo.save(
          repo.create({
            fileName: `f${String(i).padStart(2, '0')}.jpg`,
            originalName: i % 5 === 0 ? `Festa ${i}.jpg` : `foto ${i}.jpg`,
            mimeType: 'image/jpeg',
            size: i,
          }),
        );
      }
    });
    afterAll(() => t?.close());

    const list = (query: ListQueryDto) =>
      paginate(t.dataSource.getRepository(StoredFile).createQueryBuilder('f'), query, {
        sortable: { fileName: 'f.fileName', size: 'f.size' },
        defaultSort: 'fileName',
        searchable: ['f.originalName'],
      });

    it('pages with the total of all matches', async () => {
      const page = await list({ skip: 20, take: 10 });
      expect(page.total).toBe(25);
      expect(page.data.map((f) => f.fileName)).toEqual([
        'f21.jpg',
        'f22.jpg',
        'f23.jpg',
        'f24.jpg',
        'f25.jpg',
      ]);
    });

    it('searches case-insensitively and treats % and _ literally', async () => {
      const page = await list({ search: 'FESTA', sort: '-size' });
      expect(page.total).toBe(5);
      expect(page.data[0].size).toBe(25);
      expect((await list({ search: '%' })).total).toBe(0);
    });

    it('refuses a sort field that is not offered', async () => {
      await expect(list({ sort: 'mimeType' })).rejects.toBeInstanceOf(AppException);
    });
  });
});
