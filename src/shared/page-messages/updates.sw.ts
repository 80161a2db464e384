/** The achievements and updates pages' words in Kiswahili: the twin of updates.ts. */
import type { UpdatesMessages } from './updates';

export const updatesMessages: UpdatesMessages = {
  title: 'Mafanikio yetu',
  subtitle: 'Miradi ambayo wanachama wetu wameitekeleza kote Kaunti ya Meru.',
  impactStats: ['Maisha yaliyoguswa', 'Miradi mikubwa', 'Kaunti zilizofikiwa'],
  section: 'Mafanikio',
  search: 'Tafuta mafanikio',
  shown: (n) => `Mafanikio ${n} yanaonyeshwa`,
  listLabel: 'mafanikio',
  services: 'Huduma',
  outcomes: 'Matokeo',
  partners: 'Washirika',
  impact: 'Athari:',
  readFullStory: 'Soma habari kamili',
  shareOnFacebook: 'Shiriki kwenye Facebook',
  shareOnX: 'Shiriki kwenye X',
  shareOnWhatsApp: 'Shiriki kwenye WhatsApp',
  copyLink: 'Nakili kiungo',
  loadingUpdate: 'Inapakia habari…',
  itemLabel: 'habari',
  backToUpdates: 'Rudi kwenye habari',
  shareThisUpdate: 'Shiriki habari hii',
  share: 'Shiriki:',
  related: 'Habari zinazohusiana',
  backToAllUpdates: 'Rudi kwenye habari zote',
};
