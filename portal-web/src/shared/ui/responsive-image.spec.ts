import { describe, expect, it } from '@jest/globals';
import { responsiveImage } from './responsive-image';

describe('responsiveImage', () => {
  it('offers the API widths of a stored picture', () => {
    expect(responsiveImage('/api/files/abc.jpg', '(max-width: 600px) 100vw, 320px')).toEqual({
      src: '/api/files/abc.jpg?w=640',
      srcSet:
        '/api/files/abc.jpg?w=320 320w, /api/files/abc.jpg?w=640 640w, /api/files/abc.jpg?w=960 960w, /api/files/abc.jpg?w=1280 1280w',
      sizes: '(max-width: 600px) 100vw, 320px',
    });
  });

  it('leaves other addresses and videos alone', () => {
    expect(responsiveImage('https://cdn.example/x.jpg', '100vw')).toEqual({
      src: 'https://cdn.example/x.jpg',
    });
    expect(responsiveImage('/api/files/v.mp4', '100vw')).toEqual({ src: '/api/files/v.mp4' });
    expect(responsiveImage(null, '100vw')).toEqual({});
  });
});
