/**
 * Every user-facing message in Kiswahili: the twin of messages.ts, with the same keys and
 * parameters (the compiler checks both through `Messages`). The Kiswahili build resolves
 * messages.ts to this file, so only one language's words ship to a browser; the server reads both
 * through catalogue.ts.
 *
 * The words follow docs/kiswahili-glossary.md: one term for each thing (mwanachama, tawi, fanya
 * upya, ombi la M-Pesa, msimbo, risiti…), Safaricom's own M-Pesa words, names kept as they are,
 * money as "Ksh 200", and straight quotes only, so any text can go into a one-part GSM-7 SMS.
 *
 * Only types come from messages.ts: a value imported from it would ship the English catalogue in
 * the Kiswahili bundle.
 */
import { MAX_PHOTO_BYTES, MAX_PUBLIC_PHOTO_BYTES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHOTO_FORMATS } from './constants';
import { identity } from './identity';
import type { Messages } from './messages';
import { MAX_PAGE_SIZE } from './paging';

const MB = 1024 * 1024;
/** "JPEG, PNG, WebP, AVIF au HEIC": the photo rule's formats. */
const PHOTO_FORMAT_NAMES = PHOTO_FORMATS.map((f) => f.name)
  .join(', ')
  .replace(/, ([^,]+)$/, ' au $1');
/** "JPEG, PNG, WebP, AVIF au HEIC, hadi MB 25": Kiswahili puts the unit first, as in "Ksh 200". */
const PHOTO_RULE = `${PHOTO_FORMAT_NAMES}, hadi MB ${MAX_PHOTO_BYTES / MB}`;

/** A wait as a countdown reads it: "sekunde 45", "dakika 5", "saa 2 na dakika 10". */
const waitInWords = (seconds: number): string => {
  if (seconds < 120) return `sekunde ${seconds}`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 120 ? `dakika ${minutes}` : `saa ${Math.floor(minutes / 60)} na dakika ${minutes % 60}`;
};

/**
 * Kiswahili nouns and verbs change their class prefix with the count ("mwanachama 1 ameingizwa",
 * "wanachama 3 wameingizwa"): Intl.PluralRules('sw') has one/other. Made on first use, not at
 * load, like the date formatters (dates.ts).
 */
let pluralRules: Intl.PluralRules | undefined;
const isOne = (n: number): boolean => (pluralRules ??= new Intl.PluralRules('sw')).select(n) === 'one';

/**
 * "Ksh 200", "Ksh 1,500": the shilling as Intl writes it for sw-KE, made on first use. Intl puts
 * a no-break space after "Ksh"; a plain one keeps the text within GSM-7 wherever it goes.
 */
let shillings: Intl.NumberFormat | undefined;
const ksh = (amount: number): string =>
  (shillings ??= new Intl.NumberFormat('sw-KE', { style: 'currency', currency: 'KES', maximumFractionDigits: 0 }))
    .format(amount)
    .replace(/\u00a0/g, ' ');

/** How a member reaches the office when the site cannot help (suspension, no SMS arriving). */
const officeContact = `ofisi ya MYV kwa ${identity.phones[0]} au ${identity.email}`;

