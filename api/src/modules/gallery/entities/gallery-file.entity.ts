import { Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { OrderedFile } from '../../content/ordered-file.entity.js';
import { Gallery } from './gallery.entity.js';

/** A file of a gallery, in order. Goes when the gallery or the file goes. */
@Entity({ name: 'gallery_file' })
@Index('IDX_gallery_file_order', ['gallery', 'position'])
export class GalleryFile extends OrderedFile {
  @ManyToOne(() => Gallery, (g) => g.files, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  gallery: Relation<Gallery>;
}
