/** Membership and leader cards: PDF rendering, signed download links, public verification. */
export { cardsPlugin } from './plugin';
export { createCardLinks, type CardLinks } from './links';
export { checkCardNumber, type CardCheckAnswer } from './check';
export { embedCardFonts, type CardFonts } from './fonts';
export { wrap } from './text-fit';
