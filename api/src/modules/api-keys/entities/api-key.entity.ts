import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  JoinTable,
  ManyToMany,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import { Permission } from '../../users/entities/permission.entity.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * An integrator's API key (issue 27). The key itself is never stored: only its public id (how
 * a request's key is found) and the SHA-256 of the whole key. It acts as its creator with the
 * permissions it carries that the creator still holds; revoked, expired or with its creator
 * gone or inactive, it is refused.
 */
@Entity({ name: 'api_key' })
@Unique('UQ_api_key_public_id', ['publicId'])
export class ApiKey {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** The 12 characters after `ck_live_`: shown in the back office, used to find the key. */
  @Column({ type: 'varchar', length: 12 })
  publicId: string;

  /** SHA-256 (hex) of the whole key. */
  @Column({ type: 'char', length: 64 })
  secretHash: string;

  @ManyToMany(() => Permission)
  @JoinTable({
    name: 'api_key_permission',
    joinColumn: { name: 'api_key_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'permission_id', referencedColumnName: 'id' },
  })
  permissions: Relation<Permission>[];

  /** The staff member who created it; null once their account is deleted (the key stops). */
  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_id' })
  createdBy: Relation<User> | null;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  /** The key works until this instant (the start of the day after its last day, club time). */
  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  /** The last request with the key, to the minute (noted at most once a minute). */
  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
