import {
  Check,
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { StoredFile } from '../../files/entities/stored-file.entity.js';

/**
 * The membership card's layout (one row, id 1): the background picture and the colour of the
 * text printed over it.
 */
@Entity({ name: 'card_layout' })
@Check('CHK_card_layout_single', '"id" = 1')
export class CardLayout {
  @PrimaryColumn({ type: 'integer', default: 1 })
  id: number;

  @ManyToOne(() => StoredFile, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'image_id' })
  image: Relation<StoredFile> | null;

  /** #RRGGBB. */
  @Column({ name: 'text_color', type: 'varchar', length: 7, default: '#FFFFFF' })
  textColor: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
