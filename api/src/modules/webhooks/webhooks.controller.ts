import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiExtraModels, ApiTags } from '@nestjs/swagger';
import { P, WEBHOOK_MSG } from '@clube/shared';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { IntIdParam } from '../../platform/http/int-id.pipe.js';
import { ListQueryDto } from '../../platform/http/pagination.js';
import {
  CreateWebhookDto,
  UpdateWebhookDto,
  WebhookCreatedDto,
  WebhookDeliveryDto,
  WebhookDeliveryPageDto,
  WebhookDeliveryQueryDto,
  WebhookDto,
  WebhookPageDto,
  WebhookSecretDto,
} from './dto/webhook.dto.js';
import { WEBHOOK_ENVELOPES } from './dto/webhook-payloads.dto.js';
import { WebhooksService } from './webhooks.service.js';

const SIGNING = [
  'Cada entrega é um POST JSON assinado conforme a especificação Standard Webhooks (https://www.standardwebhooks.com): cabeçalhos `webhook-id` (o mesmo em todas as tentativas da entrega: use-o para não processar duas vezes), `webhook-timestamp` (segundos Unix do envio) e `webhook-signature` (`v1,` + base64 do HMAC-SHA256 de `id.timestamp.corpo` com os bytes do segredo decodificado de base64, sem o prefixo `whsec_`).',
  'O corpo é `{ type, timestamp, data }`; os esquemas de cada evento são `OrderPaidWebhook`, `OrderRefundedWebhook`, `ReservationConfirmedWebhook`, `ReservationCancelledWebhook`, `TicketConfirmedWebhook`, `AccessGrantedWebhook` e `AssociateUpdatedWebhook` (o campo `payload` das entregas).',
  'Qualquer resposta 2xx em até 10 s confirma a entrega; senão ela é tentada de novo após 5 s, 5 min, 30 min, 2 h, 5 h, 10 h e 10 h, e então fica Falhou (a equipe pode reenviar).',
].join('\n\n');

/** Staff: outbound webhooks for integrators (issue 27). */
@ApiTags('Webhooks')
@ApiExtraModels(...WEBHOOK_ENVELOPES)
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @Endpoint({
    permission: P.listWebhook,
    summary: 'Lista os webhooks (busca na URL e na descrição).',
    description: SIGNING,
    ok: WebhookPageDto,
    errors: [400],
  })
  listWebhooks(@Query() query: ListQueryDto): Promise<WebhookPageDto> {
    return this.webhooks.list(query);
  }

  @Get(':id')
  @Endpoint({
    permission: P.listWebhook,
    summary: 'Um webhook.',
    ok: WebhookDto,
    errors: [400, 404],
  })
  getWebhook(@Param('id', IntIdParam) id: number): Promise<WebhookDto> {
    return this.webhooks.get(id);
  }

  @Post()
  @Endpoint({
    permission: P.insertWebhook,
    summary:
      'Cadastra um webhook: a URL, os eventos e se está ativo. A resposta traz o segredo de assinatura (whsec_…), mostrado só agora.',
    description: SIGNING,
    created: WebhookCreatedDto,
    errors: [[400, `URL recusada (${WEBHOOK_MSG.urlHttpOnlyLocal}) ou eventos inválidos.`]],
  })
  createWebhook(@Body() body: CreateWebhookDto): Promise<WebhookCreatedDto> {
    return this.webhooks.create(body);
  }

  @Put(':id')
  @Endpoint({
    permission: P.updateWebhook,
    summary: 'Edita um webhook (URL, eventos, ativo). O segredo não muda.',
    ok: WebhookDto,
    errors: [400, 404],
  })
  updateWebhook(
    @Param('id', IntIdParam) id: number,
    @Body() body: UpdateWebhookDto,
  ): Promise<WebhookDto> {
    return this.webhooks.update(id, body);
  }

  @Delete(':id')
  @Endpoint({
    permission: P.deleteWebhook,
    summary: 'Exclui um webhook e o registro das suas entregas.',
    noContent: 'Excluído.',
    errors: [400, 404],
  })
  async deleteWebhook(@Param('id', IntIdParam) id: number): Promise<void> {
    await this.webhooks.remove(id);
  }

  @Post(':id/secret')
  @Endpoint({
    permission: P.updateWebhook,
    summary:
      'Gera um novo segredo para o webhook (o anterior deixa de assinar na hora), mostrado só nesta resposta.',
    ok: WebhookSecretDto,
    errors: [400, 404],
  })
  rotateWebhookSecret(@Param('id', IntIdParam) id: number): Promise<WebhookSecretDto> {
    return this.webhooks.rotateSecret(id);
  }

  @Get(':id/deliveries')
  @Endpoint({
    permission: P.listWebhook,
    summary:
      'As entregas de um webhook, da mais recente à mais antiga: evento, situação, tentativas (com o código HTTP, a duração e o erro de cada uma), próxima tentativa e o corpo enviado.',
    description: SIGNING,
    ok: WebhookDeliveryPageDto,
    errors: [400, 404],
  })
  listWebhookDeliveries(
    @Param('id', IntIdParam) id: number,
    @Query() query: WebhookDeliveryQueryDto,
  ): Promise<WebhookDeliveryPageDto> {
    return this.webhooks.deliveries(id, query);
  }

  @Post('deliveries/:deliveryId/resend')
  @Endpoint({
    permission: P.updateWebhook,
    summary:
      'Reenviar: uma nova tentativa agora, com o mesmo webhook-id; a resposta é a entrega com a tentativa registrada. Uma entrega Entregue ou Falhou também pode ser reenviada.',
    ok: WebhookDeliveryDto,
    errors: [400, 404, [409, WEBHOOK_MSG.deliveryBusy]],
  })
  resendWebhookDelivery(
    @Param('deliveryId', IntIdParam) deliveryId: number,
  ): Promise<WebhookDeliveryDto> {
    return this.webhooks.resend(String(deliveryId));
  }
}
