import { describe, expect, it } from '@jest/globals';
import { GENDER_DEFAULT_ID, GENDERS, genderDescription, STATUS_ACTIVE } from './status.js';

describe('status and genders', () => {
  it('default status is 1 Ativo', () => {
    expect(STATUS_ACTIVE).toEqual({ id: 1, description: 'Ativo' });
  });

  it('lists the genders of the spec', () => {
    expect(GENDERS.map((g) => [g.id, g.description])).toEqual([
      [0, 'Não Definido'],
      [1, 'Feminino'],
      [2, 'Masculino'],
      [3, 'Transgênero'],
      [4, 'Gênero Neutro'],
      [5, 'Não Binário'],
    ]);
    expect(genderDescription(GENDER_DEFAULT_ID)).toBe('Não Definido');
    expect(genderDescription(9)).toBeUndefined();
  });
});
