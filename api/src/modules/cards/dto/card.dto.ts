import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import {
  API_MSG,
  CARD_OWNER_TYPES,
  CARD_VALIDATION_CODE_MAX,
  CARD_VALIDATION_CODE_MIN,
  CARD_VERDICTS,
  type CardOwnerType,
  type CardVerdict,
} from '@clube/shared';
import { StatusField, trim } from '../../../platform/http/fields.js';
import { IsIsoDate } from '../../../platform/http/validators.js';
import { formInt } from '../../../platform/http/multipart.js';
import { ListQueryDto, PageOf } from '../../../platform/http/pagination.js';
import { ContentStatusDto, FileRefDto, filePart } from '../../content/content.js';

const codeRange = { message: API_MSG.cardCodeRange };

/**
 * The card form (multipart text parts, admin spec §7): whose card it is, its expiry and its
 * validation code; the picture is the `picture` file part. Left out, expiresAt is today + 3
 * years (club time zone) and validationCode a random free code 1..99999.
 */
export class CreateCardDto {
  @ApiProperty({
    enum: CARD_OWNER_TYPES,
    description: 'Associate (o próprio associado) ou Dependent (um dependente).',
  })
  @Transform(trim)
  @IsIn(CARD_OWNER_TYPES, { message: API_MSG.cardOwnerTypeInvalid })
  ownerType: CardOwnerType;

  @ApiProperty({ format: 'uuid', description: 'Id do associado ou do dependente.' })
  @Transform(trim)
  @IsUUID('all', { message: API_MSG.cardOwnerNotFound })
  ownerId: string;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    example: '2029-11-23',
    description: 'Último dia de validade (aaaa-mm-dd). Padrão: hoje + 3 anos.',
  })
  @Transform(trim)
  @IsOptional()
  @IsIsoDate()
  expiresAt?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: CARD_VALIDATION_CODE_MIN,
    maximum: CARD_VALIDATION_CODE_MAX,
    description:
      'Código de validação, único entre as carteirinhas ativas (409 se já estiver em uso). Padrão: sorteado.',
  })
  @Transform(formInt)
  @IsOptional()
  @IsInt(codeRange)
  @Min(CARD_VALIDATION_CODE_MIN, codeRange)
  @Max(CARD_VALIDATION_CODE_MAX, codeRange)
  validationCode?: number;

  @StatusField({ isDefault: true })
  status?: number;
}

/** An edit: every field optional; a picture sent replaces the old one. */
export class UpdateCardDto extends PartialType(CreateCardDto) {}

/** Swagger only. */
export class CreateCardFormDto extends CreateCardDto {
  @ApiProperty(filePart('image', (f) => `Foto da carteirinha (${f}), obrigatória.`))
  picture: unknown;
}

/** Swagger only. */
export class UpdateCardFormDto extends UpdateCardDto {
  @ApiPropertyOptional(filePart('image', (f) => `Nova foto (${f}); substitui a anterior.`))
  picture?: unknown;
}

/** The cards list: search on the owner's name, CPF or registration; filters. */
export class CardListQueryDto extends ListQueryDto {
  @StatusField()
  status?: number;

  @ApiPropertyOptional({ enum: CARD_OWNER_TYPES })
  @IsOptional()
  @IsIn(CARD_OWNER_TYPES, { message: API_MSG.cardOwnerTypeInvalid })
  ownerType?: CardOwnerType;
}

export class CardHolderRefDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Carlos Eduardo Souza' })
  name: string;
}

/** The person a card belongs to, as printed on it. */
export class CardOwnerDto {
  @ApiProperty({ enum: CARD_OWNER_TYPES })
  type: CardOwnerType;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Mariana Souza' })
  name: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '1001',
    description: 'Matrícula: a do associado ou, para um dependente, a do associado titular.',
  })
  registration: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'CPF, 11 dígitos.' })
  cpf: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date' })
  birthDate: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'URL da foto do perfil.' })
  photo: string | null;

  @ApiProperty({ type: ContentStatusDto, description: 'Status da pessoa.' })
  status: ContentStatusDto;

  @ApiProperty({
    type: CardHolderRefDto,
    description: 'O associado titular (o próprio, para um associado).',
  })
  holder: CardHolderRefDto;
}

