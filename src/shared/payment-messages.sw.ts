/** The payment screens' words in Kiswahili: the twin of payment-messages.ts (docs/kiswahili-glossary.md). */
import type { PaymentMessages } from './payment-messages';

export const paymentMessages: PaymentMessages = {
  mpesaPay: {
    amountInKsh: (amount: string) => `Ksh ${amount}`,
    paybillMenu: 'Fungua M-Pesa → Lipa na M-Pesa → Pay Bill.',
    businessNumber: 'Nambari ya biashara',
    accountNumber: 'Nambari ya akaunti',
    amount: 'Kiasi',
    thenEnterPin: 'kisha uweke PIN yako.',
    codeLabel: 'Msimbo wa M-Pesa',
    codePlaceholder: 'mfano SGL3ABC12X',
    phoneLabel: 'Nambari ya simu ya M-Pesa',
    otherPhoneHint: 'Simu inayolipa inaweza kuwa tofauti na yako.',
    tryAgain: 'Jaribu tena',
    checkAgain: 'Angalia tena',
    waiting: 'Tunasubiri malipo…',
    newPrompt: 'Itisha ombi jipya',
    checking: 'Tunaangalia…',
    submitting: 'Tunatuma…',
    downloadOnceConfirmed: 'Pakua kadi yangu ikishathibitishwa',
    simulator: {
      summary: 'Hali ya majaribio: tovuti hii inatumia kiigaji cha M-Pesa kilichojengwa ndani',
      intro: 'Hakuna pesa inayohamishwa. Tarakimu nne za mwisho za simu inayolipa huamua kitakachotokea:',
      phoneEndsIn: 'Simu inaishia na',
      outcome: 'Matokeo',
      otherwise: 'nyingine yoyote',
    },
  },
  promptFailure: {
    // Kiswahili first; M-Pesa's own words (English, from Safaricom) follow as a reference.
    message: (mpesaWords: string, help: string) => `${help} (M-Pesa: ${mpesaWords.replace(/\.$/, '')})`,
    cancelled: 'Ulighairi ombi la M-Pesa. Itisha ombi jipya ukiwa tayari.',
    unreachable:
      'Simu yako haikuweza kufikiwa. Hakikisha imewashwa na ina mtandao, piga *234# ili kusasisha menyu ya SIM, kisha ujaribu tena.',
    balance: 'Salio lako la M-Pesa halitoshi. Weka pesa kwenye M-Pesa kisha ujaribu tena.',
    wrongPin: 'PIN ya M-Pesa haikuwa sahihi. Jaribu tena ukitumia PIN sahihi.',
    other: 'Unaweza kuitisha ombi jipya na kujaribu tena.',
  },
  ownMembership: {
    membershipNumber: 'Nambari ya uanachama',
    chapter: 'Tawi',
    renewalDate: 'Tarehe ya kufanya upya',
    status: 'Hali',
    active: 'Hai',
    activeNote: (date: string) => `Uanachama wako unadumu hadi ${date}.`,
    due: 'Inakaribia kuisha',
    dueNote: (date: string) => `Tafadhali fanya upya uanachama kabla ya ${date}.`,
    expired: 'Imeisha muda',
    expiredNote: (date: string) => `Uanachama wako uliisha tarehe ${date}. Fanya upya uanachama ili kadi yako iwe halali tena.`,
    suspended: 'Imesimamishwa',
    suspendedNote: 'Uanachama huu umesimamishwa na shirika, bila kujali tarehe yake ya kufanya upya.',
    contactOffice: 'Wasiliana na ofisi',
  },
};
