import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  JoinTable,
  ManyToMany,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { RecordStatus } from '@clube/shared';
import { Company } from '../../companies/entities/company.entity.js';
import { Sport } from '../../sports/entities/sport.entity.js';
import { StoredFile } from '../../files/entities/stored-file.entity.js';
import { Dependent } from './dependent.entity.js';

/**
 * An associate's status is a record's (libs/shared `RecordStatus`: 1 Ativo, 2 Inativo); the
 * name stays for the modules that read it.
 */
export { RecordStatus as AssociateStatus };

/**
 * A club member. Both specs' fields; sign-in by e-mail and password. The list's search
 * indexes are written by hand in the migration (expressions: trigram on the unaccented
 * lower-case name and e-mail); a CPF is also held in `person_cpf` (triggers), which keeps it
 * unique across associates and dependents. CPF, e-mail and registration are unique (what a
 * violation means: associates.constraints.ts).
 */
@Entity({ name: 'associate' })
@Unique('UQ_associate_member_number', ['memberNumber'])
@Unique('UQ_associate_cpf', ['cpf'])
@Unique('UQ_associate_email', ['email'])
@Unique('UQ_associate_registration', ['registration'])
@Index('IDX_associate_name_trgm', { synchronize: false })
@Index('IDX_associate_email_trgm', { synchronize: false })
@Index('IDX_associate_name_sort', { synchronize: false })
@Index('IDX_associate_cpf_pattern', { synchronize: false })
@Index('IDX_associate_registration_pattern', { synchronize: false })
@Index('IDX_associate_admission_date', ['admissionDate'])
@Index('IDX_associate_birth_date', ['birthDate'])
@Index('IDX_associate_company', ['company'])
export class Associate {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /**
   * The short member number (one sequence for associates and dependents: unique, never
   * changed). Given by the database at insert (trigger `member_number_assign`); shown on the
   * card ('001'/'002' + the number) and carried by its QR code.
   */
  @Column({ name: 'member_number', type: 'integer', insert: false, update: false })
  memberNumber: number;

  @Column({ type: 'varchar', length: 150 })
  name: string;

  @Column({ type: 'varchar', length: 11 })
  cpf: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  rg: string | null;

  /** 0 Não Definido, 1 Feminino, 2 Masculino, 3 Transgênero, 4 Gênero Neutro, 5 Não Binário. */
  @Column({ type: 'smallint', default: 0 })
  gender: number;

  @Column({ type: 'varchar', length: 30, nullable: true })
  bpu: string | null;

  /** Stored lower-case; the sign-in name. */
  @Column({ type: 'varchar', length: 254 })
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

  @Column({ type: 'smallint', default: RecordStatus.Active })
  status: RecordStatus;

  @Column({ type: 'varchar', length: 30, nullable: true })
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

  /** The sports the member practises (`associate_sport`). */
  @ManyToMany(() => Sport)
  @JoinTable({
    name: 'associate_sport',
    joinColumn: { name: 'associate_id' },
    inverseJoinColumn: { name: 'sport_id' },
  })
  sports: Relation<Sport>[];

  /** Raised by every staff save: the form sends back the version it read (lost-update check). */
  @Column({ type: 'integer', default: 1 })
  version: number;

  @OneToMany(() => Dependent, (d) => d.associate)
  dependents: Relation<Dependent>[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
