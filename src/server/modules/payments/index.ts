/**
 * Payments: the M-Pesa gateway, the payment state machine, prompts shared by registration and
 * renewal, what a completed payment does (purposes/), the Daraja callback and the Payments tab.
 * Other modules import from here only.
 */
export { paymentsPlugin, RECONCILIATION_JOB } from './plugin';
export { CALLBACK_PATH_PREFIX, callbackSecret, type PaymentGateway } from './gateway';
export { applyEvent, queryAndApply, type PaymentRow } from './service';
export { PENDING_TIMEOUT_MS } from './state';
export {
  assertPromptLimits,
  insertPendingPayment,
  lockForPrompt,
  countPromptAttempt,
  sendPrompt,
  type PromptLimits,
} from './prompts';
export type { StkPushAnswer } from '../../../shared/schemas/registration';
export { draftOf, payerNameOf, type PaymentDraft } from './draft';
export { moneyApprovalKinds } from './money-requests';
