export interface StatusOption {
  id: number;
  description: string;
}

/** Default status of every new record. */
export const STATUS_ACTIVE = { id: 1, description: 'Ativo' } as const satisfies StatusOption;

export interface GenderOption {
  id: number;
  description: string;
}

export const GENDERS = [
  { id: 0, description: 'Não Definido' },
  { id: 1, description: 'Feminino' },
  { id: 2, description: 'Masculino' },
  { id: 3, description: 'Transgênero' },
  { id: 4, description: 'Gênero Neutro' },
  { id: 5, description: 'Não Binário' },
] as const satisfies ReadonlyArray<GenderOption>;

/** An associate's gender defaults to 0 'Não Definido'. */
export const GENDER_DEFAULT_ID = 0;

/** Description of a gender id, or undefined for an unknown id. */
export function genderDescription(id: number): string | undefined {
  return GENDERS.find((g) => g.id === id)?.description;
}
