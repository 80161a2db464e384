/**
 * The organisation's identity: one module that every page, e-mail and card reads from.
 * The spec leaves the name open (DESIGN.md decides it); change it here and nowhere else.
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
  /** Printed on the back of every card for lost-and-found returns (spec §9). */
  cardPhone: '+254 114 220 333',
  paybill: '522533',
  paybillAccount: 'MYV',
  /**
   * One membership figure used on every page. The spec says 400+ on Home and
   * "over 500" on About; DESIGN.md asks for one configured number.
   */
  membershipFigure: 500,
} as const;

/** "500+" — how the membership figure is written in headings and stats. */
export const membershipFigureLabel = `${identity.membershipFigure}+`;
