import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type as ConvertTo } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_TAKE, PageOf } from '../../../platform/http/pagination.js';

export class AuditHistoryQueryDto {
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
}

export class AuditActorDto {
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'Usuário da equipe; null para o sistema.',
  })
  id: string | null;

  @ApiProperty({ description: 'Nome do usuário no momento da alteração.' })
  name: string;
}

/** What a recorded value may be (a field's value as the API answers it, or null). */
const AUDIT_VALUE = [
  { type: 'string', nullable: true },
  { type: 'number' },
  { type: 'boolean' },
  { type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'number' }] } },
];

export class AuditChangeDto {
  @ApiProperty({ example: 'phone', description: 'Campo alterado (nome da API).' })
  field: string;

  @ApiProperty({
    oneOf: AUDIT_VALUE,
    description:
      'Valor anterior (null se ausente): texto, número, booleano ou lista (ids de modalidades).',
    example: '11991234567',
  })
  from: unknown;

  @ApiProperty({
    oneOf: AUDIT_VALUE,
    description:
      'Valor novo (null se removido): texto, número, booleano ou lista (ids de modalidades).',
    example: '11998887777',
  })
  to: unknown;
}

export class AuditEntryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'date-time' })
  at: string;

  @ApiProperty({ type: AuditActorDto })
  actor: AuditActorDto;

  @ApiProperty({ enum: ['associate', 'dependent', 'card'] })
  entityType: 'associate' | 'dependent' | 'card';

  @ApiProperty({ description: 'Id do registro alterado.' })
  entityId: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  associateId: string | null;

  @ApiProperty({ enum: ['create', 'update', 'delete'] })
  action: 'create' | 'update' | 'delete';

  @ApiProperty({ type: [AuditChangeDto] })
  changes: AuditChangeDto[];
}

export class AuditHistoryPageDto extends PageOf(AuditEntryDto) {}
