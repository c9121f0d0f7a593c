import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Reservations1795405903452 implements MigrationInterface {
  name = 'Reservations1795405903452';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The exclusion constraint of local_reservation compares local_id (an integer) with = in a
    // GiST index: btree_gist (a trusted extension on PostgreSQL 13+; loaded into PGlite).
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS btree_gist');
    await queryRunner.query(
      'CREATE TABLE "purchase_order" ("id" SERIAL NOT NULL, "associate_id" uuid NOT NULL, "kind" character varying(10) NOT NULL, "status" smallint NOT NULL DEFAULT \'1\', "total_cents" integer NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE, "payment_type" character varying(10), "card_brand" character varying(20), "paid_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_purchase_order_total" CHECK ("total_cents" >= 0), CONSTRAINT "CHK_purchase_order_status" CHECK ("status" BETWEEN 1 AND 4), CONSTRAINT "CHK_purchase_order_kind" CHECK ("kind" IN (\'reserva\', \'evento\')), CONSTRAINT "PK_ad3e1c7b862f4043b103a6c8c60" PRIMARY KEY ("id"))',
    );
    // A member's orders, newest first (descending order: not declared by the entity).
    await queryRunner.query(
      'CREATE INDEX "IDX_purchase_order_associate" ON "purchase_order" ("associate_id", "created_at" DESC)',
    );
    await queryRunner.query(
      'CREATE TABLE "reservation_invitation" ("id" SERIAL NOT NULL, "reservation_id" integer NOT NULL, "name" character varying(150) NOT NULL, "doc" character(11) NOT NULL, "kind" character varying(10) NOT NULL, "associate_id" uuid, "dependent_id" uuid, "value_cents" integer NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_reservation_invitation_doc" UNIQUE ("reservation_id", "doc"), CONSTRAINT "CHK_reservation_invitation_value" CHECK ("value_cents" >= 0), CONSTRAINT "CHK_reservation_invitation_kind" CHECK ("kind" IN (\'associate\', \'dependent\', \'guest\')), CONSTRAINT "PK_7fa04027aae9e8670ef6c599524" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_reservation_invitation_associate" ON "reservation_invitation"  ("associate_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_reservation_invitation_dependent" ON "reservation_invitation"  ("dependent_id") ',
    );
    // Two active reservations (1 Pendente, 2 Confirmada) of one place never overlap; expired
    // holds are written 4 by the booking transaction before its insert.
    await queryRunner.query(
      'CREATE TABLE "local_reservation" ("id" SERIAL NOT NULL, "order_id" integer NOT NULL, "local_id" integer NOT NULL, "associate_id" uuid NOT NULL, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ends_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status" smallint NOT NULL DEFAULT \'1\', "hold_expires_at" TIMESTAMP WITH TIME ZONE, "cancelled_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "REL_244643290b353821cf5482d007" UNIQUE ("order_id"), CONSTRAINT "CHK_local_reservation_status" CHECK ("status" BETWEEN 1 AND 4), CONSTRAINT "CHK_local_reservation_period" CHECK ("ends_at" > "starts_at"), CONSTRAINT "EXC_local_reservation_overlap" EXCLUDE USING gist ("local_id" WITH =, tstzrange("starts_at", "ends_at", \'[)\') WITH &&) WHERE ("status" IN (1, 2)), CONSTRAINT "PK_7e839ad302dd27b347a313d5b78" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_local_reservation_starts_at" ON "local_reservation"  ("starts_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_local_reservation_associate" ON "local_reservation"  ("associate_id", "starts_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "site_configuration" ADD "reservation_cancel_hours" integer NOT NULL DEFAULT \'24\'',
    );
    await queryRunner.query(
      'ALTER TABLE "site_configuration" ADD CONSTRAINT "CHK_site_configuration_cancel_hours" CHECK ("reservation_cancel_hours" BETWEEN 0 AND 720)',
    );
    await queryRunner.query(
      'ALTER TABLE "purchase_order" ADD CONSTRAINT "FK_ea26ed09f3ab967283a564827e8" FOREIGN KEY ("associate_id") REFERENCES "associate"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation_invitation" ADD CONSTRAINT "FK_365c96f59b705f96cf80e1247c9" FOREIGN KEY ("reservation_id") REFERENCES "local_reservation"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation_invitation" ADD CONSTRAINT "FK_a599d2e67e7e9c9c95b4fa84c76" FOREIGN KEY ("associate_id") REFERENCES "associate"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation_invitation" ADD CONSTRAINT "FK_8422f71f9be3698f792834e9947" FOREIGN KEY ("dependent_id") REFERENCES "dependent"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "local_reservation" ADD CONSTRAINT "FK_244643290b353821cf5482d0071" FOREIGN KEY ("order_id") REFERENCES "purchase_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "local_reservation" ADD CONSTRAINT "FK_ed75be0343f29a53bf8a420dc34" FOREIGN KEY ("local_id") REFERENCES "local"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "local_reservation" ADD CONSTRAINT "FK_6ac5437675f7d108afdd363df1e" FOREIGN KEY ("associate_id") REFERENCES "associate"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "local_reservation" DROP CONSTRAINT "FK_6ac5437675f7d108afdd363df1e"',
    );
    await queryRunner.query(
      'ALTER TABLE "local_reservation" DROP CONSTRAINT "FK_ed75be0343f29a53bf8a420dc34"',
    );
    await queryRunner.query(
      'ALTER TABLE "local_reservation" DROP CONSTRAINT "FK_244643290b353821cf5482d0071"',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation_invitation" DROP CONSTRAINT "FK_8422f71f9be3698f792834e9947"',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation_invitation" DROP CONSTRAINT "FK_a599d2e67e7e9c9c95b4fa84c76"',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation_invitation" DROP CONSTRAINT "FK_365c96f59b705f96cf80e1247c9"',
    );
    await queryRunner.query(
      'ALTER TABLE "purchase_order" DROP CONSTRAINT "FK_ea26ed09f3ab967283a564827e8"',
    );
    await queryRunner.query(
      'ALTER TABLE "site_configuration" DROP CONSTRAINT "CHK_site_configuration_cancel_hours"',
    );
    await queryRunner.query(
      'ALTER TABLE "site_configuration" DROP COLUMN "reservation_cancel_hours"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_local_reservation_associate"');
    await queryRunner.query('DROP INDEX "public"."IDX_local_reservation_starts_at"');
    await queryRunner.query('DROP TABLE "local_reservation"');
    await queryRunner.query('DROP INDEX "public"."IDX_reservation_invitation_dependent"');
    await queryRunner.query('DROP INDEX "public"."IDX_reservation_invitation_associate"');
    await queryRunner.query('DROP TABLE "reservation_invitation"');
    await queryRunner.query('DROP INDEX "public"."IDX_purchase_order_associate"');
    await queryRunner.query('DROP TABLE "purchase_order"');
  }
}
