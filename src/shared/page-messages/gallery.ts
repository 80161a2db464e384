/** The gallery's words (/gallery): its Kiswahili twin is gallery.sw.ts. */
import type { Catalogue } from '../messages';

export const galleryMessages = {
  title: 'Gallery',
  subtitle: 'Moments from our outreach, meetings, workshops and events.',
  section: 'Photos',
  listLabel: 'photos',
  shown: (n: number) => `${n} photos shown`,
  viewAll: 'View All Photos',
  close: 'Close',
  previous: 'Previous image',
  next: 'Next image',
  position: (index: number, count: number) => `${index + 1} of ${count}`,
} as const;

export type GalleryMessages = Catalogue<typeof galleryMessages>;
