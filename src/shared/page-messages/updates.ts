/** The words of the achievements list (/updates) and an update's page (/updates/…): the Kiswahili twin is updates.sw.ts. */
import type { Catalogue } from '../messages';

export const updatesMessages = {
  title: 'Our Achievements',
  subtitle: 'Projects our members have carried out across Meru County.',
  /** The figures of the hero, in order: 1,300+, 15+, 5. */
  impactStats: ['Lives impacted', 'Major projects', 'Counties reached'],
  section: 'Achievements',
  search: 'Search achievements',
  shown: (n: number) => `${n} achievements shown`,
  listLabel: 'achievements',
  services: 'Services',
  outcomes: 'Outcomes',
  partners: 'Partners',
  impact: 'Impact:',
  readFullStory: 'Read the full story',
  shareOnFacebook: 'Share on Facebook',
  shareOnX: 'Share on X',
  shareOnWhatsApp: 'Share on WhatsApp',
  copyLink: 'Copy link',
  loadingUpdate: 'Loading update…',
  itemLabel: 'update',
  backToUpdates: 'Back to updates',
  shareThisUpdate: 'Share this update',
  share: 'Share:',
  related: 'Related updates',
  backToAllUpdates: 'Back to all updates',
} as const;

export type UpdatesMessages = Catalogue<typeof updatesMessages>;
