import { type ArgumentMetadata } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { appErrorOf } from '../../test/rejection.js';
import { RateLimitBucket } from '../rate-limit/rate-limit-bucket.entity.js';
import { AppException } from './app-exception.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
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
    expect(await appErrorOf(pipe.transform(input, meta))).toMatchObject({
      status: 400,
      body: { statusCode: 400, fields: { [field]: message } },
    });
  });

  describe('against the database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
      // Any table serves; this one belongs to the platform. `hits` plays the size, `key` the name.
      const repo = t.dataSource.getRepository(RateLimitBucket);
      for (let i = 1; i <= 25; i++) {
        await repo.save(
          repo.create({
            key: i % 5 === 0 ? `Festa ${i}.jpg` : `foto ${i}.jpg`,
            windowStart: new Date(),
            hits: i,
          }),
        );
      }
    });
    afterAll(() => t?.close());

    const list = (query: ListQueryDto) =>
      paginate(t.dataSource.getRepository(RateLimitBucket).createQueryBuilder('b'), query, {
        sortable: { hits: 'b.hits', key: 'b.key' },
        defaultSort: 'hits',
        searchable: ['b.key'],
      });

    it('pages with the total of all matches', async () => {
      const page = await list({ skip: 20, take: 10 });
      expect(page.total).toBe(25);
      expect(page.data.map((b) => b.hits)).toEqual([21, 22, 23, 24, 25]);
    });

    it('searches case-insensitively and treats % and _ literally', async () => {
      const page = await list({ search: 'FESTA', sort: '-hits' });
      expect(page.total).toBe(5);
      expect(page.data[0].hits).toBe(25);
      expect((await list({ search: '%' })).total).toBe(0);
    });

    it('refuses a sort field that is not offered', async () => {
      await expect(list({ sort: 'windowStart' })).rejects.toBeInstanceOf(AppException);
    });
  });
});
