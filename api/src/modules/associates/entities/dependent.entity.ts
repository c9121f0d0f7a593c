import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { StoredFile } from '../../files/entities/stored-file.entity.js';
import { Associate } from './associate.entity.js';

/** A member's dependent (up to 3 per associate, enforced by the associates service). */
@Entity({ name: 'dependent' })
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

  @Column({ type: 'smallint', default: 1 })
  status: number;

  @ManyToOne(() => StoredFile, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  image: Relation<StoredFile> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
