import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EventTicketLimits1795737810482 implements MigrationInterface {
  name = 'EventTicketLimits1795737810482';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "event" ADD "max_tickets_per_order" integer NOT NULL DEFAULT \'10\'',
    );
    await queryRunner.query(
      'ALTER TABLE "event" ADD "max_tickets_per_member" integer NOT NULL DEFAULT \'20\'',
    );
    await queryRunner.query(
      'ALTER TABLE "event" ADD CONSTRAINT "CHK_event_ticket_limits" CHECK ("max_tickets_per_order" BETWEEN 1 AND 9999 AND "max_tickets_per_member" BETWEEN 1 AND 9999)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "event" DROP CONSTRAINT "CHK_event_ticket_limits"');
    await queryRunner.query('ALTER TABLE "event" DROP COLUMN "max_tickets_per_member"');
    await queryRunner.query('ALTER TABLE "event" DROP COLUMN "max_tickets_per_order"');
  }
}
