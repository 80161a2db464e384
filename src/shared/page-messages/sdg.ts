/** The words of an SDG category's page (/sdg/…) around its content (sdg.ts): the Kiswahili twin is sdg.sw.ts. */
import type { Catalogue } from '../messages';

export const sdgPageMessages = {
  backToAbout: 'Back to About Us',
  whatWeDo: 'What we do',
  otherAreas: (goal: number) => `Other areas under SDG ${goal}`,
  joinAndTakePart: 'Join and take part',
  supportThisWork: 'Support this work',
} as const;

export type SdgPageMessages = Catalogue<typeof sdgPageMessages>;
