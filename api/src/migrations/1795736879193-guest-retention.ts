import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An anonymised guest keeps the row (the reports count it) without a CPF: the invitation's `doc`
 * may be null (the unique CPF per reservation still holds for the CPFs kept).
 */
export class GuestRetention1795736879193 implements MigrationInterface {
  name = 'GuestRetention1795736879193';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "reservation_invitation" DROP CONSTRAINT "UQ_reservation_invitation_doc"',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation_invitation" ALTER COLUMN "doc" DROP NOT NULL',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation_invitation" ADD CONSTRAINT "UQ_reservation_invitation_doc" UNIQUE ("reservation_id", "doc")',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Anonymised guests get a placeholder, unique within their reservation, to fit NOT NULL.
    await queryRunner.query(
      'UPDATE "reservation_invitation" SET "doc" = lpad("id"::text, 11, \'0\') WHERE "doc" IS NULL',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation_invitation" DROP CONSTRAINT "UQ_reservation_invitation_doc"',
    );
    await queryRunner.query('ALTER TABLE "reservation_invitation" ALTER COLUMN "doc" SET NOT NULL');
    await queryRunner.query(
      'ALTER TABLE "reservation_invitation" ADD CONSTRAINT "UQ_reservation_invitation_doc" UNIQUE ("reservation_id", "doc")',
    );
  }
}
