import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A refresh token, stored as its SHA-256 only. Each use rotates it within its
 * family (one sign-in); presenting a used one revokes the whole family.
 */
@Entity({ name: 'refresh_token' })
@Index(['realm', 'subjectId'])
export class RefreshToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 10 })
  realm: 'staff' | 'member';

  @Column({ type: 'uuid' })
  subjectId: string;

  @Index()
  @Column({ type: 'uuid' })
  familyId: string;

  @Column({ type: 'char', length: 64, unique: true })
  tokenHash: string;

  @Column({ type: 'boolean', default: false })
  keepConnected: boolean;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
