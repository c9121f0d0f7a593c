import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import { WebhookDeliveryStatus } from '@clube/shared';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';

/**
 * One event for one endpoint: made by the domain event's handler (unique per event and
 * endpoint, so two replicas, or a handler run twice, never make two), sent by the worker
 * (`FOR UPDATE SKIP LOCKED`, a lease while it sends) until the endpoint answers 2xx or the
 * retries run out. The body is fixed when made, so every attempt sends the same bytes with
 * the same `webhook-id`.
 */
@Entity({ name: 'webhook_delivery' })
@Unique('UQ_webhook_delivery_event_endpoint', ['eventId', 'endpoint'])
@Index('IDX_webhook_delivery_due', ['nextAttemptAt'], {
  where: `"status" = ${WebhookDeliveryStatus.Pending}`,
})
@Index('IDX_webhook_delivery_endpoint', ['endpoint', 'createdAt'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpoint_id' })
  endpoint: Relation<WebhookEndpoint>;

  @Column({ name: 'endpoint_id', type: 'integer' })
  endpointId: number;

  /** The domain event's outbox id. */
  @Column({ name: 'event_id', type: 'bigint' })
  eventId: string;

  @Column({ name: 'event_type', type: 'varchar', length: 80 })
  eventType: string;

  /** The `webhook-id` header: the same on every attempt. */
  @Column({ name: 'message_id', type: 'varchar', length: 60 })
  messageId: string;

  /** The JSON sent: `{ type, timestamp, data }`. */
  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'smallint', default: WebhookDeliveryStatus.Pending })
  status: WebhookDeliveryStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** When the worker sends it next (null once delivered or given up). */
  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  /** A process is sending it until then (a lease: a crashed sender's delivery is taken again). */
  @Column({ name: 'claimed_until', type: 'timestamptz', nullable: true })
  claimedUntil: Date | null;

  @Column({ name: 'last_status_code', type: 'integer', nullable: true })
  lastStatusCode: number | null;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;
}
