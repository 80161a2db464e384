/**
 * Every text printed on a card, in one place. The front is an identity document and stays
 * English; the back's notices are printed in English and, under each, in Kiswahili (the `…Sw`
 * texts, docs/member-language.md), so a member or a parent who reads only Kiswahili can follow them.
 */
import { identity } from '../../../shared/identity';

export const cardWording = {
  memberLabel: 'MEMBERSHIP CARD',
  leaderLabel: 'LEADERSHIP CARD',
  id: (idNumber: string) => `ID: ${idNumber}`,
  chapter: (chapter: string) => `Chapter: ${chapter}`,
  since: (date: string) => `Since: ${date}`,
  appointed: (date: string) => `Appointed: ${date}`,
  position: (position: string) => `Position: ${position}`,
  memberNumberLabel: 'MEMBERSHIP NO.:',
  leaderNumberLabel: 'LEADERSHIP NO.:',
  renewableOn: 'RENEWABLE ON:',
  missing: 'N/A',
  footer: `${identity.website}  |  ${identity.email}`,
  propertyNotice: `This card is the property of ${identity.name} and must be returned on request.`,
  renewalDate: (date: string) => `RENEWAL DATE: ${date}`,
  renewMember: 'Please renew your membership before this date.',
  renewLeader: 'Please renew your leadership card before this date.',
  lostAndFound: `If found, please return to ${identity.name} or call ${identity.cardPhone}.`,
  renewMemberSw: 'Tafadhali fanya upya uanachama wako kabla ya tarehe hii.',
  renewLeaderSw: 'Tafadhali fanya upya kadi yako ya uongozi kabla ya tarehe hii.',
  lostAndFoundSw: `Ukiiokota, tafadhali irudishe kwa ${identity.name} au piga simu ${identity.cardPhone}.`,
  scanToVerifySw: 'Changanua uthibitishe',
  copyright: (year: number) => `© ${year} ${identity.name}. All rights reserved.`,
  scanToVerify: 'Scan to verify',
  oathTitle: 'OATH OF OFFICE',
  /** The oath's wording was written for the organisation. */
  oath:
    `I pledge to serve the young people of ${identity.town} with integrity, humility and diligence; ` +
    `to uphold the constitution of ${identity.name}; to listen to every voice, lead by example, ` +
    'and account faithfully for all that is entrusted to me.',
} as const;
