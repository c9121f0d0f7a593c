import { describe, expect, it } from '@jest/globals';
import {
  PIX_GIVE_UP_MARGIN_MS,
  PIX_GIVE_UP_MS,
  PIX_LIFETIME_MS,
  pixExpiresAt,
} from './pix-lifetime.js';

describe('Pix lifetime', () => {
  it('a Pix can be paid for 2 hours (the acquirer’s rule)', () => {
    expect(PIX_LIFETIME_MS).toBe(2 * 3_600_000);
    expect(pixExpiresAt(new Date('2026-11-24T12:34:56.789Z')).toISOString()).toBe(
      '2026-11-24T14:34:56.789Z',
    );
  });

  it('the reconciliation gives an unpaid Pix up 10 minutes after its lifetime, never before', () => {
    expect(PIX_GIVE_UP_MARGIN_MS).toBe(10 * 60_000);
    expect(PIX_GIVE_UP_MS).toBe(2 * 3_600_000 + 10 * 60_000);
    const created = new Date('2026-11-24T12:00:00.000Z');
    expect(created.getTime() + PIX_GIVE_UP_MS).toBeGreaterThan(pixExpiresAt(created).getTime());
  });
});
