import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CalendarFeed1795406831508 implements MigrationInterface {
  name = 'CalendarFeed1795406831508';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "calendar_feed" ("associate_id" uuid NOT NULL, "token_hash" character(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_3a0b1d1c7619ea19ff1affaaf70" UNIQUE ("token_hash"), CONSTRAINT "PK_bbe4d76917bb28a70ad04c574ad" PRIMARY KEY ("associate_id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "calendar_feed" ADD CONSTRAINT "FK_bbe4d76917bb28a70ad04c574ad" FOREIGN KEY ("associate_id") REFERENCES "associate"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "calendar_feed" DROP CONSTRAINT "FK_bbe4d76917bb28a70ad04c574ad"',
    );
    await queryRunner.query('DROP TABLE "calendar_feed"');
  }
}
