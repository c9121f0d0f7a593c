import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FairPlay1795736990892 implements MigrationInterface {
  name = 'FairPlay1795736990892';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "local_type" ADD "max_active_per_family" smallint DEFAULT \'2\'',
    );
    await queryRunner.query(
      'ALTER TABLE "local_type" ADD "max_per_family_per_day" smallint DEFAULT \'1\'',
    );
    await queryRunner.query(
      'ALTER TABLE "local_type" ADD "booking_opens_hour" smallint DEFAULT \'8\'',
    );
    await queryRunner.query(
      'ALTER TABLE "site_configuration" ADD "other_families_free" boolean NOT NULL DEFAULT false',
    );
    await queryRunner.query(
      'ALTER TABLE "local_type" ADD CONSTRAINT "CHK_local_type_booking_limits" CHECK ("max_active_per_family" BETWEEN 1 AND 365 AND "max_per_family_per_day" BETWEEN 1 AND 365 AND "booking_opens_hour" BETWEEN 0 AND 23)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "local_type" DROP CONSTRAINT "CHK_local_type_booking_limits"',
    );
    await queryRunner.query('ALTER TABLE "site_configuration" DROP COLUMN "other_families_free"');
    await queryRunner.query('ALTER TABLE "local_type" DROP COLUMN "booking_opens_hour"');
    await queryRunner.query('ALTER TABLE "local_type" DROP COLUMN "max_per_family_per_day"');
    await queryRunner.query('ALTER TABLE "local_type" DROP COLUMN "max_active_per_family"');
  }
}
