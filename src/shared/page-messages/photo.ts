/** The profile-photo field's words (/membership, /my-card, the officials' forms): the Kiswahili twin is photo.sw.ts. */
import type { Catalogue } from '../messages';

export const photoMessages = {
  label: 'Profile Photo (Optional)',
  previewAlt: 'Selected profile photo',
  preparing: 'Preparing photo…',
  change: 'Change Photo',
  upload: 'Click to upload',
  remove: 'Remove Photo',
  heicChosen: 'HEIC photo chosen (this browser cannot preview it).',
} as const;

export type PhotoMessages = Catalogue<typeof photoMessages>;
