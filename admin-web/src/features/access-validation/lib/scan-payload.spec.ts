import { describe, expect, it } from '@jest/globals';
import { readScan } from './scan-payload';
import { newRequestId } from './use-gate-attempt';

describe('readScan (what a QR code read at the gate holds)', () => {
  it('an invitation or ticket code: the digits as printed', () => {
    expect(readScan('000123')).toEqual({ kind: 'code', code: '000123' });
    expect(readScan(' 4321\n')).toEqual({ kind: 'code', code: '4321' });
  });

  it("a membership card's signed token (three dot-separated parts)", () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln-bmF0_dXJh';
    expect(readScan(token)).toEqual({ kind: 'card', token });
  });

  it('anything else is ignored', () => {
    for (const text of ['https://clube.test/convite/123', 'abc', '', '12.34', '1'.repeat(17)]) {
      expect(readScan(text)).toEqual({ kind: 'unknown' });
    }
  });
});

describe('newRequestId', () => {
  it('is a fresh version-4 UUID each time, also without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const a = newRequestId();
    expect(a).toMatch(uuid);
    expect(newRequestId()).not.toBe(a);
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', {
      value: undefined,
      configurable: true,
    });
    try {
      const b = newRequestId();
      expect(b).toMatch(uuid);
      expect(newRequestId()).not.toBe(b);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', {
        value: original,
        configurable: true,
      });
    }
  });
});
