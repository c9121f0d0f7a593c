/** The widths an image may be asked for (`/api/files/<name>?w=640`), for srcset. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** `<uuid>.jpg` → `<uuid>-w640.jpg`. */
export const variantKey = (fileName: string, width: number): string =>
  fileName.replace(/\.([a-z0-9]+)$/, `-w${width}.$1`);

/** Every storage key a file may occupy: its own and those of its width variants. */
export const storedKeys = (fileName: string): string[] => [
  fileName,
  ...IMAGE_WIDTHS.map((w) => variantKey(fileName, w)),
];
