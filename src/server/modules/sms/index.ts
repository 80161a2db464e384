/** SMS and e-mail to members: the outbox, its worker and the message texts. */
export { smsPlugin } from './plugin';
export { enqueueForDonor, enqueueForMember, enqueueSms, forgetMessages, SMS_PRICE_KSH, type MemberContact } from './outbox';
export { redactCodes, type MessageKind, type MessageParams } from './messages';
export { smsText } from './messages';
export { CAMPAIGN_PRIORITY, CAMPAIGN_SKIPS } from './campaign-rows';
export {
  firstNameOf,
  optOutLineOf,
  renderText,
  smsParts,
  unknownPlaceholders,
  withOptOut,
  type PlaceholderValues,
  type SmsParts,
} from './campaign-text';
export { nextPromotionalMoment } from './send-window';
export { smsCallbackUrls } from './hooks';
