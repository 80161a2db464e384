/**
 * The privacy notice (/privacy) under Kenya's Data Protection Act, 2019: its Kiswahili twin is
 * privacy.sw.ts. A list item with a bold lead is `{ lead, text }`; a sentence with a link in it is
 * the words before the link, the link's words and the words after it.
 */
import type { Catalogue } from '../messages';

export const privacyMessages = {
  title: 'Privacy Policy',
  version: (version: string) => `Version ${version}`,
  intro: (name: string, shortName: string) =>
    `${name} (“${shortName}”, “we”) is the data controller for the personal data described here. We process it in line with the Data Protection Act, 2019 and its regulations. This notice explains what we collect, why, how long we keep it, and your rights.`,
  collectTitle: 'What we collect',
  collect: [
    {
      lead: 'When you register as a member:',
      text: 'your full name, national ID number, phone number, gender, chapter, an optional e-mail address and an optional photo for your membership card.',
    },
    {
      lead: 'When you pay:',
      text: 'the M-Pesa phone number, the amount, and the transaction reference and result returned by Safaricom. We never see or store your M-Pesa PIN.',
    },
    {
      lead: 'When you write to us:',
      text: 'your name, e-mail, optional phone number, subject and message, and the network address the message came from (to stop abuse).',
    },
    {
      lead: 'Messages we send you:',
      text: 'the SMS and e-mails about your membership (welcome, renewal reminders, one-time codes), with when they were sent and whether they arrived. One-time codes are never kept once sent.',
    },
    {
      lead: 'When you sign up for an event (“I’m coming”):',
      text: 'your name and phone number, or your membership or ID number which we match to your record; the event; the short code we text you; and whether you are coming, on the waiting list or have cancelled.',
    },
    {
      lead: 'When you are checked in at an event:',
      text: 'the time, your name, membership number and chapter as they were then, whether your membership was valid, and which official checked you in.',
    },
    { lead: 'Your consent:', text: 'when you accepted this notice and which version.' },
    {
      lead: 'Officials’ accounts:',
      text: 'username, e-mail, role and a record of sign-ins and changes made in the dashboard.',
    },
  ],
  whyTitle: 'Why we collect it',
  why: [
    'Your ID number makes sure each person registers once and lets us verify a membership card when it is presented.',
    'Your phone number is used to request the M-Pesa payment and to contact you about membership and activities.',
    'Your photo appears only on your membership card.',
    'Contact messages are used only to answer you.',
    'An event sign-up holds your place: your phone gets your code, a reminder the day before, and word if a place frees up for you. Check-ins let us count who came (members and guests, by chapter) for our reports, and show you the events you attended on Get my card.',
  ],
  lawfulBases:
    'The lawful bases are your consent at registration and the performance of the membership you ask for. We do not sell your data or use it for advertising.',
  whoTitle: 'Who can see it',
  who: 'Only elected officials with a dashboard account (the chairperson and vice chairperson) can see member records. Our hosting provider stores the data for us under a written agreement. Safaricom receives the payment phone number to process the payment. We share data with authorities only when the law requires it.',
  doorOfficials:
    'At an event, the officials checking people in at the door (including chapter coordinators) can find those who signed up by name or code; they do not see phone numbers there.',
  keepTitle: 'How long we keep it',
  keep: [
    'Member records: while you are a member and for two years after your membership ends, then deleted.',
    'A registration that was never paid (the M-Pesa prompt failed or was cancelled): your details and photo are deleted after 30 days; only the record that a payment was attempted stays, with no name, ID number or phone.',
    'Payment records: seven years, as required for financial records. If you ask us to delete your membership, your payments stay with your membership number only.',
    'Event sign-ups and check-ins: a member’s, as long as the member record. If you ask us to delete your membership, they stay in the event’s figures without your name or phone. A guest’s stay in the event’s figures, but your name and phone number are removed from them, and from the texts we sent you about the event, 90 days after the event; write to us and we remove them sooner.',
    'Contact messages: twelve months.',
  ],
  protectTitle: 'How we protect it',
  protect:
    'Data travels encrypted (HTTPS). Passwords are stored as one-way hashes. Every change made by an official is recorded in an audit log. Photos are re-encoded, which removes hidden location data.',
  rightsTitle: 'Your rights',
  rights:
    'Under section 26 of the Act you may ask to be informed of the use of your data, to access it, to have it corrected or deleted, and to object to its processing. You may withdraw consent at any time; this ends your membership record.',
  selfService: {
    before: 'You can do most of this yourself on ',
    link: 'Get my card',
    after:
      ': enter your ID number and the phone number on your membership, and type the code we send to that phone. Then you can:',
  },
  selfActions: [
    {
      lead: 'Download my data:',
      text: 'everything we hold about you (your record and photo, your consent, payments, the messages we sent you, your event sign-ups and the events you attended), as a PDF to read and as a JSON file for a computer. The page also lists the events you attended.',
    },
    {
      lead: 'Correct my details:',
      text: 'change your e-mail address and photo at once, and your phone number after a code sent to the new phone. For your name, ID number or chapter, contact us.',
    },
    {
      lead: 'Delete my membership:',
      text: 'files a request. An official handles it within 30 days: your name, ID number, phone, e-mail and photo are removed, your card stops working, and we send you a last SMS to say it is done. If we cannot delete (for example while a dispute is open), we tell you why.',
    },
  ],
  complaint:
    'If you are not satisfied with our answer, you have the right to complain to the Office of the Data Protection Commissioner (ODPC): www.odpc.go.ke, info@odpc.go.ke.',
  contactTitle: 'Contact',
  contact: {
    before: 'Write to our data protection contact at ',
    /** Between the e-mail link and the contact form's link. */
    middle: (phone: string, address: string) =>
      `, call ${phone}, or visit us at ${address}. We answer within 7 days. You can also use our `,
    link: 'contact form',
    after: '.',
  },
} as const;

export type PrivacyMessages = Catalogue<typeof privacyMessages>;
