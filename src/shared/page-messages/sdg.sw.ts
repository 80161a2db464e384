/** The words of an SDG category's page in Kiswahili: the twin of sdg.ts. */
import type { SdgPageMessages } from './sdg';

export const sdgPageMessages: SdgPageMessages = {
  backToAbout: 'Rudi kwenye Kuhusu sisi',
  whatWeDo: 'Tunachofanya',
  otherAreas: (goal) => `Maeneo mengine ya SDG ${goal}`,
  joinAndTakePart: 'Jiunge na ushiriki',
  supportThisWork: 'Saidia kazi hii',
};
