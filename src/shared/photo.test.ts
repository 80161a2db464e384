import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { classifyPhotoFile, fitWithin } from './photo';

const MB = 1024 * 1024;

describe('the photo rule', () => {
  it.each([
    ['image/jpeg', 'IMG_0001.JPG', 'decodable'],
    ['image/png', 'a.png', 'decodable'],
    ['image/webp', 'a.webp', 'decodable'],
    ['image/bmp', 'scan.bmp', 'decodable'],
    ['image/heic', 'IMG_0002.HEIC', 'heic'],
    ['image/heif', 'x.heif', 'heic'],
    ['', 'IMG_0003.heic', 'heic'],
    ['application/octet-stream', 'IMG_0003.HEIF', 'heic'],
  ])('accepts %s %s as %s', (type, name, kind) => {
    expect(classifyPhotoFile({ type, name, size: 2 * MB })).toEqual({ kind });
  });

  it('accepts camera photos up to 25 MB, HEIC up to 5 MB', () => {
    expect(classifyPhotoFile({ type: 'image/jpeg', name: 'a.jpg', size: 12 * MB })).toEqual({ kind: 'decodable' });
    expect(classifyPhotoFile({ type: 'image/jpeg', name: 'a.jpg', size: 26 * MB })).toEqual({
      error: messages.photoPickedTooLarge,
    });
    expect(classifyPhotoFile({ type: 'image/heic', name: 'a.heic', size: 6 * MB })).toEqual({
      error: messages.photoHeicTooLarge,
    });
  });

  it('refuses what is not a photo', () => {
    for (const file of [
      { type: 'application/pdf', name: 'cv.pdf', size: 1000 },
      { type: 'image/svg+xml', name: 'logo.svg', size: 1000 },
      { type: 'image/gif', name: 'x.gif', size: 1000 },
      { type: '', name: 'notes.txt', size: 1000 },
      { type: '', name: 'noextension', size: 1000 },
    ]) {
      expect(classifyPhotoFile(file)).toEqual({ error: messages.photoTypeNotAccepted });
    }
    expect(classifyPhotoFile({ type: 'image/png', name: 'empty.png', size: 0 })).toEqual({ error: messages.photoUnreadable });
  });

  it('shrinks to the long edge and never enlarges', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 768, height: 1024 });
    expect(fitWithin(300, 200)).toEqual({ width: 300, height: 200 });
  });
});
