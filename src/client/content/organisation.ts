/**
 * Contact details, office hours and social links. Names, e-mails, phones and the paybill come
 * from the one identity module (src/shared/identity.ts) so the site and the cards never disagree.
 */
import { identity, membershipFigureLabel } from '../../shared/identity';
import { pageMessages } from '../../shared/page-messages';

export { identity, membershipFigureLabel };

export const office = {
  building: pageMessages.office.building,
  street: 'Moi Avenue',
  town: identity.town,
  county: identity.county,
  postal: pageMessages.office.postal,
  /** The embedded map (OpenStreetMap, allowed by the CSP's frame-src). */
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=37.6380%2C0.0400%2C37.6620%2C0.0560&layer=mapnik&marker=0.0480%2C37.6500',
  mapLinkUrl: 'https://www.openstreetmap.org/?mlat=0.0480&mlon=37.6500#map=16/0.0480/37.6500',
} as const;

export const officeHours = pageMessages.office.hours;

export const socialLinks = [
  { network: 'Facebook', href: 'https://www.facebook.com/meruyouthvoice', handle: 'meruyouthvoice' },
  { network: 'X (Twitter)', href: 'https://x.com/meruyouthvoice', handle: '@meruyouthvoice' },
  { network: 'Instagram', href: 'https://www.instagram.com/meruyouthvoice', handle: '@meruyouthvoice' },
  { network: 'YouTube', href: 'https://www.youtube.com/@meruyouthvoice', handle: 'Meru Youth Voice' },
] as const;

/** Developer contact shown in the footer's copyright line. */
export const developerContacts = [
  { name: 'MYV ICT Department', email: 'ict@meruyouthvoice.org' },
  { name: 'Web support', email: 'webmaster@meruyouthvoice.org' },
] as const;

export const CONSTITUTION_PDF = '/documents/myv-constitution.pdf';
