export interface StatusOption {
  id: number;
  description: string;
}

/**
 * The status of a record staff switch on and off (site content, registers, places, events,
 * associates, dependents, cards' layout...): 1 Ativo, 2 Inativo. The API writes it into SQL by
 * name; the apps' forms default to it. Never a bare 1 or 2.
 */
export enum RecordStatus {
  Active = 1,
  Inactive = 2,
}

/** An internal user: Ativo, Inativo, or Pendente (a public sign-up waiting for staff). */
export enum UserStatus {
  Active = 1,
  Inactive = 2,
  Pending = 3,
}

/** Default status of every new record. */
export const STATUS_ACTIVE = {
  id: RecordStatus.Active,
  description: 'Ativo',
} as const satisfies StatusOption;

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

/**
 * Marital status (the spec's `marital-status` lookup; its values are not shown there). Stored
 * as the description, as the demo seed's 'Casado(a)' and 'Solteiro(a)'.
 */
export const MARITAL_STATUSES = [
  'Solteiro(a)',
  'Casado(a)',
  'Divorciado(a)',
  'Viúvo(a)',
  'União estável',
  'Separado(a)',
] as const;

export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

/** Brazil's 27 federative units (the associate's `state`). */
export const BRAZIL_STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

/** The people filter's age range (the admin spec's slider). */
export const ASSOCIATE_AGE_MIN = 10;
export const ASSOCIATE_AGE_MAX = 100;
