import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { RecordStatus } from '@clube/shared';
import { StoredFile } from '../../files/entities/stored-file.entity.js';
import { CovenantCategory } from './covenant-category.entity.js';
import { CovenantFile } from './covenant-file.entity.js';

/** A partner agreement (convênio): public while Ativo and today is within startAt..endAt. */
@Entity({ name: 'covenant' })
@Index('IDX_covenant_public', ['status', 'startAt', 'endAt'])
export class Covenant {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** The advantage in short ("10% de desconto"). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  credit: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  subtitle: string | null;

  /** None: shown under OUTROS. */
  @ManyToOne(() => CovenantCategory, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  category: Relation<CovenantCategory> | null;

  /** Company information, benefits, how to use: sanitized HTML. */
  @Column({ type: 'text', nullable: true })
  infos: string | null;

  @Column({ type: 'text', nullable: true })
  benefits: string | null;

  @Column({ type: 'text', nullable: true })
  use: string | null;

  @Column({ type: 'date' })
  startAt: string;

  @Column({ type: 'date' })
  endAt: string;

  /** A RecordStatus: Ativo or Inativo. */
  @Column({ type: 'smallint', default: RecordStatus.Active })
  status: number;

  /** Logo or picture (jpg/png), required. */
  @ManyToOne(() => StoredFile, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn()
  image: Relation<StoredFile>;

  @OneToMany(() => CovenantFile, (f) => f.covenant)
  imageList: Relation<CovenantFile>[];

  @ManyToOne(() => StoredFile, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  video: Relation<StoredFile> | null;

  /** A YouTube or Vimeo address. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  videoEmbedded: string | null;

  /** Thumbnails (jpg/png) shown before the video / the embedded video plays. */
  @ManyToOne(() => StoredFile, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  thumbVideo: Relation<StoredFile> | null;

  @ManyToOne(() => StoredFile, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  thumbVideoEmbedded: Relation<StoredFile> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
