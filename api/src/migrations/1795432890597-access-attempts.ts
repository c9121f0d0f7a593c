import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccessAttempts1795432890597 implements MigrationInterface {
  name = 'AccessAttempts1795432890597';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "access_attempt" ("id" SERIAL NOT NULL, "kind" character varying(10) NOT NULL, "code" integer, "local_id" integer, "event_id" integer, "reservation_invitation_id" integer, "ticket_id" integer, "card_id" integer, "name" character varying(150), "doc_type" character varying(10), "doc" character(11), "user_type" character varying(20), "allowed" boolean NOT NULL, "reason_code" character varying(40), "reason" character varying(300), "staff_user_id" uuid, "request_id" character varying(64), "reply" jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_access_attempt_request" UNIQUE ("staff_user_id", "request_id"), CONSTRAINT "CHK_access_attempt_kind" CHECK ("kind" IN (\'invitation\', \'ticket\', \'card\')), CONSTRAINT "PK_f8160546441819b872aad2bb684" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_access_attempt_event" ON "access_attempt"  ("event_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_access_attempt_invitation" ON "access_attempt"  ("reservation_invitation_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_access_attempt_ticket" ON "access_attempt"  ("ticket_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_access_attempt_card" ON "access_attempt"  ("card_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_access_attempt_staff_user" ON "access_attempt"  ("staff_user_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_access_attempt_local_created_at" ON "access_attempt"  ("local_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_access_attempt_created_at" ON "access_attempt"  ("created_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "access_attempt" ADD CONSTRAINT "FK_6cb9111642bdea8fe3ed79bc130" FOREIGN KEY ("local_id") REFERENCES "local"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "access_attempt" ADD CONSTRAINT "FK_cc6d25be64033d3584f9803486e" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "access_attempt" ADD CONSTRAINT "FK_09f29150ed72b5bbf19d5743e88" FOREIGN KEY ("reservation_invitation_id") REFERENCES "reservation_invitation"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "access_attempt" ADD CONSTRAINT "FK_f0c8fa78d6e2678fd3693922f52" FOREIGN KEY ("ticket_id") REFERENCES "ticket"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "access_attempt" ADD CONSTRAINT "FK_fe03a0756e8b4de0d682dfe1c9d" FOREIGN KEY ("card_id") REFERENCES "card"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "access_attempt" ADD CONSTRAINT "FK_883ff8084ae76193ba25bb88980" FOREIGN KEY ("staff_user_id") REFERENCES "staff_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "access_attempt" DROP CONSTRAINT "FK_883ff8084ae76193ba25bb88980"',
    );
    await queryRunner.query(
      'ALTER TABLE "access_attempt" DROP CONSTRAINT "FK_fe03a0756e8b4de0d682dfe1c9d"',
    );
    await queryRunner.query(
      'ALTER TABLE "access_attempt" DROP CONSTRAINT "FK_f0c8fa78d6e2678fd3693922f52"',
    );
    await queryRunner.query(
      'ALTER TABLE "access_attempt" DROP CONSTRAINT "FK_09f29150ed72b5bbf19d5743e88"',
    );
    await queryRunner.query(
      'ALTER TABLE "access_attempt" DROP CONSTRAINT "FK_cc6d25be64033d3584f9803486e"',
    );
    await queryRunner.query(
      'ALTER TABLE "access_attempt" DROP CONSTRAINT "FK_6cb9111642bdea8fe3ed79bc130"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_access_attempt_created_at"');
    await queryRunner.query('DROP INDEX "public"."IDX_access_attempt_local_created_at"');
    await queryRunner.query('DROP INDEX "public"."IDX_access_attempt_staff_user"');
    await queryRunner.query('DROP INDEX "public"."IDX_access_attempt_card"');
    await queryRunner.query('DROP INDEX "public"."IDX_access_attempt_ticket"');
    await queryRunner.query('DROP INDEX "public"."IDX_access_attempt_invitation"');
    await queryRunner.query('DROP INDEX "public"."IDX_access_attempt_event"');
    await queryRunner.query('DROP TABLE "access_attempt"');
  }
}
