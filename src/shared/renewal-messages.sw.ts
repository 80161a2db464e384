/** /renew's own words in Kiswahili: the twin of renewal-messages.ts (docs/kiswahili-glossary.md). */
import type { RenewalMessages } from './renewal-messages';

export const renewalMessages: RenewalMessages = {
  title: 'Fanya upya uanachama wako',
  subtitle: (fee: number) => `Uanachama hudumu mwaka mmoja. Fanya upya kwa Ksh ${fee} kupitia M-Pesa na upakue kadi yako mpya.`,
  findHeading: 'Tafuta uanachama wako',
  findIntro: 'Weka nambari yako ya kitambulisho na nambari ya simu uliyojisajili nayo.',
  idLabel: 'Nambari ya kitambulisho',
  phoneLabel: 'Nambari ya simu uliyojisajili nayo',
  searching: 'Tunatafuta…',
  find: 'Tafuta uanachama wangu',
  lostCard: 'Umepoteza kadi yako?',
  cardAgainLink: 'Pata kadi yako tena',
  notMember: 'Bado si mwanachama?',
  registerLink: 'Jisajili',
  renewed: 'Uanachama umefanywa upya',
  renewAndPay: 'Fanya upya na ulipe',
  fee: 'Ada ya kufanya upya',
  renewedUntil: 'Umefanywa upya hadi',
  pay: (fee: number) => `Lipa Ksh ${fee} kwa M-Pesa`,
  submitCode: 'Tuma msimbo wa M-Pesa',
  downloadRenewed: 'Pakua kadi yangu mpya',
};
