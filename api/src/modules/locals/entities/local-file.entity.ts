import { Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { OrderedFile } from '../../content/ordered-file.entity.js';
import { Local } from './local.entity.js';

/** A photo of a place's gallery, in order. */
@Entity({ name: 'local_file' })
@Index('IDX_local_file_order', ['local', 'position'])
export class LocalFile extends OrderedFile {
  @ManyToOne(() => Local, (l) => l.gallery, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  local: Relation<Local>;
}
