/** The contact page's words (/contact): its Kiswahili twin is contact.sw.ts. */
import type { Catalogue } from '../messages';

export const contactMessages = {
  title: 'Contact Us',
  subtitle: 'Questions, partnerships, donations or ideas — we would like to hear from you.',
  section: 'Contact',
  sendUsAMessage: 'Send us a message',
  fullName: 'Full name',
  email: 'Email',
  phoneOptional: 'Phone (optional)',
  subject: 'Subject',
  message: 'Message',
  /** The honeypot field's label: hidden from people and assistive technology, filled in by bots. */
  website: 'Website',
  sending: 'Sending…',
  send: 'Send Message',
  contactInformation: 'Contact information',
  callUs: 'Call us',
  donateByMpesa: 'Donate by M-Pesa',
  paybill: 'Paybill:',
  accountNumber: 'Account number:',
  emailUs: 'Email us',
  visitOffice: 'Visit our office',
  officeHours: 'Office hours',
  followUs: 'Follow us',
  findUs: (town: string) => `Find us in ${town}`,
  viewOnMap: 'View on OpenStreetMap',
  mapTitle: (town: string) => `Map of our office area in ${town}`,
  largerMap: 'Open a larger map (opens in a new tab)',
  ready: 'Ready to make a difference?',
  readyText: 'Join young people across Meru County who are raising their voice and creating opportunities.',
  joinToday: 'Join Us Today',
} as const;

export type ContactMessages = Catalogue<typeof contactMessages>;