/** A card as the back office sees it (list row, detail, save reply). */
export class CardDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ enum: CARD_OWNER_TYPES })
  ownerType: CardOwnerType;

  @ApiProperty({ format: 'uuid' })
  ownerId: string;

  @ApiProperty({ type: CardOwnerDto })
  owner: CardOwnerDto;

  @ApiProperty({ example: 'Mariana Souza', description: 'owner.name, para a tabela.' })
  ownerName: string;

  @ApiProperty({ type: String, nullable: true, description: 'owner.registration.' })
  registration: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'owner.cpf.' })
  cpf: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'owner.birthDate.' })
  birthDate: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'URL da foto da carteirinha.' })
  picture: string | null;

  @ApiProperty({ type: FileRefDto, nullable: true })
  pictureFile: FileRefDto | null;

  @ApiProperty({ format: 'date', example: '2029-11-23', description: 'Validade (último dia).' })
  expiresAt: string;

  @ApiProperty({ description: 'Vencida (validade antes de hoje, fuso do clube).' })
  expired: boolean;

  @ApiProperty({ example: 48213 })
  validationCode: number;

  @ApiProperty({ type: ContentStatusDto })
  status: ContentStatusDto;

  @ApiProperty({
    description:
      'Conteúdo do QR code: token assinado (JWS HS256) com id, código, titular e validade; conferido por POST card/verify. Gere o QR com correção de erro Q (QR_ERROR_CORRECTION).',
  })
  qrToken: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class CardPageDto extends PageOf(CardDto) {}

/** A create or edit reply: the card and the notice to show ('Carteirinha cadastrada'). */
export class CardSavedDto {
  @ApiProperty({ example: API_MSG.cardCreated })
  message: string;

  @ApiProperty({ type: CardDto })
  card: CardDto;
}

/** The gate's check of a scanned QR code. */
export class VerifyCardDto {
  @ApiProperty({ description: 'O conteúdo lido do QR code (qrToken).', maxLength: 2000 })
  @IsString()
  @MaxLength(2000)
  token: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    description: 'O local da portaria (id), para o relatório de acessos.',
  })
  @IsOptional()
  @IsInt({ message: 'Identificador inválido.' })
  @Min(1, { message: 'Identificador inválido.' })
  @Max(2_147_483_647, { message: 'Identificador inválido.' })
  localId?: number;
}

export class CardCheckOwnerDto {
  @ApiProperty({ enum: CARD_OWNER_TYPES })
  type: CardOwnerType;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true })
  registration: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'URL da foto (a da carteirinha, senão a do perfil), lida agora do banco.',
  })
  photo: string | null;

  @ApiProperty({ type: ContentStatusDto, description: 'Status da pessoa, agora.' })
  status: ContentStatusDto;
}

export class CardCheckCardDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'Id da carteirinha emitida pela equipe; null para a do associado sem carteirinha emitida.',
  })
  id: number | null;

  @ApiProperty({ format: 'date', description: 'Validade do QR code apresentado.' })
  validity: string;

  @ApiProperty({
    type: ContentStatusDto,
    nullable: true,
    description: 'Status da carteirinha emitida, agora (null sem carteirinha emitida).',
  })
  status: ContentStatusDto | null;
}

/** The verdict: valid, or refused with the reason in Portuguese. */
export class CardCheckDto {
  @ApiProperty({ enum: CARD_VERDICTS })
  verdict: CardVerdict;

  @ApiProperty()
  valid: boolean;

  @ApiProperty({
    example: API_MSG.accessGrantedTitle,
    description: "'Acesso liberado' ou 'Acesso negado'.",
  })
  title: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: API_MSG.cardExpired,
    description: 'Motivo da recusa (null quando válida).',
  })
  reason: string | null;

  @ApiProperty({
    type: CardCheckOwnerDto,
    nullable: true,
    description: 'Null quando o token é adulterado ou desconhecido.',
  })
  owner: CardCheckOwnerDto | null;

  @ApiProperty({ type: CardCheckCardDto, nullable: true })
  card: CardCheckCardDto | null;
}
