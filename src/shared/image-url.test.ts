import { describe, expect, it } from 'vitest';
import { IMAGES_VERSION, imageUrl } from './image-url';

describe('imageUrl', () => {
  it('is defined by the test configuration as it is by every build', () => {
    expect(IMAGES_VERSION).toMatch(/^[0-9a-f]{12}$/);
  });

  it("adds the build's version to the site's own pictures", () => {
    expect(imageUrl('/images/logo.svg')).toBe(`/images/logo.svg?v=${IMAGES_VERSION}`);
    expect(imageUrl('/images/banners/gallery.svg')).toBe(`/images/banners/gallery.svg?v=${IMAGES_VERSION}`);
  });

  it('leaves every other address as it is: uploaded pictures are hashed already', () => {
    for (const src of [
      '/media/content/ab12cd-800.avif',
      'https://example.org/images/x.svg',
      '/images/logo.svg?v=already',
      'data:image/png;base64,AAAA',
      '',
    ]) {
      expect(imageUrl(src)).toBe(src);
    }
  });
});
