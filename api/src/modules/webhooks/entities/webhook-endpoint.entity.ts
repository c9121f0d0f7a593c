import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { IntegrationEvent } from '@clube/shared';

/**
 * An integrator's endpoint (issue 27): the URL the club POSTs its events to, the events it
 * takes, and the secret the deliveries are signed with (Standard Webhooks, `whsec_…`). The
 * secret is kept because signing needs it; the API shows it only when made.
 */
@Entity({ name: 'webhook_endpoint' })
export class WebhookEndpoint {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 2000 })
  url: string;

  /** What staff call it ('Sistema contábil'). */
  @Column({ type: 'varchar', length: 150, nullable: true })
  description: string | null;

  /** The event types it receives (`order.paid` …). */
  @Column({ type: 'text', array: true })
  events: IntegrationEvent[];

  /** `whsec_` + base64 of 32 random bytes. */
  @Column({ type: 'varchar', length: 100 })
  secret: string;

  /** Inactive: no new deliveries are made for it (those under way still go). */
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
