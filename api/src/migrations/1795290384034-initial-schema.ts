import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795290384034 implements MigrationInterface {
  name = 'InitialSchema1795290384034';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "file" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "file_name" character varying(100) NOT NULL, "original_name" character varying(255) NOT NULL, "mime_type" character varying(100) NOT NULL, "size" integer NOT NULL, "width" integer, "height" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_cd3d24adc04a5519083a7f82b44" UNIQUE ("file_name"), CONSTRAINT "PK_36b46d232307066b3a2c9ea3a1d" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "site_configuration" ("id" integer NOT NULL DEFAULT \'1\', "club_name" character varying(120) NOT NULL, "primary_color" character varying(7) NOT NULL, "secondary_color" character varying(7) NOT NULL, "primary_button_text_color" character varying(7) NOT NULL, "secondary_button_text_color" character varying(7) NOT NULL, "footer_main_color" character varying(7) NOT NULL, "home_news_color" character varying(7) NOT NULL, "home_photos_color" character varying(7) NOT NULL, "home_videos_color" character varying(7) NOT NULL, "telephone" character varying(20), "cellphone" character varying(20), "email" character varying(254), "address" character varying(300), "company_number" character varying(14), "time_attendance" text, "home_contents" text, "about_colibri" text, "facebook_url" character varying(500), "instagram_url" character varying(500), "youtube_url" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "logo1_id" uuid, "logo2_id" uuid, "doc_pdf1_id" uuid, "doc_pdf2_id" uuid, CONSTRAINT "site_configuration_singleton" CHECK ("id" = 1), CONSTRAINT "PK_1eb71bd4801b3b183807eb949f9" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "site_configuration" ADD CONSTRAINT "FK_2cfd1b7f2594d9b114e9163a303" FOREIGN KEY ("logo1_id") REFERENCES "file"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "site_configuration" ADD CONSTRAINT "FK_d320dbd0daf3fb4f1a4b2b244c3" FOREIGN KEY ("logo2_id") REFERENCES "file"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "site_configuration" ADD CONSTRAINT "FK_aa4ab9d48adf8b7f32f528269f1" FOREIGN KEY ("doc_pdf1_id") REFERENCES "file"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "site_configuration" ADD CONSTRAINT "FK_f6ddabfd01958c14353fc03a349" FOREIGN KEY ("doc_pdf2_id") REFERENCES "file"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "site_configuration" DROP CONSTRAINT "FK_f6ddabfd01958c14353fc03a349"',
    );
    await queryRunner.query(
      'ALTER TABLE "site_configuration" DROP CONSTRAINT "FK_aa4ab9d48adf8b7f32f528269f1"',
    );
    await queryRunner.query(
      'ALTER TABLE "site_configuration" DROP CONSTRAINT "FK_d320dbd0daf3fb4f1a4b2b244c3"',
    );
    await queryRunner.query(
      'ALTER TABLE "site_configuration" DROP CONSTRAINT "FK_2cfd1b7f2594d9b114e9163a303"',
    );
    await queryRunner.query('DROP TABLE "site_configuration"');
    await queryRunner.query('DROP TABLE "file"');
  }
}
