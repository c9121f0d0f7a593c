/**
 * What each kind of upload accepts: the one table behind the API's check (on the bytes, never
 * on the name), its error message ("Envie png, jpg ou jpeg.") and the apps' file pickers
 * (`<input type="file" accept={acceptFor(kind)}>`).
 */
export type UploadKind = 'image' | 'jpegImage' | 'document' | 'video' | 'galleryVideo';

/** Which size limit of the API's configuration applies. */
export type UploadSizeClass = 'image' | 'document' | 'video';

/** One file format: how the API recognises it and how a file picker offers it. */
export interface UploadFormat {
  /** The format as detected from the file's bytes (`file-type`'s `ext`). */
  detected: string;
  /** File-name extensions a picker offers, without the dot. */
  extensions: readonly string[];
  mimeType: string;
}

export interface UploadKindRule {
  formats: readonly UploadFormat[];
  /** Every file-name extension offered, without the dot, in order. */
  extensions: readonly string[];
  /** The extensions for people: 'png, jpg ou jpeg'. */
  label: string;
  size: UploadSizeClass;
}

const JPEG: UploadFormat = { detected: 'jpg', extensions: ['jpg', 'jpeg'], mimeType: 'image/jpeg' };
const PNG: UploadFormat = { detected: 'png', extensions: ['png'], mimeType: 'image/png' };
/** The spec's news image and gallery cover: '.jpg' only. */
const JPG_ONLY: UploadFormat = { ...JPEG, extensions: ['jpg'] };
const PDF: UploadFormat = { detected: 'pdf', extensions: ['pdf'], mimeType: 'application/pdf' };
const MP4: UploadFormat = { detected: 'mp4', extensions: ['mp4'], mimeType: 'video/mp4' };
const MKV: UploadFormat = { detected: 'mkv', extensions: ['mkv'], mimeType: 'video/x-matroska' };
const WEBM: UploadFormat = { detected: 'webm', extensions: ['webm'], mimeType: 'video/webm' };
const AVI: UploadFormat = { detected: 'avi', extensions: ['avi'], mimeType: 'video/x-msvideo' };

/** 'a', 'a ou b', 'a, b ou c'. */
const listPt = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ou ${items.at(-1)}`;

function rule(size: UploadSizeClass, formats: readonly UploadFormat[]): UploadKindRule {
  const extensions = formats.flatMap((f) => f.extensions);
  return { formats, extensions, label: listPt(extensions), size };
}

export const UPLOAD_KINDS: Readonly<Record<UploadKind, UploadKindRule>> = {
  /** Logos, covenant images and thumbnails, ticket templates, gallery photos. */
  image: rule('image', [PNG, JPEG]),
  /** News image and gallery cover. */
  jpegImage: rule('image', [JPG_ONLY]),
  /** Statute and rules (site settings). */
  document: rule('document', [PDF]),
  /** News and covenant videos. */
  video: rule('video', [MP4, MKV, WEBM, AVI]),
  /** Video galleries. */
  galleryVideo: rule('video', [MP4, MKV]),
};

/** Whether content detected as `detected` (e.g. 'jpg') is accepted for the kind. */
export const uploadAccepts = (kind: UploadKind, detected: string): boolean =>
  UPLOAD_KINDS[kind].formats.some((f) => f.detected === detected);

/**
 * The HTML `accept` attribute of a file picker for the kind: its extensions then its media
 * types, e.g. `acceptFor('jpegImage')` is '.jpg,image/jpeg'.
 */
export function acceptFor(kind: UploadKind): string {
  const { formats, extensions } = UPLOAD_KINDS[kind];
  const mimeTypes = [...new Set(formats.map((f) => f.mimeType))];
  return [...extensions.map((e) => `.${e}`), ...mimeTypes].join(',');
}

/** The message of a file refused for its content. */
export const uploadTypeMessage = (kind: UploadKind): string =>
  `Formato de arquivo não permitido. Envie ${UPLOAD_KINDS[kind].label}.`;
