import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { GUEST_VISITS_PER_MONTH_DEFAULT } from '@clube/shared';
import { StoredFile } from '../../files/entities/stored-file.entity.js';
import { TicketTemplate } from '../../ticket-template/entities/ticket-template.entity.js';

/** The club's site settings: a single row (id 1). Absent row = the spec's defaults. */
@Entity({ name: 'site_configuration' })
@Check('site_configuration_singleton', '"id" = 1')
@Check('CHK_site_configuration_cancel_hours', '"reservation_cancel_hours" BETWEEN 0 AND 720')
@Check('CHK_site_configuration_guest_visits', '"guest_visits_per_month" BETWEEN 1 AND 31')
export class SiteConfiguration {
  @PrimaryColumn({ type: 'integer', default: 1 })
  id: number;

  @Column({ type: 'varchar', length: 120 })
  clubName: string;

  @Column({ type: 'varchar', length: 7 })
  primaryColor: string;

  @Column({ type: 'varchar', length: 7 })
  secondaryColor: string;

  @Column({ type: 'varchar', length: 7 })
  primaryButtonTextColor: string;

  // The spec spells this one with a capital S; the API keeps it.
  @Column({ type: 'varchar', length: 7, name: 'secondary_button_text_color' })
  SecondaryButtonTextColor: string;

  @Column({ type: 'varchar', length: 7 })
  footerMainColor: string;

  @Column({ type: 'varchar', length: 7 })
  homeNewsColor: string;

  @Column({ type: 'varchar', length: 7 })
  homePhotosColor: string;

  @Column({ type: 'varchar', length: 7 })
  homeVideosColor: string;

  @ManyToOne(() => StoredFile, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  logo1: Relation<StoredFile> | null;

  @ManyToOne(() => StoredFile, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  logo2: Relation<StoredFile> | null;

  @ManyToOne(() => StoredFile, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  docPdf1: Relation<StoredFile> | null;

  @ManyToOne(() => StoredFile, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  docPdf2: Relation<StoredFile> | null;

  /** Digits only. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  telephone: string | null;

  /** Chat-app (WhatsApp) number, digits only. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  cellphone: string | null;

  /** Public contact e-mail (footer). */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /** The administration's e-mail (not published). */
  @Column({ type: 'varchar', length: 254, nullable: true })
  emailAdm: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  address: string | null;

  /** CNPJ, digits only. */
  @Column({ type: 'varchar', length: 14, nullable: true })
  companyNumber: string | null;

  /** Opening hours, sanitized HTML. */
  @Column({ type: 'text', nullable: true })
  timeAttendance: string | null;

  @Column({ type: 'text', nullable: true })
  homeContents: string | null;

  @Column({ type: 'text', nullable: true })
  aboutColibri: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  facebookUrl: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  instagramUrl: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  youtubeUrl: string | null;

  /**
   * Hours before a confirmed reservation starts until which the member may still cancel it
   * (0 to 720).
   */
  @Column({ name: 'reservation_cancel_hours', type: 'integer', default: 24 })
  reservationCancelHours: number;

  /**
   * Whether a member may seat another family's associate or dependent free (using the
   * member's free places). Off by default: only the buyer's own family goes free; another
   * family's people pay the guest price (issue 25).
   */
  @Column({ name: 'other_families_free', type: 'boolean', default: false })
  otherFamiliesFree: boolean;

  /**
   * Reservations one outside guest (by CPF) may be invited to in a calendar month, whoever
   * invites them; null: no cap (issue 25: real clubs cap a guest's visits).
   */
  @Column({
    name: 'guest_visits_per_month',
    type: 'smallint',
    nullable: true,
    default: GUEST_VISITS_PER_MONTH_DEFAULT,
  })
  guestVisitsPerMonth: number | null;

  /** The invitation template used when none is chosen; cleared if the template is deleted. */
  @ManyToOne(() => TicketTemplate, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  templateDefault: Relation<TicketTemplate> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
