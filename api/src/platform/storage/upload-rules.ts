/** What each kind of upload accepts, checked on the bytes (magic numbers), never on the name. */
export type UploadKind = 'image' | 'jpegImage' | 'document' | 'video' | 'galleryVideo';

export interface UploadRule {
  extensions: string[];
  /** Shown to people in the error message. */
  label: string;
  size: 'image' | 'document' | 'video';
}

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  image: { extensions: ['jpg', 'png'], label: 'png, jpg ou jpeg', size: 'image' },
  jpegImage: { extensions: ['jpg'], label: 'jpg', size: 'image' },
  document: { extensions: ['pdf'], label: 'pdf', size: 'document' },
  video: {
    extensions: ['mp4', 'mkv', 'webm', 'avi'],
    label: 'mp4, mkv, webm ou avi',
    size: 'video',
  },
  galleryVideo: { extensions: ['mp4', 'mkv'], label: 'mp4 ou mkv', size: 'video' },
};

export const IMAGE_MAX_SIDE = 2560;
