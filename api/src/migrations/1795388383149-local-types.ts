import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LocalTypes1795388383149 implements MigrationInterface {
  name = 'LocalTypes1795388383149';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "local_type" ("id" SERIAL NOT NULL, "description" character varying(150) NOT NULL, "associated_value_cents" integer NOT NULL DEFAULT \'0\', "external_value_cents" integer NOT NULL, "invited_value_cents" integer NOT NULL, "reschedule_interval_days" integer NOT NULL DEFAULT \'90\', "sign_contract" boolean NOT NULL DEFAULT false, "contract" text, "status" smallint NOT NULL DEFAULT \'1\', CONSTRAINT "CHK_local_type_reschedule" CHECK ("reschedule_interval_days" BETWEEN 1 AND 3650), CONSTRAINT "CHK_local_type_values" CHECK ("associated_value_cents" >= 0 AND "external_value_cents" >= 0 AND "invited_value_cents" >= 0), CONSTRAINT "PK_8ccda895dc03df750d17f015408" PRIMARY KEY ("id"))',
    );
    // Descriptions unique regardless of case (an expression index: not declared by the entity).
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_local_type_description" ON "local_type" (lower("description"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "local_type"');
  }
}
