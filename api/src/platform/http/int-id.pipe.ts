import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Max, Min } from 'class-validator';
import { ErrorCode } from '@clube/shared';
import { AppException } from './app-exception.js';

const MAX_SERIAL = 2_147_483_647;

/** `@Param('id', IntIdParam)`: a positive integer id (serial), else 400 INVALID_ID. */
@Injectable()
export class IntIdPipe implements PipeTransform<string, number> {
  transform(value: string, _meta: ArgumentMetadata): number {
    const n = /^\d{1,10}$/.test(value ?? '') ? Number(value) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > MAX_SERIAL) {
      throw new AppException(400, ErrorCode.InvalidId, 'Identificador inválido.', {
        id: 'Identificador inválido.',
      });
    }
    return n;
  }
}

export const IntIdParam = new IntIdPipe();

/** Body of the bulk deletes of records with serial ids: `{ ids: [1, 2] }`. */
export class IntIdsDto {
  @ApiProperty({ type: [Number], example: [1, 2] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(200)
  @IsInt({ each: true, message: 'Identificador inválido.' })
  @Min(1, { each: true, message: 'Identificador inválido.' })
  @Max(MAX_SERIAL, { each: true, message: 'Identificador inválido.' })
  ids: number[];
}

/** `@Param('take', intParam('take', 1, 10))`: an integer path segment within a range, else 400. */
export function intParam(name: string, min: number, max: number): PipeTransform<string, number> {
  return {
    transform(value: string): number {
      const n = /^\d{1,10}$/.test(value ?? '') ? Number(value) : NaN;
      if (!Number.isInteger(n) || n < min || n > max) {
        const message = `Informe um número de ${min} a ${max}.`;
        throw new AppException(400, ErrorCode.ValidationFailed, message, { [name]: message });
      }
      return n;
    },
  };
}
