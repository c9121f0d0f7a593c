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
import { Covenant } from './covenant.entity.js';

/** An image of a covenant's list, in order. */
@Entity({ name: 'covenant_file' })
@Index('IDX_covenant_file_order', ['covenant', 'position'])
export class CovenantFile {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Covenant, (c) => c.imageList, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  covenant: Relation<Covenant>;

  @OneToOne(() => StoredFile, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  file: Relation<StoredFile>;

  @Column({ type: 'integer' })
  position: number;
}
