import { baseApi } from './base-api';
import type { DownloadFileDto, DownloadFilesDto } from './generated-api';

/** A downloaded file kept as an object URL (a string, so the store stays serializable). */
export interface DownloadedFile {
  url: string;
  fileName: string;
}

/** The file name of a `Content-Disposition` header (`filename*` first), or the fallback. */
export function dispositionFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // malformed: try the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : fallback;
}

function fileResponse(fallback: string) {
  return async (response: Response): Promise<unknown> => {
    if (!response.ok) return response.json().catch(() => null);
    const blob = await response.blob();
    const fileName = dispositionFileName(response.headers.get('Content-Disposition'), fallback);
    return { url: URL.createObjectURL(blob), fileName } satisfies DownloadedFile;
  };
}

/**
 * The download calls read as files: the generated `downloadFile`/`downloadFiles`
 * parse JSON, these keep the bytes (same paths and bodies).
 */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    downloadFileBlob: build.mutation<DownloadedFile, DownloadFileDto>({
      query: (body) => ({
        url: '/download-file',
        method: 'POST',
        body,
        responseHandler: fileResponse('foto.jpg'),
      }),
    }),
    downloadFilesBlob: build.mutation<DownloadedFile, DownloadFilesDto>({
      query: (body) => ({
        url: '/download-files',
        method: 'POST',
        body,
        responseHandler: fileResponse('fotos.zip'),
      }),
    }),
  }),
});

export const { useDownloadFileBlobMutation, useDownloadFilesBlobMutation } = contentApi;

/** Hands a downloaded file to the browser under its name, then frees it. */
export function saveDownloadedFile(file: DownloadedFile): void {
  const link = document.createElement('a');
  link.href = file.url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(file.url), 1000);
}
