/** The profile-photo field's words in Kiswahili: the twin of photo.ts. */
import type { PhotoMessages } from './photo';

export const photoMessages: PhotoMessages = {
  label: 'Picha yako (si lazima)',
  previewAlt: 'Picha uliyochagua',
  preparing: 'Tunaandaa picha…',
  change: 'Badilisha picha',
  upload: 'Bofya kupakia picha',
  remove: 'Ondoa picha',
  heicChosen: 'Umechagua picha ya HEIC (kivinjari hiki hakiwezi kuionyesha).',
};
