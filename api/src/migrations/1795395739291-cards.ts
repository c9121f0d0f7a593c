import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Cards1795395739291 implements MigrationInterface {
  name = 'Cards1795395739291';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "card" ("id" SERIAL NOT NULL, "owner_type" character varying(10) NOT NULL, "expires_at" date NOT NULL, "validation_code" integer NOT NULL, "status" smallint NOT NULL DEFAULT \'1\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "associate_id" uuid, "dependent_id" uuid, "picture_id" uuid, CONSTRAINT "CHK_card_status" CHECK ("status" IN (1, 2)), CONSTRAINT "CHK_card_validation_code" CHECK ("validation_code" BETWEEN 1 AND 99999), CONSTRAINT "CHK_card_owner" CHECK (("owner_type" = \'Associate\' AND "associate_id" IS NOT NULL AND "dependent_id" IS NULL) OR ("owner_type" = \'Dependent\' AND "dependent_id" IS NOT NULL AND "associate_id" IS NULL)), CONSTRAINT "PK_9451069b6f1199730791a7f4ae4" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_card_associate" ON "card"  ("associate_id") ');
    await queryRunner.query('CREATE INDEX "IDX_card_dependent" ON "card"  ("dependent_id") ');
    await queryRunner.query(
      'ALTER TABLE "card" ADD CONSTRAINT "FK_fa86f74bc43f2f10e5767fc7362" FOREIGN KEY ("associate_id") REFERENCES "associate"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "card" ADD CONSTRAINT "FK_535f3be4a69f6ada5e539cf14b6" FOREIGN KEY ("dependent_id") REFERENCES "dependent"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "card" ADD CONSTRAINT "FK_9ba06f7719ab9d304895074f769" FOREIGN KEY ("picture_id") REFERENCES "file"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    // Written by hand (partial indexes): among ACTIVE cards a validation code is unique and a
    // person holds at most one card. Two saves at the same time meet here.
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_card_active_code" ON "card" ("validation_code") WHERE "status" = 1',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_card_active_associate" ON "card" ("associate_id") WHERE "status" = 1 AND "associate_id" IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_card_active_dependent" ON "card" ("dependent_id") WHERE "status" = 1 AND "dependent_id" IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."UQ_card_active_dependent"');
    await queryRunner.query('DROP INDEX "public"."UQ_card_active_associate"');
    await queryRunner.query('DROP INDEX "public"."UQ_card_active_code"');
    await queryRunner.query('ALTER TABLE "card" DROP CONSTRAINT "FK_9ba06f7719ab9d304895074f769"');
    await queryRunner.query('ALTER TABLE "card" DROP CONSTRAINT "FK_535f3be4a69f6ada5e539cf14b6"');
    await queryRunner.query('ALTER TABLE "card" DROP CONSTRAINT "FK_fa86f74bc43f2f10e5767fc7362"');
    await queryRunner.query('DROP INDEX "public"."IDX_card_dependent"');
    await queryRunner.query('DROP INDEX "public"."IDX_card_associate"');
    await queryRunner.query('DROP TABLE "card"');
  }
}
