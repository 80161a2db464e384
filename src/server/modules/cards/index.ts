/** Membership and leader cards: PDF rendering, signed download links, public verification. */
export { cardsPlugin } from './plugin';
export { CARD_LINK_LIFETIME_MS, createCardLinks, type CardKind, type CardLinks } from './links';
