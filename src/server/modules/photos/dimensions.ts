/**
 * The sides a photo may have, read from its header before any pixel is decoded (sharp's
 * metadata()). constants.ts says why each bound is what it is.
 */
import type { Metadata } from 'sharp';
import { MAX_PHOTO_ASPECT_RATIO, MAX_PHOTO_SIDE_PX } from '../../../shared/constants';

/** Whether the header's width and height are within each side's cap and the aspect ratio. */
export function withinPhotoSides(meta: Pick<Metadata, 'width' | 'height'>): boolean {
  const { width, height } = meta;
  if (!width || !height) return false;
  const long = Math.max(width, height);
  return long <= MAX_PHOTO_SIDE_PX && long <= Math.min(width, height) * MAX_PHOTO_ASPECT_RATIO;
}
