import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CardLayout1795389042272 implements MigrationInterface {
  name = 'CardLayout1795389042272';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "card_layout" ("id" integer NOT NULL DEFAULT \'1\', "text_color" character varying(7) NOT NULL DEFAULT \'#FFFFFF\', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "image_id" uuid, CONSTRAINT "CHK_card_layout_single" CHECK ("id" = 1), CONSTRAINT "PK_c1ccda86355ebd7b82126e02839" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "card_layout" ADD CONSTRAINT "FK_b6839726849d9325193f161df12" FOREIGN KEY ("image_id") REFERENCES "file"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "card_layout" DROP CONSTRAINT "FK_b6839726849d9325193f161df12"',
    );
    await queryRunner.query('DROP TABLE "card_layout"');
  }
}
