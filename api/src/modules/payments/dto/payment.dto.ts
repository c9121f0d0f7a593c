import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
} from 'class-validator';
import { OrderDto } from '../../orders/dto/order.dto.js';

/** A compact JWE: five base64url parts. */
const COMPACT_JWE =
  /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export class PaymentJwkDto {
  @ApiProperty({ example: 'RSA' }) kty: string;
  @ApiProperty({ description: 'Módulo (base64url).' }) n: string;
  @ApiProperty({ example: 'AQAB' }) e: string;
  @ApiProperty() kid: string;
  @ApiProperty({ example: 'RSA-OAEP-256' }) alg: string;
  @ApiProperty({ example: 'enc' }) use: string;
}

export class PaymentKeyDto {
  @ApiProperty({ description: 'Identificador da chave (vai no cabeçalho do JWE).' })
  kid: string;

  @ApiProperty({ example: 'RSA-OAEP-256' })
  alg: string;

  @ApiProperty({ example: 'A256GCM' })
  enc: string;

  @ApiProperty({ type: PaymentJwkDto })
  jwk: PaymentJwkDto;

  @ApiProperty({ description: 'Ambiente de testes: a operadora é simulada (sem cobrança real).' })
  sandbox: boolean;
}

export class EncryptedDataDto {
  @ApiProperty({
    description:
      'JWE compacto (RSA-OAEP-256 + A256GCM, kid da chave de GET payment-order/public-key) com ' +
      '{ orderId, nonce, iat, customer, cardNumber?, holder?, expirationDate?, securityCode?, brand? }.',
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(16_384)
  @Matches(COMPACT_JWE, { message: 'Os dados de pagamento não puderam ser lidos.' })
  encryptedData: string;
}

export class DebitPaymentBodyDto extends EncryptedDataDto {
  @ApiProperty({ format: 'uuid', description: 'A autenticação 3-D Secure aprovada (ReferenceId).' })
  @IsUUID()
  referenceId: string;
}

export class ChallengeAnswerDto {
  @ApiProperty({ description: 'O portador confirmou (true) ou recusou (false) no banco emissor.' })
  @IsBoolean()
  confirm: boolean;
}

export class AuthenticationDto {
  @ApiProperty({ format: 'uuid' })
  referenceId: string;

  @ApiProperty({ description: 'O banco emissor pede a confirmação do portador (desafio).' })
  challenge: boolean;

  @ApiProperty({ description: 'Autenticado: o débito pode ser feito com este referenceId.' })
  authenticated: boolean;
}

export class CardPaymentDto {
  @ApiProperty({ example: 'Finalizado' })
  status: 'Finalizado';

  @ApiProperty({ example: 'Pagamento realizado com sucesso!' })
  message: string;

  @ApiProperty({ example: 'Operation Successful', description: 'O que a operadora disse.' })
  paymentMessage: string;

  @ApiProperty({ type: OrderDto })
  order: OrderDto;
}

export class PixPaymentDto {
  @ApiProperty({ description: 'PaymentId da operadora.' })
  paymentId: string;

  @ApiProperty({ description: 'Imagem PNG do QR Code em base64 (sem o prefixo data:).' })
  qrcodeBase64Image: string;

  @ApiProperty({ description: 'Pix copia e cola (BR Code).' })
  qrCodeString: string;

  @ApiProperty({
    format: 'date-time',
    description:
      'Até quando pagar: o que vence primeiro entre a reserva do pedido (prazo de pagamento) e a validade do QR (2 h).',
  })
  expiresAt: string;
}

/** The acquirer's notification (Cielo's "Notification Post"): only PaymentId is used. */
export class PaymentNotificationDto {
  @ApiProperty({
    description: 'PaymentId da operadora (consultado de novo, nada mais é confiado).',
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  PaymentId: string;

  @ApiProperty({ description: '1 mudança de status, 5 cancelamento negado, 7 chargeback…' })
  @IsInt()
  ChangeType: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(64)
  RecurrentPaymentId?: string;
}

export class NotificationResultDto {
  @ApiProperty({
    description:
      'Sempre true: a notificação foi aceita. A resposta é a mesma exista ou não o PaymentId (um PaymentId conhecido é conferido na operadora).',
  })
  received: boolean;
}
