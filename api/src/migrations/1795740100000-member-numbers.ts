import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every associate and dependent gets a short member number (issue 26): one sequence for both
 * tables, so a number names one person. Existing people are numbered in the order they were
 * registered; new ones get theirs from a trigger at insert (the column stays NOT NULL without a
 * default, as the entities declare it). The card dialog shows it ('001'/'002' + the number) and
 * the card's QR code carries it instead of the 36-character id.
 */
export class MemberNumbers1795740100000 implements MigrationInterface {
  name = 'MemberNumbers1795740100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE SEQUENCE "member_number_seq" AS integer START 1');
    await queryRunner.query('ALTER TABLE "associate" ADD "member_number" integer');
    await queryRunner.query('ALTER TABLE "dependent" ADD "member_number" integer');
    await queryRunner.query(`
      WITH people AS (
        SELECT 'a' AS kind, "id", "created_at" FROM "associate"
        UNION ALL
        SELECT 'd' AS kind, "id", "created_at" FROM "dependent"
      ), numbered AS (
        SELECT kind, "id", row_number() OVER (ORDER BY "created_at", kind, "id") AS n FROM people
      )
      UPDATE "associate" a SET "member_number" = numbered.n
        FROM numbered WHERE numbered.kind = 'a' AND numbered."id" = a."id"`);
    await queryRunner.query(`
      WITH people AS (
        SELECT 'a' AS kind, "id", "created_at" FROM "associate"
        UNION ALL
        SELECT 'd' AS kind, "id", "created_at" FROM "dependent"
      ), numbered AS (
        SELECT kind, "id", row_number() OVER (ORDER BY "created_at", kind, "id") AS n FROM people
      )
      UPDATE "dependent" d SET "member_number" = numbered.n
        FROM numbered WHERE numbered.kind = 'd' AND numbered."id" = d."id"`);
    await queryRunner.query(`
      SELECT setval('member_number_seq', GREATEST(
        (SELECT count(*) FROM "associate") + (SELECT count(*) FROM "dependent"), 1),
        (SELECT count(*) FROM "associate") + (SELECT count(*) FROM "dependent") > 0)`);
    await queryRunner.query(`
      CREATE FUNCTION "member_number_assign"() RETURNS trigger AS $$
      BEGIN
        IF NEW."member_number" IS NULL THEN
          NEW."member_number" := nextval('member_number_seq');
        END IF;
        RETURN NEW;
      END
      $$ LANGUAGE plpgsql`);
    // A number is never changed (nor handed to someone else: the sequence alone gives them).
    await queryRunner.query(`
      CREATE FUNCTION "member_number_fixed"() RETURNS trigger AS $$
      BEGIN
        IF NEW."member_number" IS DISTINCT FROM OLD."member_number" THEN
          RAISE EXCEPTION 'member_number is fixed' USING ERRCODE = 'check_violation';
        END IF;
        RETURN NEW;
      END
      $$ LANGUAGE plpgsql`);
    for (const table of ['associate', 'dependent']) {
      await queryRunner.query(
        `CREATE TRIGGER "TRG_${table}_member_number" BEFORE INSERT ON "${table}" FOR EACH ROW EXECUTE FUNCTION "member_number_assign"()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER "TRG_${table}_member_number_fixed" BEFORE UPDATE OF "member_number" ON "${table}" FOR EACH ROW EXECUTE FUNCTION "member_number_fixed"()`,
      );
      await queryRunner.query(`ALTER TABLE "${table}" ALTER COLUMN "member_number" SET NOT NULL`);
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "UQ_${table}_member_number" UNIQUE ("member_number")`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['dependent', 'associate']) {
      await queryRunner.query(`DROP TRIGGER "TRG_${table}_member_number_fixed" ON "${table}"`);
      await queryRunner.query(`DROP TRIGGER "TRG_${table}_member_number" ON "${table}"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "member_number"`);
    }
    await queryRunner.query('DROP FUNCTION "member_number_fixed"()');
    await queryRunner.query('DROP FUNCTION "member_number_assign"()');
    await queryRunner.query('DROP SEQUENCE "member_number_seq"');
  }
}
