import type { Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type as ConvertTo } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ErrorCode } from '@clube/shared';
import { AppException } from './app-exception.js';

export const MAX_TAKE = 100;

/** `?skip=&take=&search=&sort=` for every list. `sort` is `field` or `-field` (descending). */
export class ListQueryDto {
  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @ConvertTo(() => Number)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  skip?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_TAKE, default: 10 })
  @IsOptional()
  @ConvertTo(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_TAKE)
  take?: number;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({
    example: '-createdAt',
    description: 'Campo de ordenação; prefixo "-" para decrescente.',
  })
  @IsOptional()
  @IsString()
  @Matches(/^-?[A-Za-z][A-Za-z0-9]{0,49}$/, { message: 'Ordenação inválida.' })
  sort?: string;
}

export interface Page<T> {
  data: T[];
  total: number;
}

/**
 * The reply of a list, `{ data, total }`, for Swagger and the types:
 * `export class NewsPageDto extends PageOf(NewsDto) {}` (the subclass names the schema).
 */
export function PageOf<T>(item: Type<T>) {
  class PageDto implements Page<T> {
    @ApiProperty({ type: [item] })
    data: T[];

    @ApiProperty()
    total: number;
  }
  return PageDto;
}

export interface PaginateOptions {
  /** API sort name → SQL expression on the query's alias, e.g. `{ createdAt: 'n.createdAt' }`. */
  sortable: Record<string, string>;
  defaultSort: string;
  /** SQL expressions matched case-insensitively against `search`. */
  searchable?: string[];
  /** Columns holding digits only (CPF, phone), matched against the digits of `search` (masks ignored). */
  searchableDigits?: string[];
}

/** Applies skip/take/sort/search to a query builder and returns `{ data, total }`. */
export async function paginate<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: ListQueryDto,
  options: PaginateOptions,
): Promise<Page<T>> {
  const sort = query.sort ?? options.defaultSort;
  const desc = sort.startsWith('-');
  const key = desc ? sort.slice(1) : sort;
  const column = options.sortable[key];
  if (!column) {
    throw new AppException(400, ErrorCode.ValidationFailed, 'Ordenação inválida.', {
      sort: `Use um destes campos: ${Object.keys(options.sortable).join(', ')}.`,
    });
  }
  const search = query.search?.trim();
  if (search) {
    const digits = search.replace(/\D/g, '');
    const clauses = (options.searchable ?? []).map((s) => `${s} ILIKE :search`);
    if (digits.length >= 3) {
      clauses.push(...(options.searchableDigits ?? []).map((s) => `${s} LIKE :digits`));
    }
    if (clauses.length) {
      qb.andWhere(`(${clauses.join(' OR ')})`, {
        search: `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
        digits: `%${digits}%`,
      });
    }
  }
  qb.orderBy(column, desc ? 'DESC' : 'ASC')
    .skip(query.skip ?? 0)
    .take(query.take ?? 10);
  const [data, total] = await qb.getManyAndCount();
  return { data, total };
}
