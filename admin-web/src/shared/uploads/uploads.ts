import { acceptFor, UPLOAD_KINDS, type UploadKind } from '@clube/shared';

/*
 * What each kind of upload accepts: the uploads table of @clube/shared (the one
 * the API checks files against), read the way the back office's pickers need it.
 * Every picker of the back office takes its `accept` and hint from here.
 */

export type { UploadKind };

/** The `accept` attribute of a picker of `kind`, e.g. '.jpg,image/jpeg'. */
export const accept = (kind: UploadKind): string => acceptFor(kind);

/** 'a', 'a ou b', 'a, b ou c'. */
const listPt = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ou ${items.at(-1)}`;

/** The extensions for people, e.g. '.png, .jpg ou .jpeg'. */
export function acceptHint(kind: UploadKind): string {
  return listPt(UPLOAD_KINDS[kind].extensions.map((extension) => `.${extension}`));
}

/** Whether a picked file is one the picker offers (by extension or media type, as browsers do). */
export function accepts(kind: UploadKind, file: { name: string; type: string }): boolean {
  const { extensions, formats } = UPLOAD_KINDS[kind];
  const name = file.name.toLowerCase();
  return (
    extensions.some((extension) => name.endsWith(`.${extension}`)) ||
    formats.some((format) => format.mimeType === file.type)
  );
}
