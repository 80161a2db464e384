/** The data rights' words on /my-card in Kiswahili: the twin of data-rights-messages.ts (docs/kiswahili-glossary.md). */
import type { DataRightsMessages } from './data-rights-messages';

export const dataRightsMessages: DataRightsMessages = {
  downloadHeading: 'Pakua taarifa zangu',
  downloadIntro:
    'Kila kitu tulicho nacho kukuhusu: kumbukumbu yako na picha yako, ridhaa yako, malipo, jumbe tulizokutumia, hafla ulizojiandikisha na ulizohudhuria. PDF ni ya kusoma; faili la JSON ni la kompyuta.',
  downloadedPdf: 'Taarifa zako (PDF) zimepakuliwa.',
  downloadedJson: 'Taarifa zako (JSON) zimepakuliwa.',
  preparing: 'Tunaandaa…',
  downloadPdf: 'Pakua taarifa zangu (PDF)',
  downloadJson: 'Pakua kama JSON',
  correctHeading: 'Rekebisha taarifa zangu',
  correctIntro: 'Jina lako, nambari ya kitambulisho na tawi hubadilishwa na afisa: tafadhali',
  contactUs: 'wasiliana nasi',
  emailLabel: 'Anwani mpya ya barua pepe',
  saving: 'Tunahifadhi…',
  save: 'Hifadhi taarifa zangu',
  phoneHeading: 'Badilisha nambari yangu ya simu',
  phoneHint: 'Tunatuma msimbo kwa simu mpya; ukiuweka hapa, unathibitisha kwamba simu ni yako.',
  newPhone: 'Nambari mpya ya simu',
  codeLabel: 'Msimbo uliotumwa kwa simu mpya',
  sending: 'Tunatuma…',
  sendCode: 'Tuma msimbo kwa simu mpya',
  confirmPhone: 'Thibitisha simu mpya',
  deleteHeading: 'Futa uanachama wangu',
  deleteIntro:
    'Afisa ataondoa jina lako, nambari ya kitambulisho, nambari ya simu, barua pepe na picha yako ndani ya siku 30, nasi tutakujulisha kwa SMS. Kadi yako itaacha kufanya kazi. Kumbukumbu za malipo zitabaki na nambari yako ya uanachama pekee, kama sheria ya kumbukumbu za fedha inavyotaka.',
  deleteConfirm: 'Naelewa: uanachama wangu unaisha na taarifa zangu zinaondolewa.',
  deleteButton: 'Omba kufuta uanachama wangu',
};
