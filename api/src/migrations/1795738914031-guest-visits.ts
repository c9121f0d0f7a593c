import type { MigrationInterface, QueryRunner } from 'typeorm';

export class GuestVisits1795738914031 implements MigrationInterface {
  name = 'GuestVisits1795738914031';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "site_configuration" ADD "guest_visits_per_month" smallint DEFAULT \'4\'',
    );
    await queryRunner.query(
      'ALTER TABLE "site_configuration" ADD CONSTRAINT "CHK_site_configuration_guest_visits" CHECK ("guest_visits_per_month" BETWEEN 1 AND 31)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "site_configuration" DROP CONSTRAINT "CHK_site_configuration_guest_visits"',
    );
    await queryRunner.query(
      'ALTER TABLE "site_configuration" DROP COLUMN "guest_visits_per_month"',
    );
  }
}
