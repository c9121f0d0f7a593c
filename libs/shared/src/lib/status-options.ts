import { RecordStatus, STATUS_ACTIVE, type StatusOption, UserStatus } from './status.js';

/**
 * The status options, defined once for the API (entities, lookups, Swagger) and both apps
 * (selects, badges). New records default to STATUS_ACTIVE (1 Ativo).
 */
export const STATUS_INACTIVE = {
  id: RecordStatus.Inactive,
  description: 'Inativo',
} as const satisfies StatusOption;

/** Site content (news, galleries, covenants, ticket templates) and associates: 1 Ativo, 2 Inativo. */
export const STATUS_OPTIONS = [STATUS_ACTIVE, STATUS_INACTIVE] as const;

/** A public sign-up waits as Pendente until staff activates it. */
export const USER_STATUS_PENDING = {
  id: UserStatus.Pending,
  description: 'Pendente',
} as const satisfies StatusOption;

/** Internal users: 1 Ativo, 2 Inativo, 3 Pendente (the `status` lookup). */
export const USER_STATUS_OPTIONS = [STATUS_ACTIVE, STATUS_INACTIVE, USER_STATUS_PENDING] as const;

/** The ids of a list of options, e.g. `[1, 2]`. */
export const statusIds = (options: readonly StatusOption[]): number[] => options.map((o) => o.id);

/** The option of an id, or `{ id, description: String(id) }` for an unknown one. */
export function statusOption(options: readonly StatusOption[], id: number): StatusOption {
  const found = options.find((o) => o.id === id);
  return found ? { id: found.id, description: found.description } : { id, description: String(id) };
}

/** The options as one line for documentation: '1 Ativo, 2 Inativo'. */
export const statusLegend = (options: readonly StatusOption[]): string =>
  options.map((o) => `${o.id} ${o.description}`).join(', ');

/** A place's restriction (one chosen): who may reserve it. */
export const LOCAL_RESTRICTION_OPTIONS = [
  { id: 1, description: 'Associados' },
  { id: 2, description: 'Dependentes' },
  { id: 3, description: 'Convidados' },
] as const satisfies readonly StatusOption[];
