import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Identity1795291446700 implements MigrationInterface {
  name = 'Identity1795291446700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "company" ("id" SERIAL NOT NULL, "description" character varying(150) NOT NULL, "status" smallint NOT NULL DEFAULT \'1\', CONSTRAINT "PK_056f7854a7afdba7cbd6d45fc20" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "dependent" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(150) NOT NULL, "parentage" character varying(50) NOT NULL, "gender" smallint NOT NULL DEFAULT \'0\', "cpf" character varying(11), "rg" character varying(20), "birth_date" date, "status" smallint NOT NULL DEFAULT \'1\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "associate_id" uuid NOT NULL, "image_id" uuid, CONSTRAINT "PK_f35f7c227ee9a77bac8b023610c" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "associate" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(150) NOT NULL, "cpf" character varying(11) NOT NULL, "rg" character varying(20), "gender" smallint NOT NULL DEFAULT \'0\', "bpu" character varying(30), "email" character varying(254) NOT NULL, "phone" character varying(11), "address" character varying(200), "district" character varying(100), "city" character varying(100), "zipcode" character varying(8), "state" character varying(2), "admission_date" date, "birth_date" date, "marital_status" character varying(30), "status" smallint NOT NULL DEFAULT \'1\', "registration" character varying(30), "registration_colibri" character varying(30), "password_hash" character varying(200), "is_first_access" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "company_id" integer, "image_id" uuid, CONSTRAINT "UQ_fffaf45e9126cbb79da9e4eb4c3" UNIQUE ("cpf"), CONSTRAINT "UQ_888cb1469f6a17d454a043ab935" UNIQUE ("email"), CONSTRAINT "UQ_c540cffc341305e58621f3d35a6" UNIQUE ("registration"), CONSTRAINT "PK_a493525ce8e507f74fb70b2b60d" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "refresh_token" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "realm" character varying(10) NOT NULL, "subject_id" uuid NOT NULL, "family_id" uuid NOT NULL, "token_hash" character(64) NOT NULL, "keep_connected" boolean NOT NULL DEFAULT false, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_f0812282fad2e352cdaf83ef0a9" UNIQUE ("token_hash"), CONSTRAINT "PK_b575dd3c21fb0831013c909e7fe" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_eb31f2a7917404a46e17f539f1" ON "refresh_token"  ("family_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_644b221bb6e34484ee3cd23d5f" ON "refresh_token"  ("realm", "subject_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "permission" ("id" SERIAL NOT NULL, "description" character varying(80) NOT NULL, "label" character varying(120) NOT NULL, "group" character varying(20) NOT NULL, CONSTRAINT "UQ_b690135d86d59cc689d465ac952" UNIQUE ("description"), CONSTRAINT "PK_3b8b97af9d9d8807e41e6f48362" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "staff_user" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "surname" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "cpf" character varying(11) NOT NULL, "password_hash" character varying(200) NOT NULL, "admin" boolean NOT NULL DEFAULT false, "status" smallint NOT NULL DEFAULT \'3\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_41a4f42a05b7aee26f9d3a0bb6b" UNIQUE ("email"), CONSTRAINT "UQ_9dad6ac78c159986d00ecfab09b" UNIQUE ("cpf"), CONSTRAINT "PK_cec9365d9fc3a3409158b645f2e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "password_reset_code" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "realm" character varying(10) NOT NULL, "subject_id" uuid NOT NULL, "email" character varying(254) NOT NULL, "code_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_965dbf2d3a58cf9eb5f1d7ec9ae" UNIQUE ("code_hash"), CONSTRAINT "PK_caf551f55fead4f0573395cf527" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "rate_limit_bucket" ("key" character varying(300) NOT NULL, "window_start" TIMESTAMP WITH TIME ZONE NOT NULL, "hits" integer NOT NULL, CONSTRAINT "PK_f1310cfeb2b77745eb48247c6c7" PRIMARY KEY ("key"))',
    );
    await queryRunner.query(
      'CREATE TABLE "user_permission" ("user_id" uuid NOT NULL, "permission_id" integer NOT NULL, CONSTRAINT "PK_e55fe6295b438912cb42bce1baa" PRIMARY KEY ("user_id", "permission_id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_2305dfa7330dd7f8e211f4f35d" ON "user_permission"  ("user_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_8a4d5521c1ced158c13438df3d" ON "user_permission"  ("permission_id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "dependent" ADD CONSTRAINT "FK_31cad5e62e3ff567470c8b33bc0" FOREIGN KEY ("associate_id") REFERENCES "associate"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "dependent" ADD CONSTRAINT "FK_79db848d5ff1cae3eb966c63be3" FOREIGN KEY ("image_id") REFERENCES "file"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "associate" ADD CONSTRAINT "FK_2ccdf0a8438a11841d08680dcdd" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "associate" ADD CONSTRAINT "FK_86fe99ead21b9509b97ac63ef8b" FOREIGN KEY ("image_id") REFERENCES "file"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "user_permission" ADD CONSTRAINT "FK_2305dfa7330dd7f8e211f4f35d9" FOREIGN KEY ("user_id") REFERENCES "staff_user"("id") ON DELETE CASCADE ON UPDATE CASCADE',
    );
    await queryRunner.query(
      'ALTER TABLE "user_permission" ADD CONSTRAINT "FK_8a4d5521c1ced158c13438df3df" FOREIGN KEY ("permission_id") REFERENCES "permission"("id") ON DELETE CASCADE ON UPDATE CASCADE',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "user_permission" DROP CONSTRAINT "FK_8a4d5521c1ced158c13438df3df"',
    );
    await queryRunner.query(
      'ALTER TABLE "user_permission" DROP CONSTRAINT "FK_2305dfa7330dd7f8e211f4f35d9"',
    );
    await queryRunner.query(
      'ALTER TABLE "associate" DROP CONSTRAINT "FK_86fe99ead21b9509b97ac63ef8b"',
    );
    await queryRunner.query(
      'ALTER TABLE "associate" DROP CONSTRAINT "FK_2ccdf0a8438a11841d08680dcdd"',
    );
    await queryRunner.query(
      'ALTER TABLE "dependent" DROP CONSTRAINT "FK_79db848d5ff1cae3eb966c63be3"',
    );
    await queryRunner.query(
      'ALTER TABLE "dependent" DROP CONSTRAINT "FK_31cad5e62e3ff567470c8b33bc0"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_8a4d5521c1ced158c13438df3d"');
    await queryRunner.query('DROP INDEX "public"."IDX_2305dfa7330dd7f8e211f4f35d"');
    await queryRunner.query('DROP TABLE "user_permission"');
    await queryRunner.query('DROP TABLE "rate_limit_bucket"');
    await queryRunner.query('DROP TABLE "password_reset_code"');
    await queryRunner.query('DROP TABLE "staff_user"');
    await queryRunner.query('DROP TABLE "permission"');
    await queryRunner.query('DROP INDEX "public"."IDX_644b221bb6e34484ee3cd23d5f"');
    await queryRunner.query('DROP INDEX "public"."IDX_eb31f2a7917404a46e17f539f1"');
    await queryRunner.query('DROP TABLE "refresh_token"');
    await queryRunner.query('DROP TABLE "associate"');
    await queryRunner.query('DROP TABLE "dependent"');
    await queryRunner.query('DROP TABLE "company"');
  }
}