export const messages: Messages = {
  idNumberRequired: 'Nambari ya kitambulisho inahitajika',
  idNumberInvalid: 'Nambari ya kitambulisho lazima iwe ya tarakimu 6 hadi 9',
  fullNameRequired: 'Jina kamili linahitajika',
  phoneRequired: 'Nambari ya simu inahitajika',
  phoneInvalid: 'Tafadhali weka nambari sahihi ya simu (kwa mfano 0712345678)',
  genderRequired: 'Tafadhali chagua jinsia yako',
  chapterRequired: 'Tafadhali chagua tawi lako',
  adminGenderRequired: 'Tafadhali chagua jinsia',
  adminChapterRequired: 'Tafadhali chagua tawi',
  positionRequired: 'Tafadhali chagua cheo',
  emailInvalid: 'Tafadhali weka anwani sahihi ya barua pepe',
  consentRequired: 'Tafadhali thibitisha kwamba unakubali ilani ya faragha',
  paymentPhoneInvalid: 'Nambari ya simu si sahihi. Tumia muundo wa 07XXXXXXXX au 01XXXXXXXX.',
  loginRequired: 'Tafadhali weka jina la mtumiaji au barua pepe, pamoja na nenosiri',
  loginUnexpected: 'Hitilafu isiyotarajiwa imetokea. Tafadhali jaribu tena.',
  accessDenied: 'Huna ruhusa ya kuingia sehemu hii. Tafadhali wasiliana na msimamizi wako ikiwa unaamini kwamba hili ni kosa.',
  contactSuccess: 'Asante kwa ujumbe wako! Tutakujibu hivi karibuni.',
  contactFailure: 'Samahani, ujumbe wako haukuweza kutumwa. Tafadhali jaribu tena.',
  alreadyMember: 'Tayari wewe ni mwanachama. Fanya upya uanachama wako, au pata kadi yako tena, hapa chini.',
  idNumberNotRegistrable:
    'Nambari hii ya kitambulisho haiwezi kusajiliwa tena. Ikiwa ulijisajili awali, fanya upya uanachama au pata kadi yako tena kwa nambari ya simu uliyojisajili nayo.',
  paymentNotCompleted: 'Malipo hayakukamilika.',
  cardFailed: 'Hitilafu imetokea wakati wa kutengeneza kadi yako ya uanachama. Tafadhali jaribu tena.',
  serverError: 'Hitilafu imetokea upande wetu. Tafadhali jaribu tena.',

  // officials' accounts and passwords
  passwordTooShort: `Nenosiri lazima liwe na angalau herufi ${PASSWORD_MIN_LENGTH}`,
  passwordTooLong: `Nenosiri lisizidi herufi ${PASSWORD_MAX_LENGTH}`,
  passwordCurrentWrong: 'Nenosiri la sasa si sahihi',
  passwordMismatch: 'Manenosiri mawili hayalingani',
  passwordChanged: 'Nenosiri lako limebadilishwa.',
  usernameInvalid: 'Jina la mtumiaji liwe na herufi 3 hadi 40: herufi, tarakimu, nukta, vistari au mistari ya chini',
  roleRequired: 'Tafadhali chagua jukumu',

  // cards and their verification
  cardNumberInvalid: 'Hii si nambari halali ya uanachama wala ya uongozi.',

  // the public site
  updateNotFoundTitle: 'Habari Haikupatikana',
  updateNotFoundText: 'Habari unayotafuta haipo au imeondolewa.',
  backToUpdates: 'Rudi kwenye Habari',
  noAchievements: 'Hakuna mafanikio yaliyopatikana',
  noEvents: 'Hakuna hafla zilizopatikana',
  eventsTitle: 'Hafla',
  upcomingEventsTitle: 'Hafla zijazo',
  pastEventsTitle: 'Hafla zilizopita',
  noUpcomingEvents: 'Bado hakuna hafla zilizopangwa. Tembelea tena hivi karibuni, au uone hafla zetu zilizopita hapa chini.',
  noUpcomingEventsHome: 'Bado hakuna hafla zilizopangwa. Tembelea tena hivi karibuni.',
  noResultsHint: 'Jaribu kubadilisha maneno ya kutafuta au vichujio',
  noGalleryImages: 'Hakuna picha za aina hii.',

  // the public team page (/structure)
  teamTitle: 'Timu Yetu',
  teamSubtitle: 'Viongozi waliochaguliwa wanaohudumia Meru Youth Voice na matawi yake.',
  teamEmptyTitle: 'Orodha ya viongozi wetu inasasishwa',
  teamEmptyText:
    'Majina ya mwenyekiti wetu, kamati kuu na waratibu wa matawi yataonekana hapa hivi karibuni. Hadi wakati huo, ofisi yetu itafurahi kukuunganisha nao.',
  teamEmptyAction: 'Wasiliana nasi',

  // what membership costs: one fee per year, at joining and at each renewal
  membershipFeeSubtitle: (organisation: string, fee: number) =>
    `Jiunge na ${organisation} kwa ${ksh(fee)} kwa mwaka, ulipe kwa M-Pesa, na upakue kadi yako ya uanachama papo hapo.`,
  membershipFeeAnswer: (fee: number) =>
    `${ksh(fee)} kwa mwaka, kwa M-Pesa: unapojiunga, na tena kila mwaka unapofanya upya uanachama. Uanachama wako unadumu mwaka mmoja kuanzia siku unayolipa.`,

  // registration and M-Pesa payment
  paymentInitiateError: 'Malipo hayakuweza kuanzishwa.',
  paymentNotFound: 'Hatukupata malipo haya.',
  paymentAwaitingPin: 'Angalia simu yako na uweke PIN yako ya M-Pesa ili ulipe Ksh 200.',
  paymentProcessing: 'Tunatuma ombi la M-Pesa kwenye simu yako…',
  paymentReceived: 'Malipo yamepokelewa! Tunakamilisha usajili wako…',
  registrationComplete: 'Usajili umekamilika! Karibu Meru Youth Voice. Kadi yako ya uanachama inapakuliwa.',
  paymentUnconfirmed:
    'Bado hatujapokea uthibitisho wa M-Pesa. Ikiwa uliweka PIN yako, usajili wako utakamilika wenyewe: angalia tena baada ya dakika moja.',
  paymentCheckUnreachable:
    'Hatukuweza kufikia seva yetu ili kuangalia malipo yako. Ikiwa uliweka PIN yako, usajili wako uko salama: angalia tena baada ya dakika moja.',
  paymentReconnecting:
    'Tunaunganisha tena… Ikiwa uliweka PIN yako, malipo yako ni salama: ukurasa huu utayaonyesha mara tu mtandao utakaporudi.',
  promptRefused:
    'M-Pesa haikuweza kutuma ombi kwa simu hii sasa hivi, kwa kawaida kwa sababu simu inashughulikia ombi jingine la M-Pesa. Hakuna pesa iliyotolewa. Subiri dakika moja, kisha uitishe ombi jipya.',
  promptRetryIn: (seconds: number) => `Unaweza kuitisha ombi jingine baada ya ${waitInWords(seconds)}.`,
  submissionError: 'Hitilafu imetokea wakati wa kutuma taarifa:',
  manualCodeInvalid: 'Weka msimbo wa M-Pesa wa herufi 10 ulio kwenye SMS yako (kwa mfano SGL3ABC12X).',
  manualAwaitingOfficial:
    'Msimbo wako wa M-Pesa unasubiri kuthibitishwa na afisa. Angalia tena baadaye: kadi yako itapakuliwa hapa msimbo ukishathibitishwa.',

  // the membership lifecycle: renewals, "get my card again", the status filter and the import
  renewalSuspendedTitle: 'Uanachama huu umesimamishwa',
  renewalSuspendedHelp: `Uanachama uliosimamishwa hauwezi kufanywa upya mtandaoni. Tafadhali wasiliana na ${officeContact}: afisa atakueleza sababu na kuurejesha.`,
  renewalEarlyTitle: 'Uanachama wako tayari umelipiwa',
  renewalEarlyQuestion: (date: string) =>
    `Uanachama wako unadumu hadi ${date}. Ukifanya upya sasa, unaongeza mwaka mwingine baada ya tarehe hiyo, kwa Ksh 200. Je, unataka kuongeza mwaka mwingine?`,
  renewalEarlyConfirm: 'Ndiyo, ongeza mwaka mwingine',
  renewalEarlyDecline: 'Hapana, usiongeze',
  renewalPaymentReceived: 'Malipo yamepokelewa! Tunafanya upya uanachama wako…',
  renewalComplete: 'Uanachama wako umefanywa upya. Kadi yako inapakuliwa.',
  codeInvalid: 'Weka msimbo wa tarakimu 6 ulio kwenye SMS.',

  // the officials' dashboard (API field names and values stay as the API spells them)
  pageInvalid: 'Ukurasa lazima uwe nambari kamili kuanzia 1',
  pageSizeInvalid: `Ukubwa wa ukurasa lazima uwe nambari kamili kuanzia 1 hadi ${MAX_PAGE_SIZE}`,
  statusFilterInvalid: 'Hali lazima iwe active au inactive',
  unknownChapter: 'Tafadhali chagua tawi',
  memberNotFound: 'Mwanachama hakupatikana',
  leaderNotFound: 'Kiongozi hakupatikana',

  // photos: the server's checks and the browser's picker
  photoNotImage: 'Picha lazima iwe faili la picha',
  photoTooLarge: `Picha isizidi MB ${MAX_PHOTO_BYTES / MB}`,
  photoTooLargeToSend: `Picha hii ni kubwa mno kutumwa ilivyo (picha za HEIC haziwezi kupunguzwa kwenye kivinjari): chagua JPEG, au picha iliyo chini ya MB ${MAX_PUBLIC_PHOTO_BYTES / MB}.`,
  photoTypeNotAccepted: `Picha lazima iwe ya aina ${PHOTO_FORMAT_NAMES}`,
  photoUnreadable: 'Picha hii haikuweza kusomwa. Tafadhali chagua nyingine.',
  photoHelp: `${PHOTO_RULE} (picha kubwa hupunguzwa kabla ya kupakiwa). Huchapishwa kwenye kadi.`,
  receiptRequired: 'Weka msimbo wa M-Pesa (herufi na tarakimu 10) ulio kwenye taarifa ya malipo',

  // content officials publish: events, updates and gallery photos

  // what the sanitiser took out of a story's Markdown, shown to the official who wrote it
  contentTooLong: 'Isizidi herufi {max}',

  // the dashboard's Overview (counts come formatted as text: "1,250")

  // limits that hold against many addresses, card verification and card links
  verifyHolderHidden:
    'Jina la mwenye kadi huonyeshwa tu pale msimbo wa QR ulio kwenye kadi unapochanganuliwa. Nambari iliyoandikwa huonyesha tu kama kadi ni halali.',

  // the audit trail: GET /api/audit's filters and the dashboard's Audit tab

  // members' data rights: download, correct, delete
  dataRightsNothingToChange: 'Tafadhali weka anwani mpya ya barua pepe, picha au nambari ya simu.',
  dataRightsRejectReasonRequired: 'Tafadhali eleza kwa nini ombi limekataliwa (mwanachama ataelezwa).',

  // donations and receipts (/donate, the receipt link)
  donation: {
    amountInvalid: (min: string, max: string) => `Weka kiasi kamili kuanzia Ksh ${min} hadi Ksh ${max}.`,
    nameTooLong: 'Tafadhali tumia jina lenye herufi chini ya 60.',
    messageTooLong: 'Tafadhali tumia ujumbe wenye herufi chini ya 280.',
    listPubliclyRequired: 'Tafadhali chagua kama jina lako la kwanza linaweza kuonekana kwenye orodha ya shukrani.',
    pageTitle: 'Changia',
    heading: 'Saidia Meru Youth Voice',
    intro: 'Kila shilingi inafadhili kazi yetu na vijana wa Kaunti ya Meru. Utapokea risiti kwa SMS.',
    amountLabel: 'Kiasi (Ksh)',
    quickPick: (amount: string) => `Ksh ${amount}`,
    phoneLabel: 'Nambari ya simu ya M-Pesa',
    phoneHint: 'Tutaitumia kwa ombi la M-Pesa na risiti tu, si kwa kitu kingine.',
    nameLabel: 'Jina lako (si lazima)',
    messageLabel: 'Ujumbe kwa timu (si lazima)',
    listPubliclyLabel: 'Onyesha jina langu la kwanza na kiasi kwenye orodha ya shukrani',
    submit: 'Changia kwa M-Pesa',
    waiting: 'Angalia simu yako na uweke PIN yako ya M-Pesa.',
    thankYouHeading: 'Asante!',
    thankYou: 'Tumepokea. Risiti yako ya SMS iko njiani.',
    unconfirmed: 'Bado haijathibitishwa. Ikiwa ulilipa, risiti yako ya SMS itafuata: usilipe tena.',
    tryAgain: 'Jaribu tena',
    paybillHeading: 'Ungependa kutumia menyu ya M-Pesa?',
    // Safaricom's menu names as the phone shows them: "Lipa na M-Pesa", then "Pay Bill".
    paybillSteps: 'Lipa na M-Pesa → Pay Bill → nambari zilizo hapa chini → kiasi → PIN yako.',
    totalHeading: (year: number) => `Michango ya mwaka ${year}`,
    donorsHeading: 'Shukrani kwa',
    noDonorsYet: 'Kuwa wa kwanza kwenye orodha mwaka huu.',
    anonymousDonor: 'Mtakia mema',
    receiptNotFound: 'Kiungo hiki cha risiti si halali.',
  },

  // Events: RSVP, the /rsvp/<token> page and check-in at the door.
  rsvp: {
    closed: 'Usajili wa kuhudhuria hafla hii umefungwa.',
    deadlinePassed: 'Muda wa mwisho wa kujiandikisha kuhudhuria hafla hii umepita.',
    membersOnly:
      'Hafla hii ni ya wanachama. Weka nambari yako ya uanachama au ya kitambulisho, na nambari ya simu uliyojisajili nayo.',
    notAMember: 'Hatukupata uanachama halali wenye taarifa hizi. Angalia nambari hiyo na nambari ya simu uliyojisajili nayo.',
    memberIdRequired: 'Weka nambari yako ya uanachama au ya kitambulisho',
    nameRequired: 'Tafadhali weka jina lako',
    alreadyOnList:
      'Tayari uko kwenye orodha ya hafla hii. Ili kufuta nafasi yako, fungua kiungo kilicho kwenye SMS tuliyokutumia.',
    notFound: 'Usajili huu haukupatikana. Angalia kiungo kilicho kwenye SMS yako.',
    eventNotFound: 'Hafla haikupatikana',
    tooMany: 'Usajili mwingi mno. Tafadhali jaribu tena baada ya dakika chache.',
    going: 'Utahudhuria! Tumekutumia msimbo wako kwa SMS.',
    waiting: 'Hafla imejaa: uko kwenye orodha ya kusubiri. Tutakutumia SMS nafasi ikipatikana.',
    cancelled: 'Nafasi yako imefutwa. Asante kwa kutujulisha.',
    imComing: 'Nitahudhuria',
    spacesLeft: (n: number) => (isOne(n) ? `Nafasi ${n} imebaki` : `Nafasi ${n} zimebaki`),
    full: 'Imejaa: wanaojiandikisha sasa wanaingia kwenye orodha ya kusubiri',
    yourCode: 'Msimbo wako',
    cancelMyPlace: 'Futa nafasi yangu',
    showAtDoor: 'Onyesha msimbo huu mlangoni, au kadi yako ya uanachama.',
    capacityInvalid: 'Idadi ya nafasi lazima iwe nambari kamili kuanzia 1 hadi 100000',
    deadlineInvalid: 'Muda wa mwisho lazima uwe tarehe na saa',
    checkIn: {
      nothingToCheck: 'Changanua msimbo, au andika nambari ya uanachama au msimbo wa kuhudhuria',
      unknownCard: 'Msimbo huu wa QR si wa kadi zetu wala wa usajili wetu wa kuhudhuria',
      guestNeedsNameAndPhone: 'Mgeni anahitaji jina na nambari ya simu',
      notFound: 'Hakuna mwanachama wala usajili wa kuhudhuria unaolingana',
    },
  },
  myEvents: {
    title: 'Hafla nilizohudhuria',
    intro: 'Hafla ambazo ulisajiliwa mlangoni, za karibuni kwanza.',
    none: 'Bado hujasajiliwa mlangoni kwenye hafla yetu yoyote. Jiandikishe kwenye ukurasa wa hafla na uonyeshe kadi yako mlangoni.',
    loading: 'Tunapakia hafla zako…',
    checkedInAt: (time: string) => `ulisajiliwa ${time}`,
    seeEvents: 'Tazama hafla zetu',
  },
  smsConsent: {
    label: 'Nitumie habari na mialiko ya hafla kwa SMS',
    hint: 'Si lazima. Ujumbe kuhusu uanachama wako (kadi, risiti, vikumbusho) utafika hata hivyo; jibu STOP kwa SMS yoyote ya habari ili zikome.',
  },

  // Members' language and their preferences on /my-card (docs/member-language.md).
  memberLanguage: {
    languageInvalid: 'Chagua Kiingereza au Kiswahili.',
    smsChoiceInvalid: 'Chagua kama tunaweza kukutumia ujumbe.',
    heading: 'Mapendeleo yangu',
    intro: 'Jinsi Meru Youth Voice inavyowasiliana nawe.',
    languageLegend: 'Lugha ya SMS na barua pepe zako',
    english: 'English',
    kiswahili: 'Kiswahili',
    smsLegend: 'Ujumbe kutoka Meru Youth Voice',
    smsOn: 'Ndiyo: nitumie habari na mialiko ya hafla',
    smsOff: 'Hapana',
    smsNote: 'Misimbo, risiti na vikumbusho vya kufanya upya huja kila mara. Unaweza pia kujibu STOP kwa ujumbe wowote.',
    emailLegend: 'Barua pepe',
    emailOnFile: (email: string) => `Anwani yako ya barua pepe: ${email}`,
    emailNone: 'Huna anwani ya barua pepe kwetu.',
    emailNote: 'Ili kuongeza au kubadilisha anwani yako ya barua pepe, tumia "Rekebisha taarifa zangu".',
    removeEmail: 'Ondoa anwani yangu ya barua pepe',
    emailRemoved: 'Anwani yako ya barua pepe imeondolewa.',
    loading: 'Tunapakia mapendeleo yako...',
    save: 'Hifadhi mapendeleo yangu',
    saving: 'Tunahifadhi...',
    saved: 'Mapendeleo yako yamehifadhiwa.',
  },
  rsvpForm: {
    signUpBy: (moment: string) => `Jiandikishe kabla ya ${moment}.`,
    whoMembersOnly: 'Kwa wanachama: nambari yako ya uanachama au ya kitambulisho, na nambari ya simu uliyojisajili nayo.',
    whoAll: 'Wanachama: nambari ya uanachama au ya kitambulisho na simu uliyojisajili nayo. Wageni: jina lako na simu.',
    memberNumber: 'Nambari ya uanachama au ya kitambulisho',
    memberNumberMembers: 'Nambari ya uanachama au ya kitambulisho (wanachama)',
    guestName: 'Jina lako (wageni)',
    phoneNumber: 'Nambari ya simu',
  },
};
