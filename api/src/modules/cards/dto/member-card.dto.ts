import { ApiProperty } from '@nestjs/swagger';
import { CARD_OWNER_TYPES, type CardOwnerType } from '@clube/shared';

/** One card of the member area's card dialog (the holder's or a dependent's). */
export class MemberCardDto {
  @ApiProperty({
    example: '001b6f1c2e0-…',
    description: "Identificador: '001' + id do associado (titular) ou '002' + id do dependente.",
  })
  identifier: string;

  @ApiProperty({ enum: CARD_OWNER_TYPES })
  ownerType: CardOwnerType;

  @ApiProperty({ format: 'uuid' })
  ownerId: string;

  @ApiProperty({ example: 'Carlos Eduardo Souza' })
  name: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '1001',
    description: 'Matrícula do associado titular.',
  })
  registration: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'URL da imagem: a foto da carteirinha emitida, senão a foto do perfil.',
  })
  picture: string | null;

  @ApiProperty({
    format: 'date',
    description:
      'Validade mostrada: hoje + 30 dias (nunca depois do vencimento da carteirinha emitida).',
  })
  validity: string;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Id da carteirinha emitida pela equipe, quando existe (ativa e no prazo).',
  })
  cardId: number | null;

  @ApiProperty({
    description:
      'Conteúdo do QR code (correção de erro Q): token assinado que expira ao fim da validade; conferido por POST card/verify.',
  })
  qrToken: string;
}
