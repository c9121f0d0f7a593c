import { Module } from '@nestjs/common';
import { WebhookWorker } from './webhook-worker.service.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksService } from './webhooks.service.js';

/**
 * Outbound webhooks for integrators (issue 27): endpoints kept by staff, each integration event
 * delivered to them signed (Standard Webhooks) from a durable queue in PostgreSQL, with retries
 * and a log of every attempt (docs/decisions.md, "Webhooks").
 */
@Module({
  controllers: [WebhooksController],
  providers: [WebhooksService, WebhookWorker],
  exports: [WebhookWorker],
})
export class WebhooksModule {}
