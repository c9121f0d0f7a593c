/** A value of a multipart form: text, a number, a flag, a file, or a list of them. */
export type FormValue = string | number | boolean | Blob | null | undefined;

/**
 * The multipart body of a save: lists become repeated fields, `null` an empty
 * text (the API clears an optional field), `undefined` is left out. Files keep
 * their name; a bare Blob is named after its field.
 */
export function toFormData(fields: Record<string, FormValue | readonly FormValue[]>): FormData {
  const form = new FormData();
  const append = (name: string, value: FormValue) => {
    if (value === undefined) return;
    if (value instanceof Blob) {
      const fileName = value instanceof File ? value.name : name;
      form.append(name, value, fileName);
    } else {
      form.append(name, value === null ? '' : String(value));
    }
  };
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value as FormValue[]) append(name, item);
    else append(name, value as FormValue);
  }
  return form;
}
