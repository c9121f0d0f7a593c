import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DomainEventsOutbox1795692477977 implements MigrationInterface {
  name = 'DomainEventsOutbox1795692477977';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "outbox_event" ("id" BIGSERIAL NOT NULL, "type" character varying(80) NOT NULL, "payload" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "available_at" TIMESTAMP WITH TIME ZONE NOT NULL, "claimed_until" TIMESTAMP WITH TIME ZONE, "attempts" integer NOT NULL DEFAULT \'0\', "handled_at" TIMESTAMP WITH TIME ZONE, "last_error" text, CONSTRAINT "PK_cc0c9e40998e45ecfc5e313429d" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_outbox_event_due" ON "outbox_event"  ("available_at") WHERE "handled_at" IS NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_outbox_event_due"');
    await queryRunner.query('DROP TABLE "outbox_event"');
  }
}
