import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import type { CardOwnerType } from '@clube/shared';
import { Associate } from '../../associates/entities/associate.entity.js';
import { Dependent } from '../../associates/entities/dependent.entity.js';
import { StoredFile } from '../../files/entities/stored-file.entity.js';

export enum CardStatus {
  Active = 1,
  Inactive = 2,
}

/**
 * A membership card issued by staff (carteirinha): whose it is (the associate or one of their
 * dependents: exactly one of the two references, as `owner_type` says), its picture, expiry
 * date and validation code. Among ACTIVE cards the validation code is unique and each person
 * holds at most one (partial unique indexes written in the migration). Deleting the person
 * deletes their cards.
 */
@Entity({ name: 'card' })
@Index('UQ_card_active_code', { synchronize: false })
@Index('UQ_card_active_associate', { synchronize: false })
@Index('UQ_card_active_dependent', { synchronize: false })
@Check(
  'CHK_card_owner',
  `("owner_type" = 'Associate' AND "associate_id" IS NOT NULL AND "dependent_id" IS NULL) OR ("owner_type" = 'Dependent' AND "dependent_id" IS NOT NULL AND "associate_id" IS NULL)`,
)
@Check('CHK_card_validation_code', '"validation_code" BETWEEN 1 AND 99999')
@Check('CHK_card_status', '"status" IN (1, 2)')
export class Card {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'owner_type', type: 'varchar', length: 10 })
  ownerType: CardOwnerType;

  @Index('IDX_card_associate')
  @ManyToOne(() => Associate, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'associate_id' })
  associate: Relation<Associate> | null;

  @Index('IDX_card_dependent')
  @ManyToOne(() => Dependent, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dependent_id' })
  dependent: Relation<Dependent> | null;

  @ManyToOne(() => StoredFile, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'picture_id' })
  picture: Relation<StoredFile> | null;

  /** Last day of validity (calendar date, club time zone). */
  @Column({ name: 'expires_at', type: 'date' })
  expiresAt: string;

  @Column({ name: 'validation_code', type: 'integer' })
  validationCode: number;

  /** 1 Ativo, 2 Inativo. */
  @Column({ type: 'smallint', default: CardStatus.Active })
  status: CardStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
