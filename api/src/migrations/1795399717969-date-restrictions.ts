import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DateRestrictions1795399717969 implements MigrationInterface {
  name = 'DateRestrictions1795399717969';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "date_restriction" ("id" SERIAL NOT NULL, "description" character varying(150) NOT NULL, "starts_at" date NOT NULL, "ends_at" date NOT NULL, "status" smallint NOT NULL DEFAULT \'1\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_date_restriction_status" CHECK ("status" IN (1, 2)), CONSTRAINT "CHK_date_restriction_period" CHECK ("starts_at" <= "ends_at"), CONSTRAINT "PK_f28ce64bfecda4f989792583910" PRIMARY KEY ("id"))',
    );
    // "Which restrictions cover these days": a GiST index on the period as a range of whole
    // days (an expression index: not declared by the entity).
    await queryRunner.query(
      `CREATE INDEX "IDX_date_restriction_period" ON "date_restriction" USING gist (daterange("starts_at", "ends_at", '[]'))`,
    );
    await queryRunner.query(
      'CREATE TABLE "date_restriction_local" ("date_restriction_id" integer NOT NULL, "local_id" integer NOT NULL, CONSTRAINT "PK_71eef90cae38e1ab9138c874584" PRIMARY KEY ("date_restriction_id", "local_id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_c05973f1c46be33bf4ac606d0b" ON "date_restriction_local"  ("date_restriction_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_fefb2cd9415921d67fba9c662f" ON "date_restriction_local"  ("local_id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "date_restriction_local" ADD CONSTRAINT "FK_c05973f1c46be33bf4ac606d0ba" FOREIGN KEY ("date_restriction_id") REFERENCES "date_restriction"("id") ON DELETE CASCADE ON UPDATE CASCADE',
    );
    await queryRunner.query(
      'ALTER TABLE "date_restriction_local" ADD CONSTRAINT "FK_fefb2cd9415921d67fba9c662f9" FOREIGN KEY ("local_id") REFERENCES "local"("id") ON DELETE CASCADE ON UPDATE CASCADE',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "date_restriction_local" DROP CONSTRAINT "FK_fefb2cd9415921d67fba9c662f9"',
    );
    await queryRunner.query(
      'ALTER TABLE "date_restriction_local" DROP CONSTRAINT "FK_c05973f1c46be33bf4ac606d0ba"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_fefb2cd9415921d67fba9c662f"');
    await queryRunner.query('DROP INDEX "public"."IDX_c05973f1c46be33bf4ac606d0b"');
    await queryRunner.query('DROP TABLE "date_restriction_local"');
    await queryRunner.query('DROP INDEX "public"."IDX_date_restriction_period"');
    await queryRunner.query('DROP TABLE "date_restriction"');
  }
}
