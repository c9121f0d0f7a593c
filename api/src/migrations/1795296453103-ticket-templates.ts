import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TicketTemplates1795296453103 implements MigrationInterface {
  name = 'TicketTemplates1795296453103';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "ticket_template" ("id" SERIAL NOT NULL, "title" character varying(150) NOT NULL, "color" character varying(7) NOT NULL, "status" smallint NOT NULL DEFAULT \'1\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "image_id" uuid NOT NULL, CONSTRAINT "PK_8a1f8e4d27252e9d4374bbc85ad" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('ALTER TABLE "site_configuration" ADD "template_default_id" integer');
    await queryRunner.query(
      'ALTER TABLE "ticket_template" ADD CONSTRAINT "FK_9d9fb4978abca0694ef1dc24d99" FOREIGN KEY ("image_id") REFERENCES "file"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "site_configuration" ADD CONSTRAINT "FK_029ea1800fc84c58434d8c39af2" FOREIGN KEY ("template_default_id") REFERENCES "ticket_template"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "site_configuration" DROP CONSTRAINT "FK_029ea1800fc84c58434d8c39af2"',
    );
    await queryRunner.query(
      'ALTER TABLE "ticket_template" DROP CONSTRAINT "FK_9d9fb4978abca0694ef1dc24d99"',
    );
    await queryRunner.query('ALTER TABLE "site_configuration" DROP COLUMN "template_default_id"');
    await queryRunner.query('DROP TABLE "ticket_template"');
  }
}
