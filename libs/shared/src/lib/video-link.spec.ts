import { describe, expect, it } from '@jest/globals';
import { isVideoLink } from './video-link.js';

describe('isVideoLink', () => {
  it('accepts https YouTube and Vimeo addresses', () => {
    expect(isVideoLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(true);
    expect(isVideoLink('https://youtu.be/dQw4w9WgXcQ')).toBe(true);
    expect(isVideoLink('https://vimeo.com/76979871')).toBe(true);
  });

  it('refuses other hosts, plain http, look-alikes and non-URLs', () => {
    expect(isVideoLink('http://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(false);
    expect(isVideoLink('https://evil.test/v')).toBe(false);
    expect(isVideoLink('https://youtube.com.evil.test/v')).toBe(false);
    expect(isVideoLink('javascript:alert(1)')).toBe(false);
    expect(isVideoLink('youtube.com/watch')).toBe(false);
  });
});
