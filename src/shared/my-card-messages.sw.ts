/** /my-card's own words in Kiswahili: the twin of my-card-messages.ts (docs/kiswahili-glossary.md). */
import type { MyCardMessages } from './my-card-messages';

export const myCardMessages: MyCardMessages = {
  title: 'Pata kadi yako tena',
  subtitle: 'Umepoteza kadi yako ya uanachama? Pata msimbo kwa SMS kwenye simu uliyojisajili nayo, kisha upakue kadi yako.',
  detailsHeading: 'Taarifa zako',
  detailsIntro:
    'Tunatuma msimbo wa tarakimu 6 kwa SMS kwenye nambari ya simu ya uanachama wako tu, kamwe si kwa nambari nyingine.',
  idLabel: 'Nambari ya kitambulisho *',
  phoneLabel: 'Nambari ya simu uliyojisajili nayo *',
  sending: 'Tunatuma…',
  sendCode: 'Nitumie msimbo',
  notMember: 'Bado si mwanachama?',
  registerLink: 'Jisajili',
  codeHeading: 'Weka msimbo wako',
  codeIntro:
    'Ikiwa nambari ya kitambulisho na nambari ya simu zinalingana na uanachama, msimbo unakuja kwa SMS. Unafanya kazi kwa dakika 10.',
  codeLabel: 'Msimbo wa tarakimu 6 *',
  back: 'Rudi',
  checking: 'Tunakagua…',
  showCard: 'Onyesha kadi yangu',
  membershipHeading: 'Uanachama wako',
  tryAgain: 'Jaribu tena',
  download: 'Pakua kadi yangu',
  renewNow: 'Fanya upya sasa',
};
