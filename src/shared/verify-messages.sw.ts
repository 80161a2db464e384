/** /verify/<number>'s words in Kiswahili: the twin of verify-messages.ts (docs/kiswahili-glossary.md). */
import type { VerifyMessages } from './verify-messages';

export const verifyMessages: VerifyMessages = {
  heading: 'Uthibitisho wa kadi',
  checking: (number: string) => `Tunaangalia kadi ${number}…`,
  unknownHeading: 'Kadi haijulikani',
  unknownBefore: 'Hakuna kadi yenye nambari',
  unknownAfter: 'iliyopatikana. Angalia nambari iliyo kwenye kadi, au',
  contactUs: 'wasiliana nasi',
  invalidHeading: 'Si nambari ya kadi',
  membershipNumbersLike: 'Nambari za uanachama huonekana kama',
  leadershipNumbersLike: 'na nambari za uongozi kama',
  errorHeading: 'Hatukuweza kuangalia kadi hii',
  failed: 'Uthibitisho haukufaulu.',
  valid: 'Kadi halali',
  expired: 'Kadi imeisha muda',
  inactive: 'Kadi haitumiki',
  membershipValidUntil: (date: string) => `Kadi hii ya uanachama ni halali. Inapaswa kufanywa upya tarehe ${date}.`,
  membershipValid: 'Kadi hii ya uanachama ni halali.',
  membershipExpired: (date: string) =>
    `Kadi hii ya uanachama iliisha muda tarehe ${date}. Mwenye kadi anahitaji kufanya upya uanachama.`,
  membershipInactive: (organisation: string) =>
    `Uanachama huu hautumiki kwa sasa. Tafadhali wasiliana na ${organisation} kwa maelezo zaidi.`,
  leadershipValidUntil: (date: string) => `Kadi hii ya uongozi ni halali. Inapaswa kufanywa upya tarehe ${date}.`,
  leadershipValid: 'Kadi hii ya uongozi ni halali.',
  leadershipExpired: (date: string) => `Kadi hii ya uongozi iliisha muda tarehe ${date}. Mwenye kadi anahitaji kuifanya upya.`,
  leadershipInactive: (organisation: string) =>
    `Uongozi huu hautumiki kwa sasa. Tafadhali wasiliana na ${organisation} kwa maelezo zaidi.`,
  renewThis: 'Fanya upya uanachama huu',
  membershipNo: 'Nambari ya uanachama',
  leadershipNo: 'Nambari ya uongozi',
  renewalDate: 'Tarehe ya kufanya upya',
  name: 'Jina',
  position: 'Cheo',
  chapter: 'Tawi',
  appointed: 'Aliteuliwa',
  memberSince: 'Mwanachama tangu',
  anotherLabel: 'Angalia nambari nyingine ya kadi',
  anotherPlaceholder: 'mfano MYVIM-1126-123',
  verify: 'Thibitisha',
  privacy:
    'Kwa ajili ya faragha, ukurasa huu unaonyesha tu jina la mwenye kadi, tawi lake na tarehe za kadi: kamwe si nambari ya kitambulisho wala nambari ya simu.',
};
