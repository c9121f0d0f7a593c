import { STATUS_OPTIONS, type StatusOption } from '@clube/shared';

/** Options of a select from status-like options ({ id, description }). */
export const asStatusOptions = (options: readonly StatusOption[]) =>
  options.map((o) => ({ value: o.id, label: o.description }));

/** The record statuses (news, galleries, registers, places...): Ativo, Inativo. */
export const CONTENT_STATUS_OPTIONS: ReadonlyArray<{ value: number; label: string }> =
  asStatusOptions(STATUS_OPTIONS);
