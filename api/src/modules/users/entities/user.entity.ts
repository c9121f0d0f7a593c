import {
  Column,
  CreateDateColumn,
  Entity,
  JoinTable,
  ManyToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Permission } from './permission.entity.js';

/** The ids of USER_STATUS_OPTIONS (libs/shared), which holds their descriptions. */
export enum UserStatus {
  Active = 1,
  Inactive = 2,
  Pending = 3,
}

/** A staff member (internal user) of the back office. */
@Entity({ name: 'staff_user' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  surname: string;

  /** Stored lower-case. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  /** 11 digits. */
  @Column({ type: 'varchar', length: 11, unique: true })
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
