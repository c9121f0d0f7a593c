import { Column, JoinColumn, OneToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { StoredFile } from '../files/entities/stored-file.entity.js';

/**
 * A file in a list of a piece of content (a gallery's files, a covenant's images), at its
 * position. Each entity adds the relation to its owner; the row goes with the owner or the file.
 */
export abstract class OrderedFile {
  @PrimaryGeneratedColumn()
  id: number;

  @OneToOne(() => StoredFile, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  file: Relation<StoredFile>;

  @Column({ type: 'integer' })
  position: number;
}
