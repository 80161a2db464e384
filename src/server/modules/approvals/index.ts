/** Decisions a second official must take (docs/campaigns.md, "Approvals"): a generic module, kinds registered by others. */
export { approvalsPlugin } from './plugin';
export { decide, hasSecondOfficial, requestApproval, withdrawApproval, type ApprovalKind } from './service';
