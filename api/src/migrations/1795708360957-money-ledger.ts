import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MoneyLedger1795708360957 implements MigrationInterface {
  name = 'MoneyLedger1795708360957';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "money_movement" ("id" SERIAL NOT NULL, "order_id" integer NOT NULL, "payment_id" integer NOT NULL, "kind" character varying(10) NOT NULL, "state" character varying(10) NOT NULL, "amount_cents" integer NOT NULL, "reason" character varying(20), "actor" character varying(60), "note" character varying(300), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "done_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_money_movement_capture_done" CHECK ("kind" <> \'capture\' OR "state" = \'done\'), CONSTRAINT "CHK_money_movement_amount" CHECK ("amount_cents" > 0), CONSTRAINT "CHK_money_movement_state" CHECK ("state" IN (\'requested\', \'done\')), CONSTRAINT "CHK_money_movement_kind" CHECK ("kind" IN (\'capture\', \'refund\')), CONSTRAINT "PK_f3e19419f76bdb688882edaa757" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_money_movement_requested" ON "money_movement"  ("state") WHERE "state" = \'requested\'',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_money_movement_order" ON "money_movement"  ("order_id") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_money_movement_capture" ON "money_movement"  ("payment_id") WHERE "kind" = \'capture\'',
    );
    await queryRunner.query(
      'ALTER TABLE "event" ADD "ticket_cancel_hours" integer NOT NULL DEFAULT \'48\'',
    );
    await queryRunner.query(
      'ALTER TABLE "sandbox_sale" ADD "refunded_cents" integer NOT NULL DEFAULT \'0\'',
    );
    await queryRunner.query(
      'ALTER TABLE "event" ADD CONSTRAINT "CHK_event_ticket_cancel_hours" CHECK ("ticket_cancel_hours" BETWEEN 0 AND 720)',
    );
    await queryRunner.query(
      'ALTER TABLE "money_movement" ADD CONSTRAINT "FK_db5030f9b5968e9644e62ed574e" FOREIGN KEY ("order_id") REFERENCES "purchase_order"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "money_movement" ADD CONSTRAINT "FK_3d04ffdef106cce7c297979f80c" FOREIGN KEY ("payment_id") REFERENCES "payment"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "payment" ADD "refund_claimed_until" TIMESTAMP WITH TIME ZONE',
    );
    // The payments taken before the ledger: their captures, and the refunds of those returned.
    await queryRunner.query(
      `INSERT INTO money_movement (order_id, payment_id, kind, state, amount_cents, created_at, done_at)
       SELECT order_id, id, 'capture', 'done', amount_cents, COALESCE(paid_at, updated_at), COALESCE(paid_at, updated_at)
         FROM payment WHERE state IN ('paid', 'refunding', 'refunded') AND amount_cents > 0`,
    );
    await queryRunner.query(
      `INSERT INTO money_movement (order_id, payment_id, kind, state, amount_cents, reason, actor, created_at, done_at)
       SELECT order_id, id, 'refund', CASE WHEN state = 'refunded' THEN 'done' ELSE 'requested' END,
              amount_cents, 'order-unavailable', 'system', updated_at,
              CASE WHEN state = 'refunded' THEN updated_at END
         FROM payment WHERE state IN ('refunding', 'refunded') AND amount_cents > 0`,
    );
    await queryRunner.query(
      `UPDATE sandbox_sale SET refunded_cents = amount_cents WHERE status IN (10, 11)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "money_movement" DROP CONSTRAINT "FK_3d04ffdef106cce7c297979f80c"',
    );
    await queryRunner.query(
      'ALTER TABLE "money_movement" DROP CONSTRAINT "FK_db5030f9b5968e9644e62ed574e"',
    );
    await queryRunner.query('ALTER TABLE "event" DROP CONSTRAINT "CHK_event_ticket_cancel_hours"');
    await queryRunner.query('ALTER TABLE "sandbox_sale" DROP COLUMN "refunded_cents"');
    await queryRunner.query('ALTER TABLE "payment" DROP COLUMN "refund_claimed_until"');
    await queryRunner.query('ALTER TABLE "event" DROP COLUMN "ticket_cancel_hours"');
    await queryRunner.query('DROP INDEX "public"."UQ_money_movement_capture"');
    await queryRunner.query('DROP INDEX "public"."IDX_money_movement_order"');
    await queryRunner.query('DROP INDEX "public"."IDX_money_movement_requested"');
    await queryRunner.query('DROP TABLE "money_movement"');
  }
}
