/** SMS and e-mail to members: the outbox, its worker and the message texts. */
export { smsPlugin } from './plugin';
export { enqueueForMember, SMS_PRICE_KSH, type MemberContact } from './outbox';
export { redactCodes, type MessageKind } from './messages';
export { smsText } from './messages';
