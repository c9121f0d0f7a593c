import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Readable names for the unique constraints of associates and staff accounts (TypeORM had
 * given them hashes), as their entities now name them: api/src/modules/associates and users
 * say what a violation of each means (`*.constraints.ts`).
 */
const RENAMES: [table: string, from: string, to: string][] = [
  ['associate', 'UQ_fffaf45e9126cbb79da9e4eb4c3', 'UQ_associate_cpf'],
  ['associate', 'UQ_888cb1469f6a17d454a043ab935', 'UQ_associate_email'],
  ['associate', 'UQ_c540cffc341305e58621f3d35a6', 'UQ_associate_registration'],
  ['staff_user', 'UQ_9dad6ac78c159986d00ecfab09b', 'UQ_staff_user_cpf'],
  ['staff_user', 'UQ_41a4f42a05b7aee26f9d3a0bb6b', 'UQ_staff_user_email'],
];

export class IdentityConstraintNames1795693900000 implements MigrationInterface {
  name = 'IdentityConstraintNames1795693900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, from, to] of RENAMES) {
      await queryRunner.query(`ALTER TABLE "${table}" RENAME CONSTRAINT "${from}" TO "${to}"`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, from, to] of RENAMES) {
      await queryRunner.query(`ALTER TABLE "${table}" RENAME CONSTRAINT "${to}" TO "${from}"`);
    }
  }
}
