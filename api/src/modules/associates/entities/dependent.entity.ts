import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
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
@Index('IDX_dependent_associate', ['associate'])
@Index('IDX_dependent_cpf', ['cpf'])
export class Dependent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

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
