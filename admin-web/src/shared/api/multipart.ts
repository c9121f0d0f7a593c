/** A value of a multipart form: text, a number, a flag, a file, or a list of them. */
export type FormValue = string | number | boolean | Blob | null | undefined;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * The multipart body of a save, from the JSON-like body a generated mutation
 * carries. `files` are the endpoint's file fields: their values are files (a
 * File keeps its name, a bare Blob is named after its field); every other field
 * is text. Lists become repeated fields, `null` an empty text (the API clears an
 * optional field), `undefined` is left out. A file in a text field, or text in a
 * file field, is a mistake in the endpoint's declaration and throws.
 */
export function toFormData(body: unknown, files: readonly string[]): FormData {
  if (body instanceof FormData) return body;
  if (!isPlainObject(body)) throw new TypeError('Um formulário multipart precisa de um objeto.');
  const form = new FormData();
  const fileFields = new Set(files);
  const append = (name: string, value: unknown) => {
    if (value === undefined) return;
    if (fileFields.has(name)) {
      if (value === null) return;
      if (!(value instanceof Blob)) throw new TypeError(`O campo ${name} espera um arquivo.`);
      form.append(name, value, value instanceof File ? value.name : name);
      return;
    }
    if (value instanceof Blob) throw new TypeError(`O campo ${name} não é de arquivo.`);
    if (typeof value === 'object' && value !== null) {
      throw new TypeError(`O campo ${name} não é um valor de formulário.`);
    }
    form.append(name, value === null ? '' : String(value));
  };
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value)) for (const item of value) append(name, item);
    else append(name, value);
  }
  return form;
}
