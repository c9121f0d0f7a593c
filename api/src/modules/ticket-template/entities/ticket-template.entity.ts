import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { RecordStatus } from '@clube/shared';
import { StoredFile } from '../../files/entities/stored-file.entity.js';

/** An invitation (ticket) template: background image and the colour of the text over it. */
@Entity({ name: 'ticket_template' })
export class TicketTemplate {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 150 })
  title: string;

  /** Background image (png or jpg), required. */
  @ManyToOne(() => StoredFile, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn()
  image: Relation<StoredFile>;

  /** Text colour, #RRGGBB. */
  @Column({ type: 'varchar', length: 7 })
  color: string;

  /** A RecordStatus: Ativo or Inativo. */
  @Column({ type: 'smallint', default: RecordStatus.Active })
  status: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
