import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A storage key whose bytes may exist without a `file` row: written (and committed) before
 * the bytes are put, deleted by the transaction that commits the row; or written by the
 * transaction that deletes a row, deleted once the bytes are gone. A crash between the two
 * leaves the entry, and the sweep at start (see StorageJournal) finishes the work.
 */
@Entity({ name: 'storage_journal' })
export class StorageJournalEntry {
  /** bigint: a string in JavaScript. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  /** The `file.file_name` (storage key) concerned; width variants follow it. */
  @Column({ type: 'varchar', length: 100 })
  fileKey: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
