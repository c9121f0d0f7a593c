import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BarredCpfs1795739251239 implements MigrationInterface {
  name = 'BarredCpfs1795739251239';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "barred_cpf" ("id" SERIAL NOT NULL, "cpf" character varying(11) NOT NULL, "name" character varying(150), "reason" character varying(300) NOT NULL, "status" smallint NOT NULL DEFAULT \'1\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_barred_cpf_cpf" UNIQUE ("cpf"), CONSTRAINT "PK_596d2d797d1c3e52f1a9c129bf0" PRIMARY KEY ("id"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "barred_cpf"');
  }
}
