import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A password recovery code, stored as its SHA-256; single use, expires. */
@Entity({ name: 'password_reset_code' })
export class PasswordResetCode {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 10 })
  realm: 'staff' | 'member';

  @Column({ type: 'uuid' })
  subjectId: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'char', length: 64, unique: true })
  codeHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
