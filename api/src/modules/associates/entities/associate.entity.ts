import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Company } from '../../companies/entities/company.entity.js';
import { StoredFile } from '../../files/entities/stored-file.entity.js';
import { Dependent } from './dependent.entity.js';

export enum AssociateStatus {
  Active = 1,
  Inactive = 2,
}

/** A club member. Both specs' fields; sign-in by e-mail and password. */
@Entity({ name: 'associate' })
export class Associate {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 150 })
  name: string;

  @Column({ type: 'varchar', length: 11, unique: true })
  cpf: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  rg: string | null;

  /** 0 Não Definido, 1 Feminino, 2 Masculino, 3 Transgênero, 4 Gênero Neutro, 5 Não Binário. */
  @Column({ type: 'smallint', default: 0 })
  gender: number;

  @Column({ type: 'varchar', length: 30, nullable: true })
  bpu: string | null;

  /** Stored lower-case; the sign-in name. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 11, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  district: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  zipcode: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  state: string | null;

  @Column({ type: 'date', nullable: true })
  admissionDate: string | null;

  @Column({ type: 'date', nullable: true })
  birthDate: string | null;

  @ManyToOne(() => Company, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  company: Relation<Company> | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  maritalStatus: string | null;

  @Column({ type: 'smallint', default: AssociateStatus.Active })
  status: AssociateStatus;

  @Column({ type: 'varchar', length: 30, nullable: true, unique: true })
  registration: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  registrationColibri: string | null;

  @ManyToOne(() => StoredFile, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  image: Relation<StoredFile> | null;

  /** Null until a password is set (staff may register a member before they sign in). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  passwordHash: string | null;

  @Column({ type: 'boolean', default: true })
  isFirstAccess: boolean;

  @OneToMany(() => Dependent, (d) => d.associate)
  dependents: Relation<Dependent>[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
