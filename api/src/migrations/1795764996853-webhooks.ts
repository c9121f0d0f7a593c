import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Webhooks1795764996853 implements MigrationInterface {
  name = 'Webhooks1795764996853';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "webhook_endpoint" ("id" SERIAL NOT NULL, "url" character varying(2000) NOT NULL, "description" character varying(150), "events" text array NOT NULL, "secret" character varying(100) NOT NULL, "active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6c98112122b2b8a4f3984d2efa8" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "webhook_delivery" ("id" BIGSERIAL NOT NULL, "endpoint_id" integer NOT NULL, "event_id" bigint NOT NULL, "event_type" character varying(80) NOT NULL, "message_id" character varying(60) NOT NULL, "body" text NOT NULL, "status" smallint NOT NULL DEFAULT \'1\', "attempts" integer NOT NULL DEFAULT \'0\', "next_attempt_at" TIMESTAMP WITH TIME ZONE, "claimed_until" TIMESTAMP WITH TIME ZONE, "last_status_code" integer, "last_error" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "delivered_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_webhook_delivery_event_endpoint" UNIQUE ("event_id", "endpoint_id"), CONSTRAINT "PK_b1ae290239a778f12399db91354" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_webhook_delivery_endpoint" ON "webhook_delivery"  ("endpoint_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_webhook_delivery_due" ON "webhook_delivery"  ("next_attempt_at") WHERE "status" = 1',
    );
    await queryRunner.query(
      'CREATE TABLE "webhook_attempt" ("id" BIGSERIAL NOT NULL, "delivery_id" bigint NOT NULL, "attempted_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status_code" integer, "duration_ms" integer NOT NULL, "error" character varying(500), "manual" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_e4ff77b66cdd20591ba6189a1f9" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_webhook_attempt_delivery" ON "webhook_attempt"  ("delivery_id", "attempted_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_delivery" ADD CONSTRAINT "FK_f53f5aec02217a54927b13e39d9" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoint"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_attempt" ADD CONSTRAINT "FK_d7ed48c4841159bfd6bdee166ea" FOREIGN KEY ("delivery_id") REFERENCES "webhook_delivery"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "webhook_attempt" DROP CONSTRAINT "FK_d7ed48c4841159bfd6bdee166ea"',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_delivery" DROP CONSTRAINT "FK_f53f5aec02217a54927b13e39d9"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_webhook_attempt_delivery"');
    await queryRunner.query('DROP TABLE "webhook_attempt"');
    await queryRunner.query('DROP INDEX "public"."IDX_webhook_delivery_due"');
    await queryRunner.query('DROP INDEX "public"."IDX_webhook_delivery_endpoint"');
    await queryRunner.query('DROP TABLE "webhook_delivery"');
    await queryRunner.query('DROP TABLE "webhook_endpoint"');
  }
}
