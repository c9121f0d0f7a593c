import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { WebhookDelivery } from './webhook-delivery.entity.js';

/** One POST of a delivery: what the endpoint answered (or why it did not), and how long it took. */
@Entity({ name: 'webhook_attempt' })
@Index('IDX_webhook_attempt_delivery', ['delivery', 'attemptedAt'])
export class WebhookAttempt {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @ManyToOne(() => WebhookDelivery, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'delivery_id' })
  delivery: Relation<WebhookDelivery>;

  @Column({ name: 'delivery_id', type: 'bigint' })
  deliveryId: string;

  @Column({ name: 'attempted_at', type: 'timestamptz' })
  attemptedAt: Date;

  /** The HTTP status answered; null when none came (timeout, refused connection). */
  @Column({ name: 'status_code', type: 'integer', nullable: true })
  statusCode: number | null;

  @Column({ name: 'duration_ms', type: 'integer' })
  durationMs: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  /** Sent by staff ('Reenviar'), not by the retry schedule. */
  @Column({ type: 'boolean', default: false })
  manual: boolean;
}
