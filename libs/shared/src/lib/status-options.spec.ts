import { describe, expect, it } from '@jest/globals';
import {
  STATUS_OPTIONS,
  statusIds,
  statusLegend,
  statusOption,
  USER_STATUS_OPTIONS,
} from './status-options.js';

describe('status options', () => {
  it('content and associates: 1 Ativo, 2 Inativo', () => {
    expect(STATUS_OPTIONS).toEqual([
      { id: 1, description: 'Ativo' },
      { id: 2, description: 'Inativo' },
    ]);
    expect(statusIds(STATUS_OPTIONS)).toEqual([1, 2]);
    expect(statusLegend(STATUS_OPTIONS)).toBe('1 Ativo, 2 Inativo');
  });

  it('internal users also have 3 Pendente', () => {
    expect(statusLegend(USER_STATUS_OPTIONS)).toBe('1 Ativo, 2 Inativo, 3 Pendente');
  });

  it('describes an id, keeping an unknown one visible', () => {
    expect(statusOption(USER_STATUS_OPTIONS, 3)).toEqual({ id: 3, description: 'Pendente' });
    expect(statusOption(STATUS_OPTIONS, 7)).toEqual({ id: 7, description: '7' });
  });
});
