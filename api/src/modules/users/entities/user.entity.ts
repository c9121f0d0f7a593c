import {
  Column,
  CreateDateColumn,
  Entity,
  JoinTable,
  ManyToMany,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { UserStatus } from '@clube/shared';
import { Permission } from './permission.entity.js';

/** The staff account's status: libs/shared's (USER_STATUS_OPTIONS holds their descriptions). */
export { UserStatus };

/**
 * A staff member (internal user) of the back office. One account per CPF and per e-mail
 * (what a violation means: users.constraints.ts).
 */
@Entity({ name: 'staff_user' })
@Unique('UQ_staff_user_email', ['email'])
@Unique('UQ_staff_user_cpf', ['cpf'])
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  surname: string;

  /** Stored lower-case. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** 11 digits. */
  @Column({ type: 'varchar', length: 11 })
  cpf: string;

  @Column({ type: 'varchar', length: 200 })
  passwordHash: string;

  @Column({ type: 'boolean', default: false })
  admin: boolean;

  @Column({ type: 'smallint', default: UserStatus.Pending })
  status: UserStatus;

  @ManyToMany(() => Permission)
  @JoinTable({
    name: 'user_permission',
    joinColumn: { name: 'user_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'permission_id', referencedColumnName: 'id' },
  })
  permissions: Relation<Permission>[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
