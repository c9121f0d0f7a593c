import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ApiKeys1795763912779 implements MigrationInterface {
  name = 'ApiKeys1795763912779';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "api_key" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "public_id" character varying(12) NOT NULL, "secret_hash" character(64) NOT NULL, "created_by_id" uuid, "expires_at" TIMESTAMP WITH TIME ZONE, "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_api_key_public_id" UNIQUE ("public_id"), CONSTRAINT "PK_b1bd840641b8acbaad89c3d8d11" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "api_key_permission" ("api_key_id" uuid NOT NULL, "permission_id" integer NOT NULL, CONSTRAINT "PK_2b6d79d2eb25f2f347eae24b9d9" PRIMARY KEY ("api_key_id", "permission_id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_60f7dc89cd4ceab78a9ceeb6ff" ON "api_key_permission"  ("api_key_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_fb95ee491d6f985ab746f9617c" ON "api_key_permission"  ("permission_id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "api_key" ADD CONSTRAINT "FK_1799b360b8b068fa98feb7bef75" FOREIGN KEY ("created_by_id") REFERENCES "staff_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "api_key_permission" ADD CONSTRAINT "FK_60f7dc89cd4ceab78a9ceeb6ffe" FOREIGN KEY ("api_key_id") REFERENCES "api_key"("id") ON DELETE CASCADE ON UPDATE CASCADE',
    );
    await queryRunner.query(
      'ALTER TABLE "api_key_permission" ADD CONSTRAINT "FK_fb95ee491d6f985ab746f9617c5" FOREIGN KEY ("permission_id") REFERENCES "permission"("id") ON DELETE CASCADE ON UPDATE CASCADE',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "api_key_permission" DROP CONSTRAINT "FK_fb95ee491d6f985ab746f9617c5"',
    );
    await queryRunner.query(
      'ALTER TABLE "api_key_permission" DROP CONSTRAINT "FK_60f7dc89cd4ceab78a9ceeb6ffe"',
    );
    await queryRunner.query(
      'ALTER TABLE "api_key" DROP CONSTRAINT "FK_1799b360b8b068fa98feb7bef75"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_fb95ee491d6f985ab746f9617c"');
    await queryRunner.query('DROP INDEX "public"."IDX_60f7dc89cd4ceab78a9ceeb6ff"');
    await queryRunner.query('DROP TABLE "api_key_permission"');
    await queryRunner.query('DROP TABLE "api_key"');
  }
}
