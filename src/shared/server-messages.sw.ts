/**
 * The Kiswahili twin of server-messages.ts: the same keys and parameters (`ServerMessages`), in the
 * words of docs/kiswahili-glossary.md. Only the server reads it, through catalogue.ts.
 */
import { MAX_PHOTO_ASPECT_RATIO, MAX_PHOTO_BYTES, MAX_PHOTO_SIDE_PX, PHOTO_FORMATS } from './constants';
import { formatMomentShort } from './dates';
import { identity } from './identity';
import type { ServerMessages } from './server-messages';

const MB = 1024 * 1024;
/** "JPEG, PNG, WebP, AVIF au HEIC": the photo rule's formats. */
const PHOTO_FORMAT_NAMES = PHOTO_FORMATS.map((f) => f.name)
  .join(', ')
  .replace(/, ([^,]+)$/, ' au $1');
/** "JPEG, PNG, WebP, AVIF au HEIC, hadi MB 25": Kiswahili puts the unit first, as in "Ksh 200". */
const PHOTO_RULE = `${PHOTO_FORMAT_NAMES}, hadi MB ${MAX_PHOTO_BYTES / MB}`;

/**
 * Kiswahili nouns and verbs change their class prefix with the count ("mwanachama 1 ameingizwa",
 * "wanachama 3 wameingizwa"): Intl.PluralRules('sw') has one/other. Made on first use, not at
 * load, like the date formatters (dates.ts).
 */
let pluralRules: Intl.PluralRules | undefined;
const isOne = (n: number): boolean => (pluralRules ??= new Intl.PluralRules('sw')).select(n) === 'one';

/** How a member reaches the office when the site cannot help (suspension, no SMS arriving). */
const officeContact = `ofisi ya MYV kwa ${identity.phones[0]} au ${identity.email}`;

