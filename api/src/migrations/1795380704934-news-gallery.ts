import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NewsGallery1795380704934 implements MigrationInterface {
  name = 'NewsGallery1795380704934';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "news" ADD "gallery_id" integer');
    await queryRunner.query(
      'ALTER TABLE "news" ADD CONSTRAINT "FK_c80ae15a768a5c2702a47807b2f" FOREIGN KEY ("gallery_id") REFERENCES "gallery"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "news" DROP CONSTRAINT "FK_c80ae15a768a5c2702a47807b2f"');
    await queryRunner.query('ALTER TABLE "news" DROP COLUMN "gallery_id"');
  }
}
