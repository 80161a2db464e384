import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { serverMessages } from './server-messages';
import { MAX_PHOTO_BYTES, MAX_PUBLIC_PHOTO_BYTES } from './constants';
import {
  classifyPhotoFile,
  fitWithin,
  isAcceptedPhotoFormat,
  MAX_PHOTO_DATA_URL_LENGTH,
  MAX_PUBLIC_PHOTO_DATA_URL_LENGTH,
  PHOTO_ACCEPT,
} from './photo';

const MB = 1024 * 1024;

describe('the photo rule', () => {
  it.each([
    ['image/jpeg', 'IMG_0001.JPG', 'decodable'],
    ['image/png', 'a.png', 'decodable'],
    ['image/webp', 'a.webp', 'decodable'],
    ['image/avif', 'a.avif', 'decodable'],
    ['image/heic', 'IMG_0002.HEIC', 'heic'],
    ['image/heif', 'x.heif', 'heic'],
    ['', 'IMG_0003.heic', 'heic'],
    ['application/octet-stream', 'IMG_0003.HEIF', 'heic'],
  ])('accepts %s %s as %s', (type, name, kind) => {
    for (const audience of ['public', 'official'] as const)
      expect(classifyPhotoFile({ type, name, size: 2 * MB }, audience)).toEqual({ kind });
  });

  it('one size limit for what a person picks, HEIC included, on the officials’ forms', () => {
    expect(MAX_PHOTO_BYTES).toBe(25 * MB);
    for (const [type, name] of [
      ['image/jpeg', 'a.jpg'],
      ['image/heic', 'a.heic'],
    ]) {
      expect(classifyPhotoFile({ type: type!, name: name!, size: MAX_PHOTO_BYTES }, 'official')).not.toHaveProperty('error');
      expect(classifyPhotoFile({ type: type!, name: name!, size: MAX_PHOTO_BYTES + 1 }, 'official')).toEqual({
        error: messages.photoTooLarge,
      });
    }
  });

  it('the public form: a JPEG up to 25 MB is picked (the browser shrinks it), a HEIC must fit the 5 MB transport bound', () => {
    expect(MAX_PUBLIC_PHOTO_BYTES).toBe(5 * MB);
    expect(classifyPhotoFile({ type: 'image/jpeg', name: 'a.jpg', size: MAX_PHOTO_BYTES }, 'public')).toEqual({
      kind: 'decodable',
    });
    expect(classifyPhotoFile({ type: 'image/jpeg', name: 'a.jpg', size: MAX_PHOTO_BYTES + 1 }, 'public')).toEqual({
      error: messages.photoTooLarge,
    });
    for (const [type, name] of [
      ['image/heic', 'IMG_0004.HEIC'],
      ['', 'IMG_0005.heic'],
    ]) {
      expect(classifyPhotoFile({ type: type!, name: name!, size: MAX_PUBLIC_PHOTO_BYTES }, 'public')).toEqual({ kind: 'heic' });
      expect(classifyPhotoFile({ type: type!, name: name!, size: MAX_PUBLIC_PHOTO_BYTES + 1 }, 'public')).toEqual({
        error: messages.photoTooLargeToSend,
      });
      expect(classifyPhotoFile({ type: type!, name: name!, size: 20 * MB }, 'official')).toEqual({ kind: 'heic' });
    }
    expect(messages.photoTooLargeToSend).toMatch(/choose a JPEG, or a photo under 5 MB\.$/);
  });

  it('the public routes take a data URL of at most a 5 MB photo; the officials’ of a 25 MB one', () => {
    const length = (bytes: number) => `data:image/heic;base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`.length;
    expect(length(MAX_PUBLIC_PHOTO_BYTES)).toBeLessThanOrEqual(MAX_PUBLIC_PHOTO_DATA_URL_LENGTH);
    expect(MAX_PUBLIC_PHOTO_DATA_URL_LENGTH).toBeLessThan(length(MAX_PUBLIC_PHOTO_BYTES + 1024));
    expect(length(MAX_PHOTO_BYTES)).toBeLessThanOrEqual(MAX_PHOTO_DATA_URL_LENGTH);
  });

  it('the forms say the rule in the same words, from the same constants', () => {
    const rule = 'JPEG, PNG, WebP, AVIF or HEIC, up to 25 MB';
    expect(messages.photoHelp.startsWith(rule)).toBe(true);
    expect(serverMessages.contentImageHelp.startsWith(rule)).toBe(true);
    expect(messages.photoTooLarge).toBe('Photo must be at most 25 MB');
    expect(serverMessages.contentImageTooLarge).toBe('Image must be at most 25 MB');
    expect(messages.photoTypeNotAccepted).toBe('Photo must be a JPEG, PNG, WebP, AVIF or HEIC image');
    expect(serverMessages.contentImageInvalid).toBe('Image must be a JPEG, PNG, WebP, AVIF or HEIC picture');
    expect(PHOTO_ACCEPT.split(',')).toEqual(expect.arrayContaining(['image/jpeg', 'image/avif', 'image/heic', '.heic', '.avif']));
    expect(PHOTO_ACCEPT).not.toMatch(/gif|tiff|bmp/);
  });

  it('the server accepts the formats sharp names for them, and no others', () => {
    for (const format of ['jpeg', 'png', 'webp', 'heif']) expect(isAcceptedPhotoFormat(format)).toBe(true);
    for (const format of ['gif', 'tiff', 'svg', 'pdf', 'jp2', undefined]) expect(isAcceptedPhotoFormat(format)).toBe(false);
  });

  it('refuses what is not a photo', () => {
    for (const file of [
      { type: 'application/pdf', name: 'cv.pdf', size: 1000 },
      { type: 'image/svg+xml', name: 'logo.svg', size: 1000 },
      { type: 'image/gif', name: 'x.gif', size: 1000 },
      { type: 'image/bmp', name: 'scan.bmp', size: 1000 },
      { type: 'image/tiff', name: 'scan.tiff', size: 1000 },
      { type: '', name: 'notes.txt', size: 1000 },
      { type: '', name: 'noextension', size: 1000 },
    ]) {
      expect(classifyPhotoFile(file, 'public')).toEqual({ error: messages.photoTypeNotAccepted });
    }
    expect(classifyPhotoFile({ type: 'image/png', name: 'empty.png', size: 0 }, 'public')).toEqual({
      error: messages.photoUnreadable,
    });
  });

  it('shrinks to the long edge and never enlarges', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 768, height: 1024 });
    expect(fitWithin(300, 200)).toEqual({ width: 300, height: 200 });
  });
});
