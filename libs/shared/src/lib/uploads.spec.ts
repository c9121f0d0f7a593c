import { describe, expect, it } from '@jest/globals';
import { acceptFor, UPLOAD_KINDS, uploadAccepts, uploadTypeMessage } from './uploads.js';

describe('upload kinds', () => {
  it('news image and gallery cover accept .jpg only', () => {
    expect(UPLOAD_KINDS.jpegImage.extensions).toEqual(['jpg']);
    expect(acceptFor('jpegImage')).toBe('.jpg,image/jpeg');
    expect(uploadAccepts('jpegImage', 'jpg')).toBe(true);
    expect(uploadAccepts('jpegImage', 'png')).toBe(false);
  });

  it('gives each kind its extensions, label and picker filter', () => {
    expect(
      Object.fromEntries(
        Object.entries(UPLOAD_KINDS).map(([kind, r]) => [kind, [r.label, r.size]]),
      ),
    ).toEqual({
      image: ['png, jpg ou jpeg', 'image'],
      jpegImage: ['jpg', 'image'],
      document: ['pdf', 'document'],
      video: ['mp4, mkv, webm ou avi', 'video'],
      galleryVideo: ['mp4 ou mkv', 'video'],
    });
    expect(acceptFor('image')).toBe('.png,.jpg,.jpeg,image/png,image/jpeg');
    expect(acceptFor('document')).toBe('.pdf,application/pdf');
    expect(acceptFor('galleryVideo')).toBe('.mp4,.mkv,video/mp4,video/x-matroska');
    expect(acceptFor('video')).toBe(
      '.mp4,.mkv,.webm,.avi,video/mp4,video/x-matroska,video/webm,video/x-msvideo',
    );
  });

  it('judges detected content, not names', () => {
    expect(uploadAccepts('image', 'jpg')).toBe(true);
    expect(uploadAccepts('image', 'pdf')).toBe(false);
    expect(uploadAccepts('video', 'avi')).toBe(true);
    expect(uploadAccepts('galleryVideo', 'webm')).toBe(false);
  });

  it('says what to send when a file is refused', () => {
    expect(uploadTypeMessage('image')).toBe(
      'Formato de arquivo não permitido. Envie png, jpg ou jpeg.',
    );
  });
});
