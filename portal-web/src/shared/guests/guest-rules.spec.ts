import { describe, expect, it } from '@jest/globals';
import {
  duplicateRows,
  guestListState,
  guestRow,
  invalidCpfRows,
  isIncomplete,
  rowMessage,
  maskGuestDoc,
  toGuests,
} from './guest-rules';

describe('guest rules (spec §5 Guest)', () => {
  it('masks the CPF as ###.###.###-##, progressively, 11 digits at most', () => {
    expect(maskGuestDoc('5299')).toBe('529.9');
    expect(maskGuestDoc('529982247251234')).toBe('529.982.247-25');
    expect(maskGuestDoc('abc')).toBe('');
  });

  it('a row is incomplete with no name, no doc, or 10 digits or fewer', () => {
    expect(isIncomplete({ name: ' ', doc: '111.444.777-35' })).toBe(true);
    expect(isIncomplete({ name: 'Ana', doc: '' })).toBe(true);
    expect(isIncomplete({ name: 'Ana', doc: '111.444.777-3' })).toBe(true);
    expect(isIncomplete({ name: 'Ana', doc: '111.444.777-35' })).toBe(false);
  });

  it('marks the later rows of a repeated CPF', () => {
    const rows = [{ doc: '11144477735' }, { doc: '52998224725' }, { doc: '111.444.777-35' }];
    expect([...duplicateRows(rows)]).toEqual([2]);
  });

  it('adding: below capacity, every row complete, no repeated CPF', () => {
    const a = guestRow({ name: 'Ana', doc: '11144477735' });
    const b = guestRow({ name: 'Bia', doc: '52998224725' });
    expect(guestListState([], 2).canAdd).toBe(true);
    expect(guestListState([a], 2).canAdd).toBe(true);
    expect(guestListState([a, b], 2)).toMatchObject({ canAdd: false, valid: true });
    expect(guestListState([a, guestRow()], 3)).toMatchObject({ canAdd: false, valid: false });
    expect(guestListState([a, { ...b, doc: a.doc }], 3)).toMatchObject({
      canAdd: false,
      valid: false,
      hasDuplicate: true,
    });
  });

  it("marks the rows whose 11 digits are not a CPF ('CPF inválido.'), and they block the list", () => {
    const rows = [
      guestRow({ name: 'Ana', doc: '11144477735' }),
      guestRow({ name: 'Bia', doc: '11144477736' }),
      guestRow({ name: 'Caio', doc: '22222222222' }),
      guestRow({ name: 'Davi', doc: '1114447773' }),
    ];
    expect([...invalidCpfRows(rows)]).toEqual([1, 2]);
    const state = guestListState(rows.slice(0, 2), 5);
    expect(state).toMatchObject({ hasInvalid: true, canAdd: false, valid: false });
    expect(rowMessage(state, 0)).toBeUndefined();
    expect(rowMessage(state, 1)).toBe('CPF inválido.');
    expect(guestListState(rows.slice(0, 1), 5)).toMatchObject({ hasInvalid: false, valid: true });
  });

  it('sends the names trimmed and the CPFs as digits', () => {
    expect(toGuests([guestRow({ name: ' Ana  ', doc: '111.444.777-35' })])).toEqual([
      { name: 'Ana', doc: '11144477735' },
    ]);
  });
});
