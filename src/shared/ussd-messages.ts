import type { Catalogue } from './messages';

/**
 * USSD (modules/ussd, docs/ussd.md): the screens of *384*96# on any phone, in English and
 * Kiswahili. Plain ASCII, short: a screen holds at most 182 characters with its CON/END.
 *
 * Its own file, not the site's catalogue (messages.ts): the screens are read by the server and the
 * dashboard's USSD report only, so no public page ships them.
 */
export const ussdMessages = {
  /** The first screen of a phone that has not chosen yet: in both languages. */
  chooseLanguage: 'Welcome to Meru Youth Voice\nChoose language / Chagua lugha:\n1 English\n2 Kiswahili',
  /**
   * Any error: nothing more is said to a caller (the log has the rest). In both languages, since
   * an error can come before the caller's language is known (or from reading it).
   */
  sorry: 'Sorry, please try again later.\nSamahani, tafadhali jaribu tena baadaye.',
  en: {
    mainMenu:
      'Meru Youth Voice\n1 My membership\n2 Renew (KSh 200)\n3 My number by SMS\n4 Join MYV\n5 Upcoming events\n9 Kiswahili',
    invalidChoice: 'Invalid choice.',
    back: '0 Back',
    membership: (name: string, number: string, chapter: string, status: string, until: string) =>
      `${name}\nNo. ${number}\nChapter: ${chapter}\nStatus: ${status}\nRenewal date: ${until}`,
    statuses: { active: 'Active', due: 'Due for renewal', expired: 'Expired', suspended: 'Suspended' },
    noChapter: 'none',
    askLookupId: 'This phone is not on file.\nEnter the member ID number to check:',
    lookupActive: (until: string) => `Membership active until ${until}.`,
    lookupNotFound: 'Not found: no active membership for that ID number.',
    idInvalid: 'ID number must be 6 to 9 digits. Try again:',
    renewConfirm: (number: string, until: string) =>
      `Renew ${number} for KSh 200?\nNow valid until ${until}.\n1 Pay from this phone\n2 Pay from another phone`,
    askPayingPhone: 'Enter the M-Pesa phone number (07... or 01...):',
    phoneInvalid: 'Phone number not valid. Try again (07... or 01...):',
    enterPin: (phone: string) =>
      `Enter your M-Pesa PIN on the prompt sent to ${phone}. You will get an SMS when the payment is done.`,
    joinPin: (phone: string) => `Enter your M-Pesa PIN on the prompt sent to ${phone}. Your membership number will come by SMS.`,
    notOnFile: (host: string) => `This phone is not on file. Dial from your registered phone, or visit ${host}/renew`,
    numberSent: (phone: string) => `Your membership number has been sent by SMS to ${phone}.`,
    alreadyMember: (number: string) => `This phone is already on file as member ${number}. Choose 1 to see it.`,
    askJoinId: 'Join MYV for KSh 200.\nEnter your ID number:',
    askJoinName: 'Enter your full name:',
    nameInvalid: 'Enter your full name (at most 100 letters). Try again:',
    askChapter: 'Choose your chapter:',
    joinConfirm: (name: string, chapter: string, id: string, host: string) =>
      `Join as ${name}, ${chapter}, ID ${id}. Pay KSh 200 from this phone. Privacy: ${host}/privacy\n1 Pay`,
    idRegistered: 'This ID number is already registered. Dial again and choose 1 to check it.',
    phoneRegistered: 'This phone is already on file for another member.',
    paymentInProgress: 'A payment for this is already in progress. Check your phone for the M-Pesa prompt.',
    tooManyPrompts: 'Too many payment prompts to this phone. Please try again later.',
    memberInactive: 'This membership is suspended. Please contact MYV.',
    mpesaUnavailable: 'M-Pesa cannot be reached now. Nothing was charged. Please try again later.',
    promptRefused: 'M-Pesa did not send the prompt. Nothing was charged. Please try again later.',
    tooManySessions: 'Too many sessions from this phone. Please try again in an hour.',
    tooManyLookups: 'Too many checks. Please try again later.',
    tooManyNumberSms: 'We already sent your number by SMS. Please wait for it.',
    events: 'Upcoming events:',
    noEvents: 'No upcoming events right now. Visit our website for news.',
    /** Above the numbered events when some take RSVPs; `only`: the one open event's number. */
    rsvpPick: (only: number | null) => (only ? `Reply ${only} to RSVP:` : "Reply with the event's number to RSVP:"),
    rsvpMark: '(RSVP)',
    askRsvpName: 'Enter your full name for the RSVP:',
    rsvpGoing: (title: string, date: string) => `You are going to ${title} on ${date}. Your code and link are sent by SMS.`,
    rsvpWaiting: (title: string) =>
      `${title} is full: you are on the waiting list. SMS sent. We will SMS you if a place frees up.`,
    rsvpAlready: 'This phone is already on the list for this event. To cancel, use the link in the SMS we sent you.',
    rsvpClosed: 'RSVP for this event is closed.',
    rsvpDeadlinePassed: 'The RSVP deadline for this event has passed.',
    rsvpMembersOnly: 'This event is for members only. To join MYV, dial again and choose 4.',
    rsvpNotValid: 'This event needs a valid membership. To renew, dial again and choose 2.',
    tooManyRsvps: 'Too many RSVPs. Please try again in a few minutes.',
  },
  sw: {
    mainMenu:
      'Meru Youth Voice\n1 Uanachama wangu\n2 Fanya upya (Ksh 200)\n3 Nambari yangu kwa SMS\n4 Jiunge na MYV\n5 Hafla zijazo\n9 English',
    invalidChoice: 'Chaguo si sahihi.',
    back: '0 Rudi',
    membership: (name: string, number: string, chapter: string, status: string, until: string) =>
      `${name}\nNambari ${number}\nTawi: ${chapter}\nHali: ${status}\nTarehe ya kufanya upya: ${until}`,
    statuses: { active: 'Hai', due: 'Inakaribia kuisha', expired: 'Imeisha muda', suspended: 'Imesimamishwa' },
    noChapter: 'hakuna',
    askLookupId: 'Simu hii haijasajiliwa.\nWeka nambari ya kitambulisho ya mwanachama ili kuangalia:',
    lookupActive: (until: string) => `Uanachama uko hai hadi ${until}.`,
    lookupNotFound: 'Haikupatikana: hakuna uanachama hai wa nambari hiyo ya kitambulisho.',
    idInvalid: 'Nambari ya kitambulisho iwe tarakimu 6 hadi 9. Jaribu tena:',
    renewConfirm: (number: string, until: string) =>
      `Fanya upya ${number} kwa Ksh 200?\nSasa ni halali hadi ${until}.\n1 Lipa kwa simu hii\n2 Lipa kwa simu nyingine`,
    askPayingPhone: 'Weka nambari ya simu ya M-Pesa (07... au 01...):',
    phoneInvalid: 'Nambari ya simu si sahihi. Jaribu tena (07... au 01...):',
    enterPin: (phone: string) => `Weka PIN yako ya M-Pesa kwenye ombi lililotumwa kwa ${phone}. Utapata SMS malipo yakikamilika.`,
    joinPin: (phone: string) =>
      `Weka PIN yako ya M-Pesa kwenye ombi lililotumwa kwa ${phone}. Nambari yako ya uanachama itakuja kwa SMS.`,
    notOnFile: (host: string) => `Simu hii haijasajiliwa. Piga kutoka kwa simu uliyojisajili nayo, au tembelea ${host}/renew`,
    numberSent: (phone: string) => `Nambari yako ya uanachama imetumwa kwa SMS kwa ${phone}.`,
    alreadyMember: (number: string) => `Simu hii tayari imesajiliwa kwa mwanachama ${number}. Chagua 1 kuiona.`,
    askJoinId: 'Jiunge na MYV kwa Ksh 200.\nWeka nambari yako ya kitambulisho:',
    askJoinName: 'Weka jina lako kamili:',
    nameInvalid: 'Weka jina lako kamili (lisilozidi herufi 100). Jaribu tena:',
    askChapter: 'Chagua tawi lako:',
    joinConfirm: (name: string, chapter: string, id: string, host: string) =>
      `Jiunge kama ${name}, ${chapter}, kitambulisho ${id}. Lipa Ksh 200 kwa simu hii. Faragha: ${host}/privacy\n1 Lipa`,
    idRegistered: 'Nambari hii ya kitambulisho tayari imesajiliwa. Piga tena uchague 1 kuiangalia.',
    phoneRegistered: 'Simu hii tayari imesajiliwa kwa mwanachama mwingine.',
    paymentInProgress: 'Malipo haya tayari yanaendelea. Angalia ombi la M-Pesa kwenye simu yako.',
    tooManyPrompts: 'Maombi mengi mno ya malipo kwa simu hii. Tafadhali jaribu tena baadaye.',
    memberInactive: 'Uanachama huu umesimamishwa. Tafadhali wasiliana na MYV.',
    mpesaUnavailable: 'M-Pesa haipatikani sasa. Hujakatwa pesa. Tafadhali jaribu tena baadaye.',
    promptRefused: 'M-Pesa haikutuma ombi la malipo. Hujakatwa pesa. Tafadhali jaribu tena baadaye.',
    tooManySessions: 'Umepiga mara nyingi mno kwa simu hii. Tafadhali jaribu tena baada ya saa moja.',
    tooManyLookups: 'Umeuliza mara nyingi mno. Tafadhali jaribu tena baadaye.',
    tooManyNumberSms: 'Tumeshatuma nambari yako kwa SMS. Tafadhali isubiri.',
    events: 'Hafla zijazo:',
    noEvents: 'Hakuna hafla zijazo kwa sasa. Tembelea tovuti yetu kwa habari.',
    rsvpPick: (only: number | null) =>
      only ? `Jibu ${only} kujiandikisha kuhudhuria:` : 'Jibu nambari ya hafla kujiandikisha kuhudhuria:',
    rsvpMark: '(RSVP)',
    askRsvpName: 'Weka jina lako kamili ili kujiandikisha kuhudhuria:',
    rsvpGoing: (title: string, date: string) => `Utahudhuria ${title} tarehe ${date}. Tumekutumia msimbo wako na kiungo kwa SMS.`,
    rsvpWaiting: (title: string) =>
      `${title} imejaa: uko kwenye orodha ya kusubiri. Tumekutumia SMS. Tutakutumia SMS nafasi ikipatikana.`,
    rsvpAlready:
      'Simu hii tayari iko kwenye orodha ya hafla hii. Ili kufuta nafasi yako, fungua kiungo kilicho kwenye SMS tuliyokutumia.',
    rsvpClosed: 'Usajili wa kuhudhuria hafla hii umefungwa.',
    rsvpDeadlinePassed: 'Muda wa mwisho wa kujiandikisha kuhudhuria hafla hii umepita.',
    rsvpMembersOnly: 'Hafla hii ni ya wanachama. Ili kujiunga na MYV, piga tena uchague 4.',
    rsvpNotValid: 'Hafla hii inahitaji uanachama halali. Ili kufanya upya, piga tena uchague 2.',
    tooManyRsvps: 'Usajili mwingi mno. Tafadhali jaribu tena baada ya dakika chache.',
  },
  /** The dashboard's USSD tab (officials: English). */
  report: {
    label: 'USSD report',
    title: 'USSD in the last 30 days',
    loading: 'Loading the USSD report…',
    refresh: 'Refresh',
    joins: 'Joins paid',
    renewals: 'Renewals paid',
    sessions: 'Sessions',
    perDay: 'Sessions per day',
    day: 'Day',
    outcomes: 'What sessions achieved',
    outcome: 'Outcome',
    dropOuts: 'Where callers left without finishing',
    screen: 'Last screen',
    endStatuses: "Africa's Talking's end status",
    status: 'Status',
    none: 'No USSD sessions yet.',
    outcomeLabels: {
      membership_shown: 'Saw their membership',
      lookup: 'Checked an ID number',
      renewal_prompted: 'Renewal prompt sent',
      number_sent: 'Number sent by SMS',
      join_prompted: 'Join prompt sent',
      events: 'Read upcoming events',
      none: 'Nothing finished',
      rsvp: 'RSVPed to an event',
    } as Record<string, string>,
    screenLabels: {
      start: 'Dialled (no answer yet)',
      unknown: 'Never reached us',
      language: 'Choose language',
      main: 'Main menu',
      lookup_id: 'ID number to check',
      renew_confirm: 'Renewal: confirm',
      renew_phone: 'Renewal: M-Pesa phone',
      join_id: 'Join: ID number',
      join_name: 'Join: full name',
      join_chapter: 'Join: chapter',
      join_confirm: 'Join: confirm and pay',
      'done:not_on_file': 'Told the phone is not on file',
      'done:already_member': 'Told they are already a member',
      events: 'Events: choose one to RSVP',
      rsvp_name: 'RSVP: full name',
      'done:rsvp': 'Told they cannot RSVP (closed, members only, already on the list)',
    } as Record<string, string>,
  },
  /**
   * Failed USSD payments: the one SMS to the caller when the M-Pesa prompt a USSD join or renewal
   * started fails (cancelled, not answered in time, not enough money, wrong PIN, anything else),
   * in the language of the session's screens. GSM-7 and one part (160 characters) with the longest
   * service code Africa's Talking gives; no name, no ID number.
   */
  paymentFailedSms: {
    en: {
      what: { join: 'to join MYV', renew: 'to renew membership' },
      reasons: {
        cancelled: 'was cancelled',
        timeout: 'timed out (prompt not answered)',
        funds: 'failed: not enough money in M-Pesa',
        pin: 'failed: wrong M-Pesa PIN',
        other: 'did not go through',
      },
      text: (what: string, reason: string, serviceCode: string, choice: string) =>
        `MYV: your KSh 200 M-Pesa payment ${what} ${reason}. Nothing was charged. Try again: dial ${serviceCode}, choose ${choice}.`,
      /** A row without its details (never written so): still true, and still says what to do. */
      unknown: 'MYV: your M-Pesa payment did not go through. Nothing was charged. To try again, dial the MYV code again.',
    },
    sw: {
      what: { join: 'ya kujiunga na MYV', renew: 'ya kufanya upya uanachama' },
      reasons: {
        cancelled: 'yameghairiwa',
        timeout: 'yamepitwa na muda (ombi halikujibiwa)',
        funds: 'hayakufaulu: salio halitoshi',
        pin: 'hayakufaulu: PIN si sahihi',
        other: 'hayakukamilika',
      },
      text: (what: string, reason: string, serviceCode: string, choice: string) =>
        `MYV: malipo ya M-Pesa ya Ksh 200 ${what} ${reason}. Hujakatwa pesa. Jaribu tena: piga ${serviceCode}, uchague ${choice}.`,
    },
  },
} as const;

/** What a failed USSD payment's SMS says (the outbox row's params, rendered when sent). */
export interface UssdPaymentFailed {
  language: 'en' | 'sw';
  purpose: 'join' | 'renew';
  reason: keyof typeof ussdMessages.paymentFailedSms.en.reasons;
  /** The code the caller dialled, e.g. *384*96#. */
  serviceCode: string;
}

/** The SMS for a failed USSD payment; the menu choice to dial again is the one that started it. */
export function ussdPaymentFailedSms(failed: UssdPaymentFailed | undefined): string {
  if (!failed) return ussdMessages.paymentFailedSms.en.unknown;
  const words = ussdMessages.paymentFailedSms[failed.language];
  const choice = failed.purpose === 'join' ? '4' : '2';
  return words.text(words.what[failed.purpose], words.reasons[failed.reason], failed.serviceCode, choice);
}

/** What a language's screens hold (the same keys in English and Kiswahili). */
export type UssdWords = Catalogue<typeof ussdMessages.en>;
