import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
} from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { IntIdParam } from '../../platform/http/int-id.pipe.js';
import {
  AuthenticationDto,
  CardPaymentDto,
  ChallengeAnswerDto,
  DebitPaymentBodyDto,
  EncryptedDataDto,
  NotificationResultDto,
  PaymentKeyDto,
  PaymentNotificationDto,
  PixPaymentDto,
} from './dto/payment.dto.js';
import { P } from '@clube/shared';
import { CancelOrderDto, CancelOrderResultDto } from './dto/order-refund.dto.js';
import { OrderCancellationService } from './order-cancellation.service.js';
import { PAY_MSG } from './payment-messages.js';
import { CardPaymentsService } from './card-payments.service.js';
import { CheckoutService } from './checkout.service.js';
import { DebitAuthenticationService } from './debit-authentication.service.js';
import { PaymentNotificationsService } from './payment-notifications.service.js';
import { PixPaymentsService } from './pix-payments.service.js';

const CARD_ERRORS = [
  [400, 'Dados de pagamento ilegíveis, expirados, de outro pedido; crédito abaixo de R$ 100,00.'],
  [
    402,
    'Pagamento recusado: error diz o motivo; paymentMessage e returnCode, o código da operadora.',
  ],
  404,
  [409, 'Pedido já pago, cancelado ou expirado; pagamento em andamento; dados já usados.'],
  [503, 'A operadora não respondeu: nada foi cobrado.'],
] as const;

/** Staff: a member's order cancelled and its payment refunded (the back office). */
@ApiTags('Pagamentos')
@Controller('orders')
export class OrderRefundsController {
  constructor(private readonly cancellation: OrderCancellationService) {}

  @Post(':orderId/cancel')
  @HttpCode(200)
  @Endpoint({
    permission: P.refundOrder,
    summary:
      'Cancela o pedido de um associado (reserva ou ingressos) e estorna pela operadora tudo o que foi pago, com o motivo. O horário ou os ingressos voltam a ficar livres; o associado recebe um e-mail quando a operadora confirma o estorno.',
    ok: CancelOrderResultDto,
    errors: [400, 404, [409, PAY_MSG.notRefundable]],
  })
  cancelOrder(
    @CurrentPrincipal() me: Principal,
    @Param('orderId', IntIdParam) orderId: number,
    @Body() body: CancelOrderDto,
  ): Promise<CancelOrderResultDto> {
    return this.cancellation.cancel(orderId, me.id, body.reason);
  }
}

/** The checkout (member token), the acquirer's notification and the sandbox's bank. */
@ApiTags('Pagamentos')
@Controller('payment-order')
export class PaymentsController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly cards: CardPaymentsService,
    private readonly authentications: DebitAuthenticationService,
    private readonly pix: PixPaymentsService,
    private readonly notifications: PaymentNotificationsService,
  ) {}

  @Get('public-key')
  @Endpoint({
    member: true,
    summary: 'A chave pública (JWK) com que o navegador cifra os dados do cartão (JWE).',
    ok: PaymentKeyDto,
  })
  getPaymentPublicKey(): Promise<PaymentKeyDto> {
    return this.checkout.publicKey();
  }

  @Put('credit-card/:orderId')
  @HttpCode(201)
  @Endpoint({
    member: true,
    summary:
      'Paga o pedido com cartão de crédito (total a partir de R$ 100,00). 201 = pago; o status da operadora decide.',
    created: CardPaymentDto,
    errors: CARD_ERRORS,
  })
  payCreditCard(
    @CurrentPrincipal() me: Principal,
    @Param('orderId', IntIdParam) orderId: number,
    @Body() body: EncryptedDataDto,
  ): Promise<CardPaymentDto> {
    return this.cards.payCard(me.id, orderId, 'credit', body.encryptedData);
  }

  @Post('debit-card/:orderId/authentication')
  @Endpoint({
    member: true,
    summary:
      'Autenticação 3-D Secure do cartão de débito (o banco emissor simulado pelo sandbox): desafio ou resultado.',
    created: AuthenticationDto,
    errors: [400, 404, 409],
  })
  startDebitAuthentication(
    @CurrentPrincipal() me: Principal,
    @Param('orderId', IntIdParam) orderId: number,
    @Body() body: EncryptedDataDto,
  ): Promise<AuthenticationDto> {
    return this.authentications.start(me.id, orderId, body.encryptedData);
  }

  @Post('debit-authentication/:referenceId')
  @Endpoint({
    member: true,
    summary: 'A resposta do portador ao desafio do banco emissor.',
    created: AuthenticationDto,
    errors: [400, 404],
  })
  answerDebitChallenge(
    @CurrentPrincipal() me: Principal,
    @Param('referenceId', new ParseUUIDPipe()) referenceId: string,
    @Body() body: ChallengeAnswerDto,
  ): Promise<AuthenticationDto> {
    return this.authentications.answerChallenge(me.id, referenceId, body.confirm);
  }

  @Put('debit-card/:orderId')
  @HttpCode(201)
  @Endpoint({
    member: true,
    summary: 'Paga o pedido com cartão de débito autenticado (referenceId da autenticação).',
    created: CardPaymentDto,
    errors: CARD_ERRORS,
  })
  payDebitCard(
    @CurrentPrincipal() me: Principal,
    @Param('orderId', IntIdParam) orderId: number,
    @Body() body: DebitPaymentBodyDto,
  ): Promise<CardPaymentDto> {
    return this.cards.payCard(me.id, orderId, 'debit', body.encryptedData, body.referenceId);
  }

  @Put('pix/:orderId')
  @HttpCode(201)
  @Endpoint({
    member: true,
    summary:
      'O Pix do pedido (QR e copia e cola); o mesmo enquanto aberto. O pagamento chega pela notificação da operadora.',
    created: PixPaymentDto,
    errors: CARD_ERRORS,
  })
  payPix(
    @CurrentPrincipal() me: Principal,
    @Param('orderId', IntIdParam) orderId: number,
    @Body() body: EncryptedDataDto,
  ): Promise<PixPaymentDto> {
    return this.pix.payPix(me.id, orderId, body.encryptedData);
  }

  @Post('notification')
  @HttpCode(200)
  @ApiHeader({
    name: 'X-Notification-Token',
    required: false,
    description:
      'O valor fixo combinado com a operadora (PAYMENT_NOTIFICATION_TOKEN): obrigatório em produção; fora dela, quando configurado.',
  })
  @Endpoint({
    public: true,
    summary:
      'Notificação da operadora: o PaymentId é consultado de novo e a mudança aplicada uma vez; a mesma resposta para um PaymentId desconhecido.',
    ok: NotificationResultDto,
    errors: [400, 401, [503, 'A operadora não respondeu: notifique de novo.']],
  })
  notifyPayment(
    @Headers('x-notification-token') token: string | undefined,
    @Body() body: PaymentNotificationDto,
  ): Promise<NotificationResultDto> {
    return this.notifications.notified(token, body.PaymentId);
  }

  @Post('sandbox/pix/:paymentId/pay')
  @HttpCode(200)
  @Endpoint({
    public: true,
    summary:
      'Só no sandbox (404 com a operadora real): o banco simulado paga o Pix e a operadora notifica.',
    ok: NotificationResultDto,
    errors: [400, 404, 409],
  })
  paySandboxPix(
    @Param('paymentId', new ParseUUIDPipe()) paymentId: string,
  ): Promise<NotificationResultDto> {
    return this.notifications.sandboxPayPix(paymentId);
  }
}
