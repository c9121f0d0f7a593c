import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Payments1795418112488 implements MigrationInterface {
  name = 'Payments1795418112488';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "payment_authentication" ("id" uuid NOT NULL, "order_id" integer NOT NULL, "card_fingerprint" character varying(64) NOT NULL, "state" character varying(14) NOT NULL, "challenge_passes" boolean NOT NULL, "cavv" character varying(64), "xid" character varying(64), "eci" character varying(4), "used_at" TIMESTAMP WITH TIME ZONE, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_61ae6ec48582bb97015494a31fd" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_payment_authentication_order" ON "payment_authentication"  ("order_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "payment_key" ("kid" character varying(64) NOT NULL, "private_pem" text NOT NULL, "public_jwk" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "retires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_58ad7b2d26b66d188cb768877e7" PRIMARY KEY ("kid"))',
    );
    await queryRunner.query(
      'CREATE TABLE "payment_nonce" ("nonce" character varying(64) NOT NULL, "order_id" integer NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_5eaabedc46fbb947a5c97465c2a" PRIMARY KEY ("nonce"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_payment_nonce_expires" ON "payment_nonce"  ("expires_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "payment" ("id" SERIAL NOT NULL, "order_id" integer NOT NULL, "acquirer" character varying(20) NOT NULL, "acquirer_payment_id" character varying(64), "request_id" uuid NOT NULL, "type" character varying(10) NOT NULL, "state" character varying(12) NOT NULL, "acquirer_status" smallint, "amount_cents" integer NOT NULL, "brand" character varying(20), "return_code" character varying(10), "return_message" character varying(200), "tid" character varying(40), "authorization_code" character varying(20), "qr_code_string" text, "qr_code_image" text, "end_to_end_id" character varying(64), "paid_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_payment_amount" CHECK ("amount_cents" >= 0), CONSTRAINT "CHK_payment_state" CHECK ("state" IN (\'processing\', \'pending\', \'paid\', \'declined\', \'refunding\', \'refunded\', \'failed\')), CONSTRAINT "CHK_payment_type" CHECK ("type" IN (\'credit\', \'debit\', \'pix\')), CONSTRAINT "PK_fcaec7df5adf9cac408c686b2ab" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_payment_acquirer_id" ON "payment"  ("acquirer_payment_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_payment_state_created" ON "payment"  ("state", "created_at") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_payment_order_open" ON "payment"  ("order_id") WHERE "state" IN (\'processing\', \'pending\', \'paid\')',
    );
    await queryRunner.query(
      'CREATE TABLE "sandbox_sale" ("payment_id" uuid NOT NULL, "request_id" uuid NOT NULL, "merchant_order_id" character varying(50) NOT NULL, "type" character varying(12) NOT NULL, "status" smallint NOT NULL, "amount_cents" integer NOT NULL, "return_code" character varying(10), "return_message" character varying(200), "brand" character varying(20), "tid" character varying(40), "authorization_code" character varying(20), "qr_code_string" text, "end_to_end_id" character varying(64), "expires_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_d46af0d932fad91462da96b22b4" UNIQUE ("request_id"), CONSTRAINT "PK_6c335e7bc96e15d0dd051d7ac6a" PRIMARY KEY ("payment_id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "payment" ADD CONSTRAINT "FK_f5221735ace059250daac9d9803" FOREIGN KEY ("order_id") REFERENCES "purchase_order"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "payment" DROP CONSTRAINT "FK_f5221735ace059250daac9d9803"',
    );
    await queryRunner.query('DROP TABLE "sandbox_sale"');
    await queryRunner.query('DROP INDEX "public"."UQ_payment_order_open"');
    await queryRunner.query('DROP INDEX "public"."IDX_payment_state_created"');
    await queryRunner.query('DROP INDEX "public"."UQ_payment_acquirer_id"');
    await queryRunner.query('DROP TABLE "payment"');
    await queryRunner.query('DROP INDEX "public"."IDX_payment_nonce_expires"');
    await queryRunner.query('DROP TABLE "payment_nonce"');
    await queryRunner.query('DROP TABLE "payment_key"');
    await queryRunner.query('DROP INDEX "public"."IDX_payment_authentication_order"');
    await queryRunner.query('DROP TABLE "payment_authentication"');
  }
}
