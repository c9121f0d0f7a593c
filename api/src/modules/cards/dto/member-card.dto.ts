import { ApiProperty } from '@nestjs/swagger';
import { CARD_OWNER_TYPES, type CardOwnerType } from '@clube/shared';

/** One card of the member area's card dialog (the holder's or a dependent's). */
export class MemberCardDto {
  @ApiProperty({
    example: '00100042',
    description:
      "Identificador: '001' (titular) ou '002' (dependente) + o número de sócio da pessoa (5 dígitos ou mais; único e fixo).",
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
      "Conteúdo do QR code (correção de erro Q): código curto assinado 'C1.<número de sócio>.<carteirinha>.<código>.<validade aaaammdd>.<assinatura>' (QR versão 3), que vale até o fim da validade; conferido por POST card/verify, que também aceita os tokens anteriores.",
    example: 'C1.42.0.0.20261227.0123456789ABCDEF',
  })
  qrToken: string;
}
