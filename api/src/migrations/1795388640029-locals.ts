import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Locals1795388640029 implements MigrationInterface {
  name = 'Locals1795388640029';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "local" ("id" SERIAL NOT NULL, "description" character varying(150) NOT NULL, "slug" character varying(180) NOT NULL, "starts_at" TIME NOT NULL, "ends_at" TIME NOT NULL, "capacity" integer NOT NULL, "reserved" boolean NOT NULL DEFAULT false, "reservation_minutes" integer NOT NULL, "restriction" smallint NOT NULL, "status" smallint NOT NULL DEFAULT \'1\', "usage_guide" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "local_type_id" integer NOT NULL, "reservation_interval_id" integer NOT NULL, CONSTRAINT "CHK_local_restriction" CHECK ("restriction" BETWEEN 1 AND 3), CONSTRAINT "CHK_local_reservation_minutes" CHECK ("reservation_minutes" BETWEEN 1 AND 1440), CONSTRAINT "CHK_local_capacity" CHECK ("capacity" BETWEEN 1 AND 10000), CONSTRAINT "CHK_local_hours" CHECK ("starts_at" < "ends_at"), CONSTRAINT "PK_0fb290786865912848b7a60dd90" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_local_slug" ON "local"  ("slug") ');
    await queryRunner.query(
      'CREATE TABLE "local_file" ("id" SERIAL NOT NULL, "position" integer NOT NULL, "file_id" uuid NOT NULL, "local_id" integer NOT NULL, CONSTRAINT "REL_d647edc0ab40af0263d90d3186" UNIQUE ("file_id"), CONSTRAINT "PK_e391e00bc7475063fd45ee3f38d" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_local_file_order" ON "local_file"  ("local_id", "position") ',
    );
    await queryRunner.query(
      'ALTER TABLE "local" ADD CONSTRAINT "FK_087a751ddf53bf9dde580d964b1" FOREIGN KEY ("local_type_id") REFERENCES "local_type"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "local" ADD CONSTRAINT "FK_d3cb034a175bddac024f352f35a" FOREIGN KEY ("reservation_interval_id") REFERENCES "reservation_interval"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "local_file" ADD CONSTRAINT "FK_d647edc0ab40af0263d90d3186d" FOREIGN KEY ("file_id") REFERENCES "file"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "local_file" ADD CONSTRAINT "FK_e2e6ab22b9998127bf86b991f48" FOREIGN KEY ("local_id") REFERENCES "local"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    // Descriptions unique regardless of case (an expression index: not declared by the entity).
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_local_description" ON "local" (lower("description"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "UQ_local_description"');
    await queryRunner.query(
      'ALTER TABLE "local_file" DROP CONSTRAINT "FK_e2e6ab22b9998127bf86b991f48"',
    );
    await queryRunner.query(
      'ALTER TABLE "local_file" DROP CONSTRAINT "FK_d647edc0ab40af0263d90d3186d"',
    );
    await queryRunner.query('ALTER TABLE "local" DROP CONSTRAINT "FK_d3cb034a175bddac024f352f35a"');
    await queryRunner.query('ALTER TABLE "local" DROP CONSTRAINT "FK_087a751ddf53bf9dde580d964b1"');
    await queryRunner.query('DROP INDEX "public"."IDX_local_file_order"');
    await queryRunner.query('DROP TABLE "local_file"');
    await queryRunner.query('DROP INDEX "public"."UQ_local_slug"');
    await queryRunner.query('DROP TABLE "local"');
  }
}
