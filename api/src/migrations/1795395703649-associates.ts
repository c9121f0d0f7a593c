import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Associates1795395703649 implements MigrationInterface {
  name = 'Associates1795395703649';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "audit_log" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT clock_timestamp(), "actor_id" uuid, "actor_name" character varying(255) NOT NULL, "entity_type" character varying(20) NOT NULL, "entity_id" character varying(64) NOT NULL, "associate_id" uuid, "action" character varying(10) NOT NULL, "changes" jsonb NOT NULL DEFAULT \'[]\', CONSTRAINT "PK_07fefa57f7f5ab8fc3f52b3ed0b" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_audit_log_entity" ON "audit_log"  ("entity_type", "entity_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_audit_log_associate_at" ON "audit_log"  ("associate_id", "at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "associate_sport" ("associate_id" uuid NOT NULL, "sport_id" integer NOT NULL, CONSTRAINT "PK_2fdbf199e01ff3967ce4ed00817" PRIMARY KEY ("associate_id", "sport_id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_ccc819c2b2d78fdac4fc6eaae4" ON "associate_sport"  ("associate_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_20824606acd567dd2e8cfb0b5b" ON "associate_sport"  ("sport_id") ',
    );
    await queryRunner.query('ALTER TABLE "associate" ADD "version" integer NOT NULL DEFAULT \'1\'');
    await queryRunner.query('CREATE INDEX "IDX_dependent_cpf" ON "dependent"  ("cpf") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_dependent_associate" ON "dependent"  ("associate_id") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_associate_company" ON "associate"  ("company_id") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_associate_birth_date" ON "associate"  ("birth_date") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_associate_admission_date" ON "associate"  ("admission_date") ',
    );
    await queryRunner.query(
      'ALTER TABLE "associate_sport" ADD CONSTRAINT "FK_ccc819c2b2d78fdac4fc6eaae46" FOREIGN KEY ("associate_id") REFERENCES "associate"("id") ON DELETE CASCADE ON UPDATE CASCADE',
    );
    await queryRunner.query(
      'ALTER TABLE "associate_sport" ADD CONSTRAINT "FK_20824606acd567dd2e8cfb0b5ba" FOREIGN KEY ("sport_id") REFERENCES "sport"("id") ON DELETE CASCADE ON UPDATE CASCADE',
    );
    // Hand-written: the list's search indexes, and one CPF per person across associates and
    // dependents. pg_trgm and unaccent are trusted extensions (PostgreSQL 13+) and ship with
    // PGlite (loaded by embedded-postgres.ts).
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS unaccent');
    // unaccent() is only STABLE (its dictionary could change); an index needs IMMUTABLE.
    await queryRunner.query(
      "CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$",
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_associate_name_trgm" ON "associate" USING gin (f_unaccent(lower("name")) gin_trgm_ops)',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_associate_email_trgm" ON "associate" USING gin (f_unaccent(lower("email")) gin_trgm_ops)',
    );
    await queryRunner.query('CREATE INDEX "IDX_associate_name_sort" ON "associate" ("name", "id")');
    await queryRunner.query(
      'CREATE INDEX "IDX_associate_cpf_pattern" ON "associate" ("cpf" varchar_pattern_ops)',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_associate_registration_pattern" ON "associate" ("registration" varchar_pattern_ops)',
    );
    // One CPF, one person: every CPF of an associate or a dependent is also a primary key here,
    // kept by triggers, so two people can never hold it (even when saved at the same moment).
    await queryRunner.query(
      'CREATE TABLE "person_cpf" ("cpf" character varying(11) NOT NULL, "kind" character varying(10) NOT NULL, "person_id" uuid NOT NULL, CONSTRAINT "PK_person_cpf" PRIMARY KEY ("cpf"), CONSTRAINT "CHK_person_cpf_kind" CHECK ("kind" IN (\'associate\', \'dependent\')))',
    );
    await queryRunner.query(
      `CREATE FUNCTION person_cpf_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.cpf IS NOT NULL THEN
      DELETE FROM person_cpf WHERE cpf = OLD.cpf AND person_id = OLD.id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF NEW.cpf IS NOT DISTINCT FROM OLD.cpf THEN
      RETURN NULL;
    END IF;
    IF OLD.cpf IS NOT NULL THEN
      DELETE FROM person_cpf WHERE cpf = OLD.cpf AND person_id = OLD.id;
    END IF;
  END IF;
  IF NEW.cpf IS NOT NULL THEN
    INSERT INTO person_cpf (cpf, kind, person_id) VALUES (NEW.cpf, TG_ARGV[0], NEW.id);
  END IF;
  RETURN NULL;
END
$$`,
    );
    await queryRunner.query(
      "INSERT INTO person_cpf (cpf, kind, person_id) SELECT cpf, 'associate', id FROM associate",
    );
    await queryRunner.query(
      "INSERT INTO person_cpf (cpf, kind, person_id) SELECT cpf, 'dependent', id FROM dependent WHERE cpf IS NOT NULL",
    );
    await queryRunner.query(
      'CREATE TRIGGER "TRG_associate_person_cpf" AFTER INSERT OR DELETE OR UPDATE OF "cpf" ON "associate" FOR EACH ROW EXECUTE FUNCTION person_cpf_sync(\'associate\')',
    );
    await queryRunner.query(
      'CREATE TRIGGER "TRG_dependent_person_cpf" AFTER INSERT OR DELETE OR UPDATE OF "cpf" ON "dependent" FOR EACH ROW EXECUTE FUNCTION person_cpf_sync(\'dependent\')',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "TRG_dependent_person_cpf" ON "dependent"');
    await queryRunner.query('DROP TRIGGER "TRG_associate_person_cpf" ON "associate"');
    await queryRunner.query('DROP FUNCTION person_cpf_sync()');
    await queryRunner.query('DROP TABLE "person_cpf"');
    await queryRunner.query('DROP INDEX "public"."IDX_associate_registration_pattern"');
    await queryRunner.query('DROP INDEX "public"."IDX_associate_cpf_pattern"');
    await queryRunner.query('DROP INDEX "public"."IDX_associate_name_sort"');
    await queryRunner.query('DROP INDEX "public"."IDX_associate_email_trgm"');
    await queryRunner.query('DROP INDEX "public"."IDX_associate_name_trgm"');
    await queryRunner.query('DROP FUNCTION f_unaccent(text)');
    await queryRunner.query(
      'ALTER TABLE "associate_sport" DROP CONSTRAINT "FK_20824606acd567dd2e8cfb0b5ba"',
    );
    await queryRunner.query(
      'ALTER TABLE "associate_sport" DROP CONSTRAINT "FK_ccc819c2b2d78fdac4fc6eaae46"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_associate_admission_date"');
    await queryRunner.query('DROP INDEX "public"."IDX_associate_birth_date"');
    await queryRunner.query('DROP INDEX "public"."IDX_associate_company"');
    await queryRunner.query('DROP INDEX "public"."IDX_dependent_associate"');
    await queryRunner.query('DROP INDEX "public"."IDX_dependent_cpf"');
    await queryRunner.query('ALTER TABLE "associate" DROP COLUMN "version"');
    await queryRunner.query('DROP INDEX "public"."IDX_20824606acd567dd2e8cfb0b5b"');
    await queryRunner.query('DROP INDEX "public"."IDX_ccc819c2b2d78fdac4fc6eaae4"');
    await queryRunner.query('DROP TABLE "associate_sport"');
    await queryRunner.query('DROP INDEX "public"."IDX_audit_log_associate_at"');
    await queryRunner.query('DROP INDEX "public"."IDX_audit_log_entity"');
    await queryRunner.query('DROP TABLE "audit_log"');
  }
}
