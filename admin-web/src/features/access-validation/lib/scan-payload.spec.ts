import { describe, expect, it } from '@jest/globals';
import { readScan } from './scan-payload';
import { newRequestId } from './use-gate-attempt';

describe('readScan (what a QR code read at the gate holds)', () => {
  it('a bare invitation or ticket code (an old QR code): the digits as printed', () => {
    expect(readScan('000123')).toEqual({ kind: 'code', code: '000123' });
    expect(readScan(' 4321\n')).toEqual({ kind: 'code', code: '4321' });
  });

  it("a membership card's signed token (three dot-separated parts)", () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln-bmF0_dXJh';
    expect(readScan(token)).toEqual({ kind: 'card', token });
  });

  it("a member area card's short code ('C1.<member number>.…'): a card", () => {
    const code = 'C1.42.0.0.20301231.0123456789ABCDEF';
    expect(readScan(` ${code}\n`)).toEqual({ kind: 'card', token: code });
    // not one: a lower-case signature, a missing part
    expect(readScan(code.toLowerCase())).toEqual({ kind: 'unknown' });
    expect(readScan('C1.42.0.0.0123456789ABCDEF')).toEqual({ kind: 'unknown' });
  });

  it("an invitation's or a ticket's signed token, by its audience; a card's by its own", () => {
    const part = (json: object) => btoa(JSON.stringify(json)).replace(/=+$/, '');
    const header = part({ alg: 'HS256', typ: 'JWT' });
    const invitation = `${header}.${part({ n: 123, aud: 'invitation' })}.c2ln-bmF0_dXJh`;
    const ticket = `${header}.${part({ n: 77, aud: 'ticket' })}.c2ln-bmF0_dXJh`;
    const card = `${header}.${part({ k: 'p', o: 'A', i: 'x', aud: 'card' })}.c2ln-bmF0_dXJh`;
    expect(readScan(invitation)).toEqual({ kind: 'invitation', token: invitation });
    expect(readScan(` ${ticket}\n`)).toEqual({ kind: 'ticket', token: ticket });
    expect(readScan(card)).toEqual({ kind: 'card', token: card });
    // A payload that is not JSON: taken for a card (the API refuses it).
    expect(readScan('abc.def.ghi')).toEqual({ kind: 'card', token: 'abc.def.ghi' });
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
