/**
 * The words of the member's payment screens: paying by M-Pesa (registration's step 2, /renew,
 * /donate), what a refused prompt means, and a member's own membership at a glance (/renew,
 * /my-card). A catalogue of its own rather than a block of messages.ts: the screens that use it
 * load it with their shared flow code, so the other public pages' first load does not carry it.
 * The Kiswahili build reads its twin, payment-messages.sw.ts.
 */
import type { Catalogue } from './messages';

export const paymentMessages = {
  mpesaPay: {
    /** Amounts come formatted ("1,500"). */
    amountInKsh: (amount: string) => `KSh ${amount}`,
    /** The paybill steps, in Safaricom's menu words; each label is followed by ": " and its value. */
    paybillMenu: 'Go to M-Pesa → Lipa na M-Pesa → Pay Bill.',
    businessNumber: 'Business number',
    accountNumber: 'Account number',
    amount: 'Amount',
    thenEnterPin: 'then enter your PIN.',
    codeLabel: 'M-Pesa confirmation code',
    codePlaceholder: 'e.g. SGL3ABC12X',
    phoneLabel: 'M-Pesa phone number',
    otherPhoneHint: 'The phone that pays may be different from yours.',
    tryAgain: 'Try again',
    checkAgain: 'Check again',
    waiting: 'Waiting for payment…',
    newPrompt: 'Request a new prompt',
    checking: 'Checking…',
    submitting: 'Submitting…',
    downloadOnceConfirmed: 'Download my card once confirmed',
    simulator: {
      summary: 'Test mode: this site uses the built-in M-Pesa simulator',
      intro: 'No money moves. The last four digits of the paying phone choose what happens:',
      phoneEndsIn: 'Phone ends in',
      outcome: 'Outcome',
      otherwise: 'anything else',
    },
  },
  /** What M-Pesa's refusal of a prompt means, for the result codes a member can fix. */
  promptFailure: {
    /** M-Pesa's own words (English, from Safaricom), then the help. */
    message: (mpesaWords: string, help: string) => `${mpesaWords}. ${help}`.replace('.. ', '. '),
    cancelled: 'You cancelled the M-Pesa prompt. Request a new prompt when you are ready.',
    unreachable:
      'Your phone could not be reached. Make sure it is on and has network, dial *234# to refresh your SIM menu, then try again.',
    balance: 'Your M-Pesa balance is not enough. Top up and try again.',
    wrongPin: 'The M-Pesa PIN was wrong. Try again with the right PIN.',
    other: 'You can request a new prompt and try again.',
  },
  /** A member's own membership at a glance (/renew, /my-card). */
  ownMembership: {
    membershipNumber: 'Membership No.',
    chapter: 'Chapter',
    renewalDate: 'Renewal date',
    status: 'Status',
    active: 'Active',
    activeNote: (date: string) => `Your membership runs until ${date}.`,
    due: 'Due for renewal',
    dueNote: (date: string) => `Please renew before ${date}.`,
    expired: 'Expired',
    expiredNote: (date: string) => `Your membership expired on ${date}. Renew to make your card valid again.`,
    suspended: 'Suspended',
    suspendedNote: 'This membership has been suspended by the organisation, whatever its renewal date.',
    contactOffice: 'Contact the office',
  },
} as const;

export type PaymentMessages = Catalogue<typeof paymentMessages>;
