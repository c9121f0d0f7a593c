import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Events1795408645369 implements MigrationInterface {
  name = 'Events1795408645369';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "event_file" ("id" SERIAL NOT NULL, "position" integer NOT NULL, "file_id" uuid NOT NULL, "event_id" integer NOT NULL, CONSTRAINT "REL_0be7a36c58a3fca3b05c2f452e" UNIQUE ("file_id"), CONSTRAINT "PK_586ef3e6475d02975e2017a8ecf" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_event_file_order" ON "event_file"  ("event_id", "position") ',
    );
    await queryRunner.query(
      'CREATE TABLE "event" ("id" SERIAL NOT NULL, "title" character varying(150) NOT NULL, "description" text NOT NULL, "observations" text, "local_id" integer NOT NULL, "ticket_template_id" integer, "start_sale" TIMESTAMP WITH TIME ZONE NOT NULL, "end_sale" TIMESTAMP WITH TIME ZONE NOT NULL, "free_limit" integer NOT NULL DEFAULT \'0\', "tickets_total" integer NOT NULL, "guest_price_cents" integer NOT NULL DEFAULT \'0\', "emphasis" boolean NOT NULL DEFAULT false, "status" smallint NOT NULL DEFAULT \'1\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "image_id" uuid, CONSTRAINT "CHK_event_status" CHECK ("status" IN (1, 2)), CONSTRAINT "CHK_event_guest_price" CHECK ("guest_price_cents" >= 0), CONSTRAINT "CHK_event_tickets_total" CHECK ("tickets_total" BETWEEN 0 AND 9999), CONSTRAINT "CHK_event_free_limit" CHECK ("free_limit" >= 0), CONSTRAINT "CHK_event_sale_period" CHECK ("end_sale" > "start_sale"), CONSTRAINT "PK_30c2f3bbaf6d34a55f8ae6e4614" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_event_local" ON "event"  ("local_id") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_event_ticket_template" ON "event"  ("ticket_template_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "event_date" ("id" SERIAL NOT NULL, "event_id" integer NOT NULL, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ends_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "CHK_event_date_period" CHECK ("ends_at" > "starts_at"), CONSTRAINT "PK_1dd9342acbc89721822449b2764" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_event_date_event" ON "event_date"  ("event_id", "starts_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "event_waitlist" ("id" SERIAL NOT NULL, "event_id" integer NOT NULL, "associate_id" uuid NOT NULL, "quantity" smallint NOT NULL, "status" smallint NOT NULL DEFAULT \'1\', "offered_quantity" smallint, "offer_expires_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_event_waitlist_offered" CHECK ("offered_quantity" IS NULL OR "offered_quantity" >= 1), CONSTRAINT "CHK_event_waitlist_status" CHECK ("status" BETWEEN 1 AND 5), CONSTRAINT "CHK_event_waitlist_quantity" CHECK ("quantity" BETWEEN 1 AND 10), CONSTRAINT "PK_021fbb69bd2494d71d80d58dcce" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_event_waitlist_associate" ON "event_waitlist"  ("associate_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_event_waitlist_event" ON "event_waitlist"  ("event_id", "status", "id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "ticket" ("id" SERIAL NOT NULL, "event_id" integer, "order_id" integer, "associate_id" uuid, "name" character varying(150) NOT NULL, "cpf" character(11), "kind" character varying(10), "title" character varying(150) NOT NULL, "text" text, "address" character varying(300), "value_cents" integer NOT NULL DEFAULT \'0\', "event_date" TIMESTAMP WITH TIME ZONE NOT NULL, "ticket_template_id" integer, "status" smallint NOT NULL DEFAULT \'1\', "hold_expires_at" TIMESTAMP WITH TIME ZONE, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_ticket_kind" CHECK ("kind" IN (\'associate\', \'dependent\', \'guest\')), CONSTRAINT "CHK_ticket_value" CHECK ("value_cents" >= 0), CONSTRAINT "CHK_ticket_status" CHECK ("status" BETWEEN 1 AND 4), CONSTRAINT "PK_d9a0835407701eb86f874474b7c" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_ticket_order" ON "ticket"  ("order_id") ');
    await queryRunner.query('CREATE INDEX "IDX_ticket_associate" ON "ticket"  ("associate_id") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_ticket_event_status" ON "ticket"  ("event_id", "status") ',
    );
    // One ACTIVE ticket (stored status 1 Confirmado or 2 Pendente) per CPF and event; a purchase
    // first writes this event's expired holds 4, so they never block (partial: not declared by
    // the entity).
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_ticket_active_cpf" ON "ticket" ("event_id", "cpf") WHERE "status" IN (1, 2) AND "cpf" IS NOT NULL',
    );
    // One active waitlist entry (1 Aguardando, 2 Oferta enviada) per member and event.
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_event_waitlist_active" ON "event_waitlist" ("event_id", "associate_id") WHERE "status" IN (1, 2)',
    );
    await queryRunner.query(
      'ALTER TABLE "event_file" ADD CONSTRAINT "FK_0be7a36c58a3fca3b05c2f452e4" FOREIGN KEY ("file_id") REFERENCES "file"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "event_file" ADD CONSTRAINT "FK_fd96102336e1676c7315f422935" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "event" ADD CONSTRAINT "FK_7665c97253b13b5e51917f0f5c9" FOREIGN KEY ("local_id") REFERENCES "local"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "event" ADD CONSTRAINT "FK_ecda5a32a2362c6744f793be664" FOREIGN KEY ("ticket_template_id") REFERENCES "ticket_template"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "event" ADD CONSTRAINT "FK_4b28dce817e9888b5a9c8f301d2" FOREIGN KEY ("image_id") REFERENCES "file"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "event_date" ADD CONSTRAINT "FK_265080f4cc221885e217ed5a76a" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "event_waitlist" ADD CONSTRAINT "FK_a543a035114bfce7344a6b58a18" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "event_waitlist" ADD CONSTRAINT "FK_2fab73964fe0572f36b8bda36c9" FOREIGN KEY ("associate_id") REFERENCES "associate"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "ticket" ADD CONSTRAINT "FK_902a22d2110174b48925314c875" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "ticket" ADD CONSTRAINT "FK_f1467033cf1a399aecb98f66188" FOREIGN KEY ("order_id") REFERENCES "purchase_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "ticket" ADD CONSTRAINT "FK_5bada39c8b346256a47f1212484" FOREIGN KEY ("associate_id") REFERENCES "associate"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "ticket" ADD CONSTRAINT "FK_7349c2ab8cd139685410b1d1180" FOREIGN KEY ("ticket_template_id") REFERENCES "ticket_template"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "ticket" DROP CONSTRAINT "FK_7349c2ab8cd139685410b1d1180"',
    );
    await queryRunner.query(
      'ALTER TABLE "ticket" DROP CONSTRAINT "FK_5bada39c8b346256a47f1212484"',
    );
    await queryRunner.query(
      'ALTER TABLE "ticket" DROP CONSTRAINT "FK_f1467033cf1a399aecb98f66188"',
    );
    await queryRunner.query(
      'ALTER TABLE "ticket" DROP CONSTRAINT "FK_902a22d2110174b48925314c875"',
    );
    await queryRunner.query(
      'ALTER TABLE "event_waitlist" DROP CONSTRAINT "FK_2fab73964fe0572f36b8bda36c9"',
    );
    await queryRunner.query(
      'ALTER TABLE "event_waitlist" DROP CONSTRAINT "FK_a543a035114bfce7344a6b58a18"',
    );
    await queryRunner.query(
      'ALTER TABLE "event_date" DROP CONSTRAINT "FK_265080f4cc221885e217ed5a76a"',
    );
    await queryRunner.query('ALTER TABLE "event" DROP CONSTRAINT "FK_4b28dce817e9888b5a9c8f301d2"');
    await queryRunner.query('ALTER TABLE "event" DROP CONSTRAINT "FK_ecda5a32a2362c6744f793be664"');
    await queryRunner.query('ALTER TABLE "event" DROP CONSTRAINT "FK_7665c97253b13b5e51917f0f5c9"');
    await queryRunner.query(
      'ALTER TABLE "event_file" DROP CONSTRAINT "FK_fd96102336e1676c7315f422935"',
    );
    await queryRunner.query(
      'ALTER TABLE "event_file" DROP CONSTRAINT "FK_0be7a36c58a3fca3b05c2f452e4"',
    );
    await queryRunner.query('DROP INDEX "public"."UQ_event_waitlist_active"');
    await queryRunner.query('DROP INDEX "public"."UQ_ticket_active_cpf"');
    await queryRunner.query('DROP INDEX "public"."IDX_ticket_event_status"');
    await queryRunner.query('DROP INDEX "public"."IDX_ticket_associate"');
    await queryRunner.query('DROP INDEX "public"."IDX_ticket_order"');
    await queryRunner.query('DROP TABLE "ticket"');
    await queryRunner.query('DROP INDEX "public"."IDX_event_waitlist_event"');
    await queryRunner.query('DROP INDEX "public"."IDX_event_waitlist_associate"');
    await queryRunner.query('DROP TABLE "event_waitlist"');
    await queryRunner.query('DROP INDEX "public"."IDX_event_date_event"');
    await queryRunner.query('DROP TABLE "event_date"');
    await queryRunner.query('DROP INDEX "public"."IDX_event_ticket_template"');
    await queryRunner.query('DROP INDEX "public"."IDX_event_local"');
    await queryRunner.query('DROP TABLE "event"');
    await queryRunner.query('DROP INDEX "public"."IDX_event_file_order"');
    await queryRunner.query('DROP TABLE "event_file"');
  }
}
