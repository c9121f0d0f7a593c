import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SiteContent1795292598362 implements MigrationInterface {
  name = 'SiteContent1795292598362';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "covenant_category" ("id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, CONSTRAINT "UQ_d3a2b6331aefec897ac977685e6" UNIQUE ("name"), CONSTRAINT "PK_7011f120e5c40108f2546ace63b" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "covenant" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "credit" character varying(200), "subtitle" character varying(300), "infos" text, "benefits" text, "use" text, "start_at" date NOT NULL, "end_at" date NOT NULL, "status" smallint NOT NULL DEFAULT \'1\', "video_embedded" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "category_id" integer, "image_id" uuid NOT NULL, "video_id" uuid, "thumb_video_id" uuid, "thumb_video_embedded_id" uuid, CONSTRAINT "PK_4431ed60784e3894985ff404ba7" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_covenant_public" ON "covenant"  ("status", "start_at", "end_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "covenant_file" ("id" SERIAL NOT NULL, "position" integer NOT NULL, "covenant_id" integer NOT NULL, "file_id" uuid NOT NULL, CONSTRAINT "REL_4ae0d5d741e39524fd707006b8" UNIQUE ("file_id"), CONSTRAINT "PK_3a60f3a1802213660e026d2d7ec" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_covenant_file_order" ON "covenant_file"  ("covenant_id", "position") ',
    );
    await queryRunner.query(
      'CREATE TABLE "gallery" ("id" SERIAL NOT NULL, "description" character varying(200) NOT NULL, "type" character varying(5) NOT NULL, "status" smallint NOT NULL DEFAULT \'1\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "image_id" uuid NOT NULL, CONSTRAINT "PK_65d7a1ef91ddafb3e7071b188a0" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_gallery_public" ON "gallery"  ("type", "status") ');
    await queryRunner.query(
      'CREATE TABLE "gallery_file" ("id" SERIAL NOT NULL, "position" integer NOT NULL, "gallery_id" integer NOT NULL, "file_id" uuid NOT NULL, CONSTRAINT "REL_135c160886b027ce80d7fa8209" UNIQUE ("file_id"), CONSTRAINT "PK_e25a79760dea36388003f5c625b" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_gallery_file_order" ON "gallery_file"  ("gallery_id", "position") ',
    );
    await queryRunner.query(
      'CREATE TABLE "news" ("id" SERIAL NOT NULL, "title" character varying(200) NOT NULL, "subtitle" character varying(300), "slug" character varying(220) NOT NULL, "description" text NOT NULL, "starts_at" date NOT NULL, "ends_at" date NOT NULL, "status" smallint NOT NULL DEFAULT \'1\', "link_target" character varying(6) NOT NULL DEFAULT \'_self\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "image_id" uuid NOT NULL, "video_id" uuid, CONSTRAINT "UQ_d09152c44881b7620e12d6df099" UNIQUE ("slug"), CONSTRAINT "PK_39a43dfcb6007180f04aff2357e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_news_public" ON "news"  ("status", "starts_at", "ends_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "facility" ("id" SERIAL NOT NULL, "number" smallint NOT NULL, "name" character varying(100) NOT NULL, "description" character varying(500), CONSTRAINT "UQ_4d40331de8cb1cb367fd9d306fc" UNIQUE ("number"), CONSTRAINT "facility_number_range" CHECK ("number" BETWEEN 1 AND 99), CONSTRAINT "PK_07c6c82781d105a680b5c265be6" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "site_configuration" ADD "email_adm" character varying(254)',
    );
    await queryRunner.query(
      'ALTER TABLE "covenant" ADD CONSTRAINT "FK_7011f120e5c40108f2546ace63b" FOREIGN KEY ("category_id") REFERENCES "covenant_category"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "covenant" ADD CONSTRAINT "FK_79234b5060614c957f38291e49e" FOREIGN KEY ("image_id") REFERENCES "file"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "covenant" ADD CONSTRAINT "FK_a51462baa568bb746b0a646a627" FOREIGN KEY ("video_id") REFERENCES "file"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "covenant" ADD CONSTRAINT "FK_1bc2b361e4eb7a7942a37940cfe" FOREIGN KEY ("thumb_video_id") REFERENCES "file"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "covenant" ADD CONSTRAINT "FK_fd8cb7bf692a9b1e804d0ace3a6" FOREIGN KEY ("thumb_video_embedded_id") REFERENCES "file"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "covenant_file" ADD CONSTRAINT "FK_c7e94bb561c3dbc7ba0525717a9" FOREIGN KEY ("covenant_id") REFERENCES "covenant"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "covenant_file" ADD CONSTRAINT "FK_4ae0d5d741e39524fd707006b88" FOREIGN KEY ("file_id") REFERENCES "file"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "gallery" ADD CONSTRAINT "FK_8be2bf37ccaf41c13720c89eb83" FOREIGN KEY ("image_id") REFERENCES "file"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "gallery_file" ADD CONSTRAINT "FK_4acfffa7808ea35832d30879505" FOREIGN KEY ("gallery_id") REFERENCES "gallery"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "gallery_file" ADD CONSTRAINT "FK_135c160886b027ce80d7fa8209a" FOREIGN KEY ("file_id") REFERENCES "file"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "news" ADD CONSTRAINT "FK_547fe26db8b47dd88ef50c63130" FOREIGN KEY ("image_id") REFERENCES "file"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "news" ADD CONSTRAINT "FK_f56cd5e3395824f765a057453d2" FOREIGN KEY ("video_id") REFERENCES "file"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "news" DROP CONSTRAINT "FK_f56cd5e3395824f765a057453d2"');
    await queryRunner.query('ALTER TABLE "news" DROP CONSTRAINT "FK_547fe26db8b47dd88ef50c63130"');
    await queryRunner.query(
      'ALTER TABLE "gallery_file" DROP CONSTRAINT "FK_135c160886b027ce80d7fa8209a"',
    );
    await queryRunner.query(
      'ALTER TABLE "gallery_file" DROP CONSTRAINT "FK_4acfffa7808ea35832d30879505"',
    );
    await queryRunner.query(
      'ALTER TABLE "gallery" DROP CONSTRAINT "FK_8be2bf37ccaf41c13720c89eb83"',
    );
    await queryRunner.query(
      'ALTER TABLE "covenant_file" DROP CONSTRAINT "FK_4ae0d5d741e39524fd707006b88"',
    );
    await queryRunner.query(
      'ALTER TABLE "covenant_file" DROP CONSTRAINT "FK_c7e94bb561c3dbc7ba0525717a9"',
    );
    await queryRunner.query(
      'ALTER TABLE "covenant" DROP CONSTRAINT "FK_fd8cb7bf692a9b1e804d0ace3a6"',
    );
    await queryRunner.query(
      'ALTER TABLE "covenant" DROP CONSTRAINT "FK_1bc2b361e4eb7a7942a37940cfe"',
    );
    await queryRunner.query(
      'ALTER TABLE "covenant" DROP CONSTRAINT "FK_a51462baa568bb746b0a646a627"',
    );
    await queryRunner.query(
      'ALTER TABLE "covenant" DROP CONSTRAINT "FK_79234b5060614c957f38291e49e"',
    );
    await queryRunner.query(
      'ALTER TABLE "covenant" DROP CONSTRAINT "FK_7011f120e5c40108f2546ace63b"',
    );
    await queryRunner.query('ALTER TABLE "site_configuration" DROP COLUMN "email_adm"');
    await queryRunner.query('DROP TABLE "facility"');
    await queryRunner.query('DROP INDEX "public"."IDX_news_public"');
    await queryRunner.query('DROP TABLE "news"');
    await queryRunner.query('DROP INDEX "public"."IDX_gallery_file_order"');
    await queryRunner.query('DROP TABLE "gallery_file"');
    await queryRunner.query('DROP INDEX "public"."IDX_gallery_public"');
    await queryRunner.query('DROP TABLE "gallery"');
    await queryRunner.query('DROP INDEX "public"."IDX_covenant_file_order"');
    await queryRunner.query('DROP TABLE "covenant_file"');
    await queryRunner.query('DROP INDEX "public"."IDX_covenant_public"');
    await queryRunner.query('DROP TABLE "covenant"');
    await queryRunner.query('DROP TABLE "covenant_category"');
  }
}
