import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StorageJournal1795384891355 implements MigrationInterface {
  name = 'StorageJournal1795384891355';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "storage_journal" ("id" BIGSERIAL NOT NULL, "file_key" character varying(100) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_addc54ba2787b1c44d31c7f4fda" PRIMARY KEY ("id"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "storage_journal"');
  }
}
