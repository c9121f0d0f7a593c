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
import { GalleryFile } from './gallery-file.entity.js';

export type GalleryType = 'image' | 'video';
export const GALLERY_TYPES: GalleryType[] = ['image', 'video'];

/** A photo or video gallery: a title, a JPG cover and its ordered files. */
@Entity({ name: 'gallery' })
@Index('IDX_gallery_public', ['type', 'status'])
export class Gallery {
  @PrimaryGeneratedColumn()
  id: number;

  /** The gallery's title. */
  @Column({ type: 'varchar', length: 200 })
  description: string;

  @Column({ type: 'varchar', length: 5 })
  type: GalleryType;

  /** A RecordStatus: Ativo or Inativo. */
  @Column({ type: 'smallint', default: RecordStatus.Active })
  status: number;

  /** JPG cover. */
  @ManyToOne(() => StoredFile, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn()
  image: Relation<StoredFile>;

  @OneToMany(() => GalleryFile, (f) => f.gallery)
  files: Relation<GalleryFile>[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
