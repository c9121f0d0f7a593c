import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Registers1795386506262 implements MigrationInterface {
  name = 'Registers1795386506262';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "reservation_interval" ("id" SERIAL NOT NULL, "description" character varying(150) NOT NULL, "interval_minutes" integer NOT NULL, CONSTRAINT "CHK_reservation_interval_minutes" CHECK ("interval_minutes" BETWEEN 1 AND 1440), CONSTRAINT "PK_c7f8e7856f35df51d133db12697" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "sport" ("id" SERIAL NOT NULL, "description" character varying(150) NOT NULL, "status" smallint NOT NULL DEFAULT \'1\', CONSTRAINT "PK_c67275331afac347120a1032825" PRIMARY KEY ("id"))',
    );
    // Descriptions unique regardless of case (expression indexes: not declared by the entities).
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_company_description" ON "company" (lower("description"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_sport_description" ON "sport" (lower("description"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_reservation_interval_description" ON "reservation_interval" (lower("description"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "UQ_company_description"');
    await queryRunner.query('DROP TABLE "sport"');
    await queryRunner.query('DROP TABLE "reservation_interval"');
  }
}
