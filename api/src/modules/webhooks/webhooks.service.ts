import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  ErrorCode,
  WEBHOOK_DELIVERY_STATUS_LABEL,
  WEBHOOK_MSG,
  type IntegrationEvent,
} from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { AppException } from '../../platform/http/app-exception.js';
import { type ListQueryDto, type Page, paginate } from '../../platform/http/pagination.js';
import type {
  CreateWebhookDto,
  UpdateWebhookDto,
  WebhookCreatedDto,
  WebhookDeliveryDto,
  WebhookDeliveryQueryDto,
  WebhookDto,
  WebhookSecretDto,
} from './dto/webhook.dto.js';
import { WebhookAttempt } from './entities/webhook-attempt.entity.js';
import { WebhookDelivery } from './entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity.js';
import { newWebhookSecret } from './webhook-signature.js';
import { webhookUrlRefusal } from './webhook-url.js';
import { WebhookWorker } from './webhook-worker.service.js';

const toDto = (e: WebhookEndpoint): WebhookDto => ({
  id: e.id,
  url: e.url,
  description: e.description,
  events: e.events,
  active: e.active,
  createdAt: e.createdAt.toISOString(),
  updatedAt: e.updatedAt.toISOString(),
});

/** The back office's webhooks: endpoints (with their secret), their deliveries, 'Reenviar'. */
@Injectable()
export class WebhooksService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly worker: WebhookWorker,
  ) {}

  async list(query: ListQueryDto): Promise<Page<WebhookDto>> {
    const page = await paginate(
      this.db.getRepository(WebhookEndpoint).createQueryBuilder('w'),
      query,
      {
        sortable: { id: 'w.id', url: 'w.url', createdAt: 'w.createdAt' },
        defaultSort: 'id',
        searchable: ['w.url', 'w.description'],
      },
    );
    return { data: page.data.map(toDto), total: page.total };
  }

  async get(id: number): Promise<WebhookDto> {
    return toDto(await this.load(id));
  }

  async create(dto: CreateWebhookDto): Promise<WebhookCreatedDto> {
    this.checkUrl(dto.url);
    const repo = this.db.getRepository(WebhookEndpoint);
    const saved = await repo.save(
      repo.create({
        url: dto.url,
        description: dto.description ?? null,
        events: dto.events,
        secret: newWebhookSecret(),
        active: dto.active ?? true,
      }),
    );
    return { ...toDto(saved), secret: saved.secret };
  }

  async update(id: number, dto: UpdateWebhookDto): Promise<WebhookDto> {
    if (dto.url !== undefined) this.checkUrl(dto.url);
    return this.db.transaction(async (tx) => {
      const repo = tx.getRepository(WebhookEndpoint);
      const endpoint = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!endpoint) throw AppException.notFound(WEBHOOK_MSG.endpointNotFound);
      if (dto.url !== undefined) endpoint.url = dto.url;
      if (dto.description !== undefined) endpoint.description = dto.description ?? null;
      if (dto.events !== undefined) endpoint.events = dto.events as IntegrationEvent[];
      if (dto.active !== undefined) endpoint.active = dto.active;
      return toDto(await repo.save(endpoint));
    });
  }

  /** The endpoint and its deliveries' log go. */
  async remove(id: number): Promise<void> {
    const { affected } = await this.db.getRepository(WebhookEndpoint).delete({ id });
    if (!affected) throw AppException.notFound(WEBHOOK_MSG.endpointNotFound);
  }

  /** A new secret (the old one stops signing at once), shown only in this answer. */
  async rotateSecret(id: number): Promise<WebhookSecretDto> {
    const secret = newWebhookSecret();
    const { affected } = await this.db.getRepository(WebhookEndpoint).update({ id }, { secret });
    if (!affected) throw AppException.notFound(WEBHOOK_MSG.endpointNotFound);
    return { secret };
  }

  /** The endpoint's deliveries, newest first, each with its attempts. */
  async deliveries(id: number, query: WebhookDeliveryQueryDto): Promise<Page<WebhookDeliveryDto>> {
    await this.load(id);
    const [rows, total] = await this.db.getRepository(WebhookDelivery).findAndCount({
      where: { endpointId: id, ...(query.status ? { status: query.status } : {}) },
      order: { id: 'DESC' },
      skip: query.skip ?? 0,
      take: query.take ?? 10,
    });
    const attempts = rows.length
      ? await this.db
          .getRepository(WebhookAttempt)
          .createQueryBuilder('a')
          .where('a.delivery_id IN (:...ids)', { ids: rows.map((r) => r.id) })
          .orderBy('a.attempted_at', 'DESC')
          .addOrderBy('a.id', 'DESC')
          .getMany()
      : [];
    return { data: rows.map((r) => this.deliveryDto(r, attempts)), total };
  }

  /** 'Reenviar': one attempt now, with the same webhook-id; the delivery as it then stands. */
  async resend(deliveryId: string): Promise<WebhookDeliveryDto> {
    const exists = await this.db.getRepository(WebhookDelivery).existsBy({ id: deliveryId });
    if (!exists) throw AppException.notFound(WEBHOOK_MSG.deliveryNotFound);
    if (!(await this.worker.resend(deliveryId))) {
      throw AppException.conflict(WEBHOOK_MSG.deliveryBusy);
    }
    const row = await this.db.getRepository(WebhookDelivery).findOneByOrFail({ id: deliveryId });
    const attempts = await this.db
      .getRepository(WebhookAttempt)
      .find({ where: { deliveryId }, order: { attemptedAt: 'DESC', id: 'DESC' } });
    return this.deliveryDto(row, attempts);
  }

  private deliveryDto(r: WebhookDelivery, attempts: WebhookAttempt[]): WebhookDeliveryDto {
    return {
      id: r.id,
      eventType: r.eventType as IntegrationEvent,
      messageId: r.messageId,
      status: { id: r.status, description: WEBHOOK_DELIVERY_STATUS_LABEL[r.status] },
      attempts: r.attempts,
      lastStatusCode: r.lastStatusCode,
      lastError: r.lastError,
      nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      deliveredAt: r.deliveredAt?.toISOString() ?? null,
      payload: JSON.parse(r.body) as unknown,
      attemptLog: attempts
        .filter((a) => a.deliveryId === r.id)
        .map((a) => ({
          attemptedAt: a.attemptedAt.toISOString(),
          statusCode: a.statusCode,
          durationMs: a.durationMs,
          error: a.error,
          manual: a.manual,
        })),
    };
  }

  private async load(id: number): Promise<WebhookEndpoint> {
    const found = await this.db.getRepository(WebhookEndpoint).findOneBy({ id });
    if (!found) throw AppException.notFound(WEBHOOK_MSG.endpointNotFound);
    return found;
  }

  private checkUrl(url: string): void {
    const refusal = webhookUrlRefusal(url, this.config.env === 'production');
    if (refusal)
      throw AppException.badRequest(refusal, ErrorCode.ValidationFailed, { url: refusal });
  }
}
