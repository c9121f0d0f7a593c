import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { StoredFile } from '../../files/entities/stored-file.entity.js';
import { Gallery } from './gallery.entity.js';

/** A file of a gallery, in order. Goes when the gallery or the file goes. */
@Entity({ name: 'gallery_file' })
@Index('IDX_gallery_file_order', ['gallery', 'position'])
export class GalleryFile {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Gallery, (g) => g.files, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  gallery: Relation<Gallery>;

  @OneToOne(() => StoredFile, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  file: Relation<StoredFile>;

  @Column({ type: 'integer' })
  position: number;
}
