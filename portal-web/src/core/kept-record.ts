/**
 * The record redux-persist keeps in local storage for a slice (`keyPrefix: ''`): a JSON object
 * whose values are JSON too (the `_persist` marker among them). Read and written here only: by
 * the store's first read and early writes (app/store.ts) and by the session's tabs
 * (session-storage.ts).
 */

/** The record's fields, each decoded; throws on a record that is not redux-persist's. */
export function decodeKeptRecord(raw: string): Record<string, unknown> {
  const record = JSON.parse(raw) as Record<string, string | undefined>;
  const fields: Record<string, unknown> = {};
  for (const [field, text] of Object.entries(record)) {
    if (text !== undefined) fields[field] = JSON.parse(text) as unknown;
  }
  return fields;
}

/** The record of `fields` (undefined ones left out), as redux-persist writes it. */
export function encodeKeptRecord(fields: Record<string, unknown>): string {
  const record: Record<string, string> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (value !== undefined) record[field] = JSON.stringify(value);
  }
  return JSON.stringify(record);
}
