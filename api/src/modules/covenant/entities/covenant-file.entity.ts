import { Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { OrderedFile } from '../../content/ordered-file.entity.js';
import { Covenant } from './covenant.entity.js';

/** An image of a covenant's list, in order. */
@Entity({ name: 'covenant_file' })
@Index('IDX_covenant_file_order', ['covenant', 'position'])
export class CovenantFile extends OrderedFile {
  @ManyToOne(() => Covenant, (c) => c.imageList, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  covenant: Relation<Covenant>;
}
