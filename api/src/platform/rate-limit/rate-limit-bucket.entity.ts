import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Fixed-window hit counter shared by every API replica (kept in PostgreSQL). */
@Entity({ name: 'rate_limit_bucket' })
export class RateLimitBucket {
  @PrimaryColumn({ type: 'varchar', length: 300 })
  key: string;

  @Column({ type: 'timestamptz' })
  windowStart: Date;

  @Column({ type: 'integer' })
  hits: number;
}