export const serverMessages: ServerMessages = {
  fullNameTooLong: 'Jina kamili lisizidi herufi 100',
  loginInvalid: 'Jina la mtumiaji, barua pepe au nenosiri si sahihi',
  loginLocked: 'Umejaribu kuingia mara nyingi bila kufaulu. Tafadhali subiri dakika 15 kisha ujaribu tena.',
  duplicateMember: 'Mwanachama mwenye nambari hii ya kitambulisho tayari amesajiliwa.',
  paymentRequired: 'Malipo ya usajili huu hayajakamilika.',
  paymentCheckFailed: 'Hatukuweza kuangalia hali ya malipo. Tafadhali wasiliana nasi.',
  leadershipCardFailed: 'Hitilafu imetokea wakati wa kutengeneza kadi yako ya uongozi. Tafadhali jaribu tena.',
  dashboardLoadFailed: 'Taarifa hazikuweza kupakiwa. Tafadhali jaribu tena baadaye.',
  chapterAdded: 'Tawi limeongezwa!',
  chapterAddFailed: 'Tawi halikuweza kuongezwa',
  memberAdded: 'Mwanachama ameongezwa!',
  memberUpdated: 'Taarifa za mwanachama zimesasishwa',
  memberDeleted: 'Mwanachama amefutwa',
  leaderAdded: 'Kiongozi ameongezwa!',
  leaderUpdated: 'Taarifa za kiongozi zimesasishwa',
  leaderDeleted: 'Kiongozi amefutwa',
  notFound: 'Haikupatikana',
  unauthenticated: 'Tafadhali ingia ili kuendelea.',

  // officials' accounts and passwords
  passwordChangeRequired: 'Tafadhali chagua nenosiri jipya kabla ya kuendelea.',
  passwordSameAsCurrent: 'Nenosiri jipya lazima liwe tofauti na la sasa',
  userTaken: 'Tayari kuna afisa mwenye jina hili la mtumiaji au barua pepe hii',
  userNotFound: 'Afisa huyo hayupo',
  cannotChangeOwnAccount:
    'Huwezi kuzima wala kuweka upya akaunti yako mwenyewe hapa; tumia sehemu ya kubadilisha nenosiri badala yake',
  lastChairman: 'Lazima abaki angalau mwenyekiti mmoja anayehudumu',
  cliNoDatabase: (dataDir: string) =>
    `Hakuna hifadhidata katika ${dataDir}. Endesha amri hii kwa DATA_DIR (au DATABASE_URL) ya seva, kutoka folda ambamo seva huendeshwa; hifadhidata ya tovuti mpya huundwa seva inapoanza mara ya kwanza (npm start).`,

  // cards and their verification
  cardMemberNotFound: 'Mwanachama hakupatikana',
  cardLeaderNotFound: 'Kiongozi hakupatikana',
  cardLinkInvalid: 'Kiungo hiki cha kupakua kadi si halali. Tafadhali tumia kiungo ulichopewa baada ya kulipa.',
  cardLinkExpired: 'Muda wa kiungo hiki cha kupakua kadi umeisha. Tafadhali wasiliana nasi, tutakutumia kadi yako.',
  cardNumberUnknown: 'Hakuna kadi yenye nambari hii iliyopatikana.',
  cardVerifyRateLimited: 'Maombi mengi mno ya kuthibitisha kadi. Tafadhali subiri dakika moja kisha ujaribu tena.',

  // the public site
  contactRateLimited:
    'Umetuma jumbe kadhaa ndani ya saa moja iliyopita. Tafadhali subiri kidogo kisha ujaribu tena, au utupigie simu.',

  // registration and M-Pesa payment
  duplicateMemberPhone: 'Mwanachama mwenye nambari hii ya simu tayari amesajiliwa.',
  paymentInProgress:
    'Malipo ya nambari hii ya kitambulisho tayari yanaendelea. Yakamilishe kwenye simu yako au ujaribu tena baada ya dakika chache.',
  promptPhoneLimit: 'Tafadhali subiri dakika moja kabla ya kuitisha ombi jingine la M-Pesa kwa simu hii.',
  promptIpLimit: 'Maombi mengi mno ya malipo kutoka kwenye mtandao wako. Tafadhali jaribu tena baada ya dakika chache.',
  paymentInitiateFailed: 'Malipo hayakuweza kuanzishwa:',
  mpesaUnavailable: 'Hatukuweza kufikia M-Pesa. Tafadhali jaribu tena baada ya dakika moja.',
  registrationCookieMissing:
    'Usajili huu ulianzishwa kwenye kivinjari kingine. Tafadhali jisajili tena kutoka kwenye kifaa hiki.',
  manualCodeUsed: 'Msimbo huu wa M-Pesa tayari umetumika.',
  manualSubmitted: 'Asante! Afisa atathibitisha msimbo wako wa M-Pesa na kuwezesha uanachama wako.',
  paymentNotAwaitingVerification: 'Ni malipo yanayosubiri uthibitisho pekee yanayoweza kuthibitishwa au kukataliwa.',
  paymentConfirmed: 'Malipo yamethibitishwa na mwanachama amesajiliwa.',
  paymentRejected: 'Malipo yamekataliwa.',

  // the membership lifecycle: renewals, "get my card again", the status filter and the import
  renewalNotFound: 'Hatukupata uanachama wenye nambari hii ya kitambulisho na nambari hii ya simu.',
  renewalTooManyChecks: 'Majaribio mengi mno. Tafadhali subiri dakika chache kisha ujaribu tena.',
  renewalInactive: 'Uanachama huu umesimamishwa. Tafadhali wasiliana na shirika.',
  renewalEarlyNeedsConfirmation:
    'Uanachama huu bado una muda mrefu kabla ya kuisha. Thibitisha kwamba unataka kuongeza mwaka mwingine kabla ya kulipa.',
  renewalInProgress: 'Malipo ya kufanya upya uanachama huu tayari yanaendelea. Tafadhali yakamilishe au subiri dakika chache.',
  renewalRecorded: 'Kufanya upya kwa pesa taslimu kumerekodiwa.',
  renewalPaymentRequired: 'Malipo ya kufanya upya huku hayajakamilika.',
  renewalCookieMissing: 'Kufanya upya huku kulianzishwa kwenye kivinjari kingine. Tafadhali anza tena kutoka kwenye kifaa hiki.',
  renewalManualSubmitted: 'Asante. Afisa atathibitisha msimbo wako wa M-Pesa na uanachama wako utafanywa upya.',
  codeSent: 'Ikiwa nambari ya kitambulisho na nambari ya simu zinalingana na uanachama, tumetuma msimbo kwa SMS.',
  codeWrong: 'Msimbo si sahihi au muda wake umeisha.',
  codeTooMany: 'Misimbo mingi mno imeombwa. Tafadhali subiri saa moja kisha ujaribu tena.',
  // "dakika" is the same word for one minute and for many: no plural to choose.
  codeMemberLimit: (minutes: number) =>
    `Tayari tumekutumia misimbo 3 ndani ya saa moja iliyopita, kwa hivyo hatujatuma msimbo mpya. Msimbo hufanya kazi kwa dakika 10 baada ya kutumwa: tumia ule wa mwisho, au omba msimbo mpya baada ya dakika ${minutes}. Ikiwa SMS haifiki, wasiliana na ${officeContact}.`,
  codeMemberSuspended: `Uanachama huu umesimamishwa, kwa hivyo hatujatuma msimbo. Tafadhali wasiliana na ${officeContact}: afisa atakueleza sababu na kuurejesha.`,
  // the import's column names and Excel's own menu words stay as the spreadsheet shows them
  importHeaderMissing:
    'Faili linahitaji mstari wa kwanza wenye vichwa vya safu ID Number, Full Name, Phone, Gender, Chapter na Join Date (au idNumber, fullName, phoneNumber, gender, chapter, joinDate).',
  importEmpty: 'Faili halina mistari ya kuingiza.',
  importTooManyRows: 'Ingiza mistari isiyozidi 10,000 kwa wakati mmoja.',
  importUnreadable: 'Faili halikuweza kusomwa kama CSV. Hifadhi jedwali kama "CSV UTF-8 (comma delimited)" kisha ujaribu tena.',
  importHasErrors: 'Hakuna kilichoingizwa: rekebisha mistari iliyoorodheshwa kisha ujaribu tena.',
  importChangedMeanwhile: 'Hakuna kilichoingizwa: wanachama wamebadilika tangu ukaguzi. Kagua faili tena.',
  importChapterUnknown: 'Tawi halijulikani: tumia jina la tawi (Imenti au Imenti Youth Voice) au msimbo wake (IM)',
  importDateInvalid: 'Andika tarehe kama YYYY-MM-DD au DD/MM/YYYY',
  importDateAmbiguous: (date: string) =>
    `${date} inaweza kuwa siku/mwezi au mwezi/siku: andika tarehe kama YYYY-MM-DD, au uchague jinsi faili hili linavyoandika tarehe`,
  importDateWrongOrder: (date: string) => `${date} si tarehe kwa mpangilio uliochaguliwa kwa faili hili`,
  importDateInFuture: 'Tarehe ya kujiunga haiwezi kuwa ya siku zijazo',
  importRenewalBeforeJoin: 'Tarehe ya kufanya upya lazima iwe baada ya tarehe ya kujiunga',
  importMembershipNumberInvalid: 'Nambari ya uanachama lazima ifanane na MYVIM-0324-123',
  importMembershipNumberTaken: 'Nambari hii ya uanachama tayari inatumika',
  importDuplicateInFile: 'Hii inaonekana zaidi ya mara moja kwenye faili',
  importPhoneScientific: (shown: string) =>
    `Excel imegeuza nambari hii ya simu kuwa ${shown} na kupoteza tarakimu zake: weka safu ya Phone kuwa Text, andika nambari upya, kisha uhifadhi`,
  importBadCharacters:
    'Kisanduku hiki kina herufi ambazo faili halikuweza kuhifadhi (zinaonyeshwa kama \uFFFD): hifadhi jedwali kama "CSV UTF-8 (comma delimited)" kisha ukague tena',
  importDone: (n: number) => (isOne(n) ? `Mwanachama ${n} ameingizwa.` : `Wanachama ${n} wameingizwa.`),
  importDoneQuiet: (n: number) =>
    isOne(n)
      ? `Mwanachama ${n} ameingizwa. Hatapokea vikumbusho hadi wakati wake wa kufanya upya.`
      : `Wanachama ${n} wameingizwa. Hawatapokea vikumbusho hadi wakati wao wa kufanya upya.`,
  membershipStatus: {
    title: 'Tarehe ya kufanya upya',
    renews: 'Inafanywa upya',
    labels: { active: 'Hai', due: 'Inakaribia kuisha', expired: 'Imeisha muda' },
  },
  renewalCounts: {
    due: 'Inakaribia kufanywa upya',
    dueNote: 'Kufanya upya ndani ya siku 30',
    expired: 'Imeisha muda',
    expiredNote: 'Tarehe ya kufanya upya imepita',
  },
  importLanguageInvalid: 'Andika en au sw (English au Kiswahili), au iache wazi kwa Kiingereza',

  // the officials' dashboard (API field names and values stay as the API spells them)
  duplicateLeader: 'Kiongozi mwenye nambari hii ya kitambulisho tayari amesajiliwa.',
  duplicateChapter: 'Tayari kuna tawi lenye jina hili.',
  chapterNotFound: 'Tawi halikupatikana',
  messageNotFound: 'Ujumbe haukupatikana',
  photoNotFound: 'Picha haikupatikana',
  idRequired: 'Taja rekodi ya kubadilisha (memberId au leaderId)',
  editConflict: 'Mtu mwingine amebadilisha rekodi hii ulipokuwa ukiihariri. Ipakie upya kisha ujaribu tena.',
  chapterInUse:
    'Tawi hili bado lina wanachama au viongozi. Liweke kwenye kumbukumbu badala yake, au kwanza uwahamishe kwenye tawi jingine.',
  duplicateChapterCode: 'Tawi jingine tayari linatumia msimbo huu.',
  noFreeChapterCode: 'Chagua msimbo wa herufi mbili kwa tawi hili: kila msimbo unaotokana na jina lake tayari umechukuliwa.',
  chapterUpdated: 'Tawi limesasishwa',
  chapterArchived:
    'Tawi limewekwa kwenye kumbukumbu: halionekani tena kwenye kurasa za umma wala kwenye usajili. Wanachama wake wanabaki.',
  chapterRestored: 'Tawi limerejeshwa: linaonekana tena kwenye kurasa za umma na kwenye usajili.',
  chapterDeleted: 'Tawi limefutwa.',
  chapterClosed: 'Tawi hili halipokei wanachama wapya tena. Tafadhali chagua tawi jingine.',
  newChapterNotification: 'Tawi jipya {name} limeongezwa',
  dashboardLoading: 'Inapakia taarifa za dashibodi...',
  noLeaders: 'Hakuna rekodi za uongozi zilizopatikana',
  noMembers: 'Hakuna wanachama waliopatikana',
  noMessages: 'Bado hakuna jumbe',
  unsafeText: 'Maandishi yana herufi zisizoruhusiwa (herufi tupu au emoji iliyoharibika). Ziondoe kisha ujaribu tena.',
  databaseUnavailable: 'Huduma imelemewa kwa muda. Tafadhali jaribu tena baada ya muda mfupi.',
  registrationCheckLimit: 'Ukaguzi mwingi mno kutoka kwenye mtandao huu. Tafadhali subiri dakika chache kisha ujaribu tena.',

  // photos: the server's checks and the browser's picker
  photoTooManyPixels: 'Picha ni kubwa mno: tumia picha ya megapikseli {megapixels} au chini ya hapo',
  pictureBadShape: `Picha isizidi pikseli ${MAX_PHOTO_SIDE_PX.toLocaleString('en-GB')} kila upande, na urefu wake usizidi mara ${MAX_PHOTO_ASPECT_RATIO} ya upana wake`,
  photoDecodeLimit:
    'Picha nyingi mno zimetumwa kutoka kwenye mtandao huu kwa muda mfupi. Tafadhali jaribu tena baada ya dakika chache.',
  photoTookTooLong: 'Picha hii imechukua muda mrefu mno kusomwa. Tafadhali chagua JPEG au picha ndogo zaidi.',
  paymentNotSettleable:
    'Ni malipo ya mkono yanayosubiri, na malipo ambayo matokeo yake hayajulikani, pekee yanayoweza kukamilishwa.',

  // content officials publish: events, updates and gallery photos
  contentImageRequired: 'Tafadhali chagua picha',
  contentImageHelp: `${PHOTO_RULE}. Hupunguzwa ukubwa kwa kila skrini.`,
  contentImageTooManyPixels: 'Picha ni kubwa mno: tumia picha ya megapikseli 24 au chini ya hapo',
  contentImageKeep: 'Tuma picha mpya kama faili, au uache picha ilivyo',

  // what the sanitiser took out of a story's Markdown, shown to the official who wrote it
  markdownRemovedIntro: 'Hairuhusiwi kwenye tovuti, kwa hivyo imeachwa nje ya habari iliyochapishwa:',
  markdownRemovedOnSave: 'Imeachwa nje ya habari iliyochapishwa:',
  markdownRemoved: {
    element: 'lebo ya <{element}> (maandishi yake yanabaki)',
    elementWithContent: '<{element}> na kila kitu kilichomo ndani yake',
    attribute: 'sifa ya "{attribute}" ya <{element}>',
    link: 'anwani ya kiungo inayoanza na "{scheme}" (viungo vinaweza kuwa http, https, mailto, tel au vya tovuti hii); maandishi yanabaki',
  },
  contentVersionConflict: 'Mtu mwingine amebadilisha kipengele hiki ulipokuwa ukikihariri. Kipakie upya kisha ujaribu tena.',
  eventNotFound: 'Hafla haikupatikana',
  updateNotFound: 'Habari haikupatikana',
  galleryPhotoNotFound: 'Picha haikupatikana',
  mediaNotFound: 'Picha haikupatikana',

  // the Payments tab
  receiptAlreadyRecorded: 'Malipo haya tayari yana msimbo wake wa M-Pesa.',
  receiptNotNeeded: 'Ni malipo yaliyokamilika yasiyo na msimbo wa M-Pesa pekee yanayoweza kurekodiwa msimbo.',
  receiptRecorded: 'Msimbo wa M-Pesa umerekodiwa.',

  // request bodies measured before they are parsed
  bodyTooComplex:
    'Ombi halikuweza kusomwa: haliko katika muundo ambao tovuti hii hutuma (lina viwango vingi mno vya ndani au thamani nyingi mno).',

  // M-Pesa prompts: the caps per paying phone and the member phone guard
  promptPhoneCap: (max: number, hours: number, retryAt: string) =>
    `Simu hii tayari imetumiwa maombi ${max} ya malipo ya M-Pesa ndani ya ${hours === 1 ? 'saa moja iliyopita' : `saa ${hours} zilizopita`}, idadi ya juu tunayotuma kwa simu moja. Unaweza kuitisha jingine kuanzia ${formatMomentShort(retryAt, 'sw-KE')}.`,
  memberPhonePaymentInProgress:
    'Usajili wenye nambari hii ya simu tayari unalipiwa. Kila mwanachama anahitaji nambari yake ya simu: kamilisha malipo hayo, au jisajili kwa nambari nyingine ya simu.',
  memberPhoneTakenWhilePaying:
    'Usajili mwingine wenye nambari hii ya simu ulikamilika kwanza. Malipo yako yamerekodiwa: afisa atakurudishia pesa. Jisajili tena kwa nambari yako mwenyewe ya simu.',
  notARegistrationPayment: 'Malipo haya si ya usajili.',

  // payments an official must look at, and test mode (simulated M-Pesa or SMS)
  receiptNotYetRecorded: 'Bado haujarekodiwa: umethibitishwa kwa kuuliza M-Pesa',
  renewalHeldMemberSuspended:
    'Malipo yamepokelewa. Uanachama huu umesimamishwa, kwa hivyo haujafanywa upya: afisa atawasiliana nawe.',
  paymentReviewMemberSuspended:
    'Inahitaji kukaguliwa: mwanachama alikuwa amesimamishwa malipo ya kufanya upya yalipofanywa, kwa hivyo uanachama haukufanywa upya. Mrejeshe mwanachama kisha uthibitishe, au ukatae na urudishe pesa.',
  paymentReviewStillSuspended: 'Mwanachama bado amesimamishwa: mrejeshe kwanza, au ukatae malipo na urudishe pesa.',
  cashRenewalSuspended: 'Mwanachama huyu amesimamishwa: mrejeshe kabla ya kurekodi kufanya upya.',
  paymentUnknownAfterQueries:
    'Matokeo hayajulikani: M-Pesa haikutoa jibu la mwisho kwa wakati. Angalia taarifa ya Pay Bill, kisha uthibitishe kwa msimbo wa M-Pesa au ukatae.',
  testModePayments: 'Hali ya majaribio: malipo ni ya kuigiza, hakuna pesa inayohamishwa.',
  testModeSms: 'Hali ya majaribio: jumbe za SMS hazitumwi.',

  // limits that hold against many addresses, card verification and card links
  loginAccountLocked:
    'Akaunti hii imejaribiwa kuingiwa mara nyingi mno kutoka sehemu kadhaa. Bado unaweza kuingia kutoka kwenye kivinjari ulichowahi kuingia nacho; vinginevyo tafadhali jaribu tena baada ya saa moja, au umwombe mwenyekiti aweke upya nenosiri lako.',
  cardSuspended:
    'Uanachama huu umesimamishwa, kwa hivyo kadi yake haiwezi kupakuliwa. Tafadhali wasiliana na shirika: afisa atakueleza sababu na kuurejesha.',
  cardDownloadRateLimited:
    'Kadi zimepakuliwa mara nyingi mno kutoka kwenye mtandao huu. Tafadhali subiri dakika chache kisha ujaribu tena.',

  // members' data rights: download, correct, delete
  dataRightsSessionEnded: 'Kwa usalama wako, muda wa ukurasa huu umeisha. Tafadhali omba msimbo mpya kwa SMS kisha uuweke tena.',
  dataRightsPhoneTaken:
    'Nambari hiyo ya simu tayari ni ya mwanachama mwingine. Tafadhali tumia nambari nyingine au wasiliana na shirika.',
  dataRightsPhoneSame: 'Hiyo tayari ndiyo nambari ya simu tuliyo nayo.',
  dataRightsPhoneCodeSent: 'Tumetuma msimbo kwa simu mpya. Weka msimbo huo hapa ili kuthibitisha mabadiliko.',
  dataRightsDetailsSaved: 'Taarifa zako zimesasishwa.',
  dataRightsDeletionFiled:
    'Ombi lako la kufuta uanachama wako limepokelewa. Afisa atalishughulikia ndani ya siku 30; tutakutumia SMS likikamilika.',
  dataRightsDeletionAlreadyFiled:
    'Ombi lako la kufuta uanachama wako tayari limepokelewa; afisa atalishughulikia ndani ya siku 30.',
  dataRightsRequestNotFound: 'Ombi hili halikupatikana.',
  dataRightsRequestHandled: 'Ombi hili tayari limeshughulikiwa.',
  dataRightsErasedName: 'Imefutwa kwa ombi la mwanachama',
  retentionErasedName: 'Imeondolewa baada ya muda wa kuhifadhi',

  // checks only the server makes (the dashboard's forms and filters, content, the audit log, the
  // contact form's answer): kept out of messages.ts, which every public page ships
  chapterNameRequired: 'Jina la tawi linahitajika',
  contactNameRequired: 'Jina linahitajika',
  contactSubjectRequired: 'Mada inahitajika',
  contactMessageRequired: 'Ujumbe unahitajika',
  contactPhoneTooLong: 'Nambari ya simu isizidi herufi 20',
  membershipStatusFilterInvalid: 'Hali ya uanachama lazima iwe active, due au expired',
  searchTooLong: 'Maneno ya kutafuta yasizidi herufi 100',
  chapterFilterInvalid: 'Kichujio cha tawi hakijulikani',
  versionInvalid: 'expectedUpdatedAt lazima iwe tarehe na saa',
  chapterCodeInvalid: 'Msimbo wa tawi lazima uwe herufi mbili (A hadi Z)',
  chapterCodeReserved: 'GE imetengwa kwa wanachama wasio na tawi; chagua msimbo mwingine.',
  contentTitleRequired: 'Kichwa kinahitajika',
  contentDateRequired: 'Tarehe inahitajika',
  contentDateInvalid: 'Tafadhali weka tarehe halisi (YYYY-MM-DD)',
  contentStartTimeRequired: 'Saa ya kuanza inahitajika (HH:MM)',
  contentEndTimeRequired: 'Saa ya kumaliza inahitajika (HH:MM)',
  contentEndBeforeStart: 'Saa ya kumaliza lazima iwe baada ya saa ya kuanza',
  contentLocationRequired: 'Mahali panahitajika',
  contentCategoryRequired: 'Tafadhali chagua aina',
  contentExcerptRequired: 'Muhtasari unahitajika',
  contentBodyRequired: 'Maandishi yanahitajika',
  contentTextInvalid: 'Tafadhali andika maandishi hapa',
  contentDetailsInvalid: 'Maelezo lazima yawe mahali, washiriki, na orodha za washirika, huduma na matokeo',
  contentListItemRequired: 'Vipengele vya orodha haviwezi kuwa tupu',
  contentPublishedInvalid: 'Thamani ya published lazima iwe true au false',
  contentAltRequired: 'Eleza picha kwa ajili ya watu wasioweza kuiona (maelezo ya picha yanahitajika)',
  contentImageInvalid: `Picha lazima iwe ya aina ${PHOTO_FORMAT_NAMES}`,
  contentImageTooLarge: `Picha isizidi MB ${MAX_PHOTO_BYTES / MB}`,
  overviewGrowth: (percent: number) => `+${percent}% ikilinganishwa na mwezi uliopita`,
  overviewJoinedThisMonth: (count: string) =>
    `${count} ${isOne(Number(count.replace(/,/g, ''))) ? 'amejiunga' : 'wamejiunga'} ndani ya mwezi uliopita`,
  overviewValidShare: (percent: number) => `${percent}% ya wanachama wote`,
  overviewNoMembers: 'Bado hakuna wanachama',
  overviewChaptersLed: (led: string, total: string) => `${led} kati ya ${total} yana kiongozi aliyetajwa`,
  auditDateInvalid: 'Tarehe lazima ziwe siku halisi zilizoandikwa kama YYYY-MM-DD',
  auditDateOrder: 'Tarehe ya mwisho isiwe kabla ya tarehe ya kuanza',
  auditFilterTooLong: 'Kichujio kisizidi herufi 100',
  contentTitleSwRequired: 'Weka pia kichwa cha Kiswahili, au acha sehemu zote za Kiswahili wazi',
  contentExcerptSwRequired: 'Weka pia muhtasari wa Kiswahili, au acha sehemu zote za Kiswahili wazi',
  contentBodySwRequired: 'Weka pia maandishi ya Kiswahili, au acha sehemu zote za Kiswahili wazi',
  contentAltSwRequired: 'Weka pia maelezo ya picha kwa Kiswahili, au acha sehemu zote za Kiswahili wazi',
  contentDescriptionSwRequired: 'Weka pia maelezo mafupi ya picha kwa Kiswahili, au acha sehemu zote za Kiswahili wazi',
  notManualMode: 'Lipa kwa ombi la M-Pesa lililo kwenye ukurasa huu.',
  eventNotFoundTitle: 'Hafla haipatikani',
};
