import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { API_KEY_NAME_MAX, API_KEY_STATUS_LABEL, ApiKeyStatus } from '@clube/shared';
import { RequiredText } from '../../../platform/http/fields.js';
import { ListQueryDto, PageOf } from '../../../platform/http/pagination.js';
import { IsIsoDate } from '../../../platform/http/validators.js';

/** A new key: its name, the permissions it carries, its last day (optional). */
export class CreateApiKeyDto {
  @RequiredText(API_KEY_NAME_MAX, { example: 'Contabilidade (ERP)' })
  name: string;

  @ApiProperty({
    type: [String],
    example: ['list-report-payments'],
    description:
      'Permissões do catálogo (descrições) que a chave carrega; só as que quem cria a chave tem, e nunca as de chaves de API.',
  })
  @IsArray({ message: 'Escolha ao menos uma permissão.' })
  @ArrayMinSize(1, { message: 'Escolha ao menos uma permissão.' })
  @ArrayMaxSize(200)
  @IsString({ each: true })
  @MaxLength(80, { each: true })
  permissions: string[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'date',
    example: '2027-12-31',
    description:
      'Último dia de validade (aaaa-mm-dd, fuso do clube): a chave vale até o fim desse dia. Sem data, não expira.',
  })
  @IsOptional()
  @IsIsoDate()
  expiresOn?: string | null;
}

export class ApiKeyStatusDto {
  @ApiProperty({ enum: ApiKeyStatus, enumName: 'ApiKeyStatus' })
  id: ApiKeyStatus;

  @ApiProperty({ enum: Object.values(API_KEY_STATUS_LABEL), example: 'Ativa' })
  description: string;
}

export class ApiKeyCreatorDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Maria Souza' })
  name: string;
}

/** A key as the back office lists it: never its secret. */
export class ApiKeyDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({
    example: 'ck_live_3q2-7wEj9ZkA',
    description: 'O começo público da chave (prefixo e identificador), para reconhecê-la.',
  })
  prefix: string;

  @ApiProperty({ type: [String], example: ['list-report-payments'] })
  permissions: string[];

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  expiresAt: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Último uso (anotado no máximo uma vez por minuto).',
  })
  lastUsedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  revokedAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    type: ApiKeyCreatorDto,
    nullable: true,
    description: 'Quem criou a chave (null se o usuário foi excluído).',
  })
  createdBy: ApiKeyCreatorDto | null;

  @ApiProperty({
    type: ApiKeyStatusDto,
    description:
      'Ativa; Expirada; Revogada; Suspensa (quem a criou não é mais um usuário ativo da equipe).',
  })
  status: ApiKeyStatusDto;
}

/** The answer to a creation: the key itself, shown this once and never again. */
export class CreatedApiKeyDto extends ApiKeyDto {
  @ApiProperty({
    example: 'ck_live_3q2-7wEj9ZkAq8m3Zl1yq0Xw4cQ2s8v9b-fG5hJ7kL0pR2tU4wY6zA1',
    description:
      'A chave completa: envie `Authorization: Bearer <chave>`. Mostrada só nesta resposta; guardamos apenas o hash.',
  })
  key: string;
}

export class ApiKeyPageDto extends PageOf(ApiKeyDto) {}

export class ApiKeyListQueryDto extends ListQueryDto {}
