/**
 * The organisation's identity: one module that every page, e-mail and card reads from.
 * The organisation's name and contact details: change it here and nowhere else.
 */
export const identity = {
  name: 'Meru Youth Voice',
  shortName: 'MYV',
  tagline: 'RAISING VOICE AND CREATING OPPORTUNITIES',
  town: 'Meru',
  county: 'Meru County',
  website: 'www.meruyouthvoice.org',
  email: 'info@meruyouthvoice.org',
  secondaryEmail: 'membership@meruyouthvoice.org',
  phones: ['+254 114 220 333', '+254 722 410 586'] as const,
  /** Printed on the back of every card for lost-and-found returns. */
  cardPhone: '+254 114 220 333',
  paybill: '522533',
  paybillAccount: 'MYV',
  /**
   * One membership figure used on every page. The original content said 400+ on one page and
   * "over 500" on another; one configured number ends that.
   */
  membershipFigure: 500,
} as const;

/** "500+" — how the membership figure is written in headings and stats. */
export const membershipFigureLabel = `${identity.membershipFigure}+`;
