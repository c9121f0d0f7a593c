import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { RecordStatus } from '@clube/shared';
import { StoredFile } from '../../files/entities/stored-file.entity.js';
import { Associate } from './associate.entity.js';

/**
 * A member's dependent: up to 3 per associate (the service counts them with the associate
 * row locked); its CPF is unique across associates and dependents (`person_cpf`).
 */
@Entity({ name: 'dependent' })
@Unique('UQ_dependent_member_number', ['memberNumber'])
@Index('IDX_dependent_associate', ['associate'])
@Index('IDX_dependent_cpf', ['cpf'])
export class Dependent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /**
   * The short member number (one sequence for associates and dependents: unique, never
   * changed). Given by the database at insert (trigger `member_number_assign`); shown on the
   * card ('001'/'002' + the number) and carried by its QR code.
   */
  @Column({ name: 'member_number', type: 'integer', insert: false, update: false })
  memberNumber: number;

  @ManyToOne(() => Associate, (a) => a.dependents, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  associate: Relation<Associate>;

  @Column({ type: 'varchar', length: 150 })
  name: string;

  @Column({ type: 'varchar', length: 50 })
  parentage: string;

  @Column({ type: 'smallint', default: 0 })
  gender: number;

  @Column({ type: 'varchar', length: 11, nullable: true })
  cpf: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  rg: string | null;

  @Column({ type: 'date', nullable: true })
  birthDate: string | null;

  @Column({ type: 'smallint', default: RecordStatus.Active })
  status: RecordStatus;

  @ManyToOne(() => StoredFile, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  image: Relation<StoredFile> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
