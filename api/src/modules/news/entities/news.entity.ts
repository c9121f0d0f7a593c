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
import { Gallery } from '../../gallery/entities/gallery.entity.js';

export type LinkTarget = '_self' | '_blank';
export const LINK_TARGETS: LinkTarget[] = ['_self', '_blank'];

/** A news item of the site, public while Ativo and today is within startsAt..endsAt. */
@Entity({ name: 'news' })
@Index('IDX_news_public', ['status', 'startsAt', 'endsAt'])
export class News {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  subtitle: string | null;

  /** From the title: no accents, lower-case, hyphens; `-2`, `-3`... on a clash. */
  @Column({ type: 'varchar', length: 220, unique: true })
  slug: string;

  /** Sanitized HTML. */
  @Column({ type: 'text' })
  description: string;

  /** JPG cover, required. */
  @ManyToOne(() => StoredFile, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn()
  image: Relation<StoredFile>;

  @ManyToOne(() => StoredFile, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  video: Relation<StoredFile> | null;

  /** The photo or video gallery the news item points to (admin spec's news form). */
  @ManyToOne(() => Gallery, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  gallery: Relation<Gallery> | null;

  /** Calendar dates (yyyy-mm-dd), both days included. */
  @Column({ type: 'date' })
  startsAt: string;

  @Column({ type: 'date' })
  endsAt: string;

  /** A RecordStatus: Ativo or Inativo. */
  @Column({ type: 'smallint', default: RecordStatus.Active })
  status: number;

  @Column({ type: 'varchar', length: 6, default: '_self' })
  linkTarget: LinkTarget;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
