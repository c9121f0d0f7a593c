import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A file kept by the storage port (local disk or S3). Its bytes live there; this row is the index. */
@Entity({ name: 'file' })
export class StoredFile {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Storage key and public name: `<uuid>.<ext>`, served at /api/files/<fileName>. */
  @Column({ type: 'varchar', length: 100, unique: true })
  fileName: string;

  @Column({ type: 'varchar', length: 255 })
  originalName: string;

  @Column({ type: 'varchar', length: 100 })
  mimeType: string;

  @Column({ type: 'integer' })
  size: number;

  @Column({ type: 'integer', nullable: true })
  width: number | null;

  @Column({ type: 'integer', nullable: true })
  height: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
