/** The gallery's words in Kiswahili: the twin of gallery.ts. */
import type { GalleryMessages } from './gallery';

export const galleryMessages: GalleryMessages = {
  title: 'Picha',
  subtitle: 'Matukio ya ziara zetu za jamii, mikutano, warsha na hafla.',
  section: 'Picha',
  listLabel: 'picha',
  shown: (n) => `Picha ${n} zinaonyeshwa`,
  viewAll: 'Tazama picha zote',
  close: 'Funga',
  previous: 'Picha iliyotangulia',
  next: 'Picha inayofuata',
  position: (index, count) => `${index + 1} kati ya ${count}`,
};
