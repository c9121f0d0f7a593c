import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CONSTRAINT_MEANINGS } from './constraints.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * Unique and exclusion constraints no request can run into, with why: their refusals would be
 * a bug, not a member's or staff's doing, so they keep the generic answer.
 */
const UNREACHABLE: Record<string, string> = {
  UQ_cd3d24adc04a5519083a7f82b44: 'file.file_name: a random name the API draws for each upload',
  REL_4ae0d5d741e39524fd707006b8: 'covenant_file.file_id: each upload is a new file row',
  REL_135c160886b027ce80d7fa8209: 'gallery_file.file_id: each upload is a new file row',
  REL_d647edc0ab40af0263d90d3186: 'local_file.file_id: each upload is a new file row',
  REL_0be7a36c58a3fca3b05c2f452e: 'event_file.file_id: each upload is a new file row',
  REL_244643290b353821cf5482d007: 'local_reservation.order_id: the booking makes its own order',
  UQ_f0812282fad2e352cdaf83ef0a9: 'refresh_token.token_hash: the hash of a random token',
  UQ_965dbf2d3a58cf9eb5f1d7ec9ae: 'password_reset_code.code_hash: the hash of a random code',
  UQ_3a0b1d1c7619ea19ff1affaaf70: 'calendar_feed.token_hash: the hash of a random token',
  UQ_b690135d86d59cc689d465ac952: 'permission.description: the catalogue, written at start only',
  UQ_d46af0d932fad91462da96b22b4: "sandbox_sale.request_id: the sandbox acquirer's own request ids",
  UQ_money_movement_capture:
    'money_movement: one capture per payment, written under the payment row lock (settlement)',
  UQ_associate_member_number:
    'associate.member_number: drawn from member_number_seq at insert, never changed (triggers)',
  UQ_dependent_member_number:
    'dependent.member_number: drawn from member_number_seq at insert, never changed (triggers)',
  UQ_webhook_delivery_event_endpoint:
    'webhook_delivery: made by the outbox handler only, ON CONFLICT DO NOTHING (one per event and endpoint)',
};

describe('every constraint a request can run into has a meaning (constraints.ts)', () => {
  let t: TestApp;
  let names: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const rows: { name: string }[] = await t.dataSource.query(
      `SELECT c.conname AS name
         FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE n.nspname = 'public' AND c.contype IN ('u', 'x')
       UNION
       SELECT i.relname
         FROM pg_index x
         JOIN pg_class i ON i.oid = x.indexrelid
         JOIN pg_namespace n ON n.oid = i.relnamespace
        WHERE n.nspname = 'public' AND x.indisunique AND NOT x.indisprimary
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
       ORDER BY 1`,
    );
    names = rows.map((r) => r.name);
  }, 60_000);
  afterAll(() => t?.close());

  it('each unique or exclusion constraint has a meaning, or is listed as unreachable', () => {
    const missing = names.filter((n) => !(n in CONSTRAINT_MEANINGS) && !(n in UNREACHABLE));
    expect(missing).toEqual([]);
  });

  it('no meaning or exception names a constraint the schema does not have', () => {
    const known = new Set(names);
    const stale = [...Object.keys(CONSTRAINT_MEANINGS), ...Object.keys(UNREACHABLE)].filter(
      (n) => !known.has(n) && !n.startsWith('FK_') && !n.startsWith('PK_'),
    );
    expect(stale).toEqual([]);
  });
});
