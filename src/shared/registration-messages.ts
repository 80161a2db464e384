/**
 * The words of /membership's own page (the steps, the note for members, the benefits and the
 * questions beside step 1). A catalogue of its own, not a block of messages.ts: only this page
 * loads it, so no other page's first load carries its words. The Kiswahili build reads its twin,
 * registration-messages.sw.ts.
 */
import { GENDER_LABELS } from './constants';
import type { Catalogue } from './messages';

export const registrationMessages = {
  title: 'Become a Member',
  /** "Already a member? <Renew your membership> or <get your card again>." */
  alreadyMember: 'Already a member?',
  renewLink: 'Renew your membership',
  or: 'or',
  cardAgainLink: 'get your card again',
  progress: 'Registration progress',
  stepRegistration: 'Registration',
  stepPayment: 'Payment',
  loadingPayment: 'Loading the payment step…',
  benefitsHeading: 'Membership benefits',
  benefits: {
    networking: 'Networking',
    networkingText: 'Meet young leaders, mentors and partners across Igembe, Tigania, Imenti and Buuri.',
    skills: 'Skills Development',
    skillsText: 'Trainings in agribusiness, digital skills, leadership and financial literacy.',
    voice: 'Voice & Advocacy',
    voiceText: 'Speak up on the issues that shape your ward, sub-county and county.',
    projects: 'Project Opportunities',
    projectsText: 'Take part in health camps, tree planting, value addition and charity projects.',
  },
  questionsHeading: 'Questions',
  costQuestion: 'How much does membership cost?',
  cardQuestion: 'When do I get my membership card?',
  cardAnswer: 'As soon as M-Pesa confirms your payment: the card downloads as a PDF you can print or keep on your phone.',
  /** Step 2's own words (the words it shares with /renew and /donate are payment-messages.ts). */
  payment: {
    heading: 'Payment',
    registrationFee: 'Registration fee',
    processingFee: 'Processing fee',
    total: 'Total',
    method: 'Payment method',
    methodManual: 'Pay by paybill, then enter the confirmation code',
    methodPrompt: 'A prompt is sent to your phone',
    membershipNumber: 'Membership No.',
    testerDetails: 'Details for testers',
    downloading: 'Downloading…',
    back: 'Back',
    requestPrompt: 'Request M-Pesa Prompt',
    completing: 'Completing…',
    completeRegistration: 'Complete Registration & Download Card',
    simulatorPaybill: 'Test mode: pay to the paybill instead',
  },
  /** Step 1, "Personal Information" (personal-step.tsx). */
  personal: {
    heading: 'Personal Information',
    identity: 'Identity Details',
    idNumber: 'ID Number *',
    idNumberPlaceholder: 'e.g. 12345678',
    renewLink: 'Renew my membership',
    cardAgainLink: 'Get my card again',
    fullName: 'Full Name *',
    fullNamePlaceholder: 'As on your ID',
    phoneNumber: 'Phone Number *',
    email: 'Email (Optional)',
    emailPlaceholder: 'you@example.com',
    gender: 'Gender *',
    selectGender: 'Select Gender',
    /** The English words of the stored values, the CSV export's and import's (constants.ts). */
    genders: GENDER_LABELS,
    membership: 'Membership Details',
    chapter: 'Chapter *',
    selectChapter: 'Select Chapter',
    /** "I agree … as described in the <privacy notice>." (the full stop is the page's) */
    consent: 'I agree that Meru Youth Voice keeps my details to run my membership, as described in the',
    privacyLink: 'privacy notice',
    checking: 'Checking…',
    continue: 'Continue to Payment',
  },
} as const;

export type RegistrationMessages = Catalogue<typeof registrationMessages>;
