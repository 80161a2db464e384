/** The dashboard's calls, one function each, over the shared API client. */
import { api, apiErrorFrom, query } from '../api';
import type { FinanceSummary } from '../../shared/schemas/finance';
import type { Chapter } from '../../shared/schemas/chapters';
import type { DataRequest } from '../../shared/schemas/data-rights';
import type { AdminLeader, AdminMember, ContactMessageItem, NotificationList, Paged, Stats } from '../../shared/schemas/admin';
import type { CreateUserInput, Official, TemporaryPasswordAnswer } from '../../shared/schemas/auth';
import type { ImportDateOrder, ImportResult } from '../../shared/schemas/import';
import type { PaymentList, PaymentStatus, PaymentSummary } from '../../shared/schemas/registration';
import type { OwnMembership } from '../../shared/schemas/renewals';
import type { TestMode } from '../../shared/schemas/test-mode';
import type { AuditExportQuery, AuditList } from '../../shared/schemas/audit';
import type { SignedInDevice, TwoFactorSetup, TwoFactorStatus } from '../../shared/schemas/two-factor';
import type { UssdReport } from '../../shared/schemas/ussd';
import type {
  ApprovalItem,
  OwnApproval,
  Campaign,
  CampaignCreateInput,
  CampaignEvent,
  CampaignPreview,
  CampaignPreviewInput,
} from '../../shared/schemas/campaigns';

/** A chapter as the form sends it; a blank code lets the server choose one (new) or keeps it (edit). */
interface ChapterBody {
  name: string;
  code: string;
  leader: string;
}

export interface ListParams {
  search?: string;
  page?: number;
  pageSize?: number;
  chapterId?: string;
  status?: string;
  /** Members only: active | due | expired (from the renewal date). */
  membershipStatus?: string;
}

/** The Payments tab's filter; the CSV export takes the same. */
export interface PaymentFilter {
  status?: '' | PaymentStatus;
  method?: '' | PaymentSummary['method'];
  purpose?: '' | PaymentSummary['purpose'];
  channel?: '' | PaymentSummary['channel'];
  search?: string;
  /** One member's payments (the member dialog). */
  memberId?: string;
  page?: number;
  pageSize?: number;
}

/** What an official may do to a payment: confirm or reject it, or ask M-Pesa again about it. */
export type PaymentAction = 'confirm' | 'reject' | 'query';
/** The paybill URLs and their last registration with Daraja (when, and its answer). */
export interface PaybillRegistrationView {
  urls: { confirmationUrl: string; validationUrl: string };
  last: { at: string; ok: boolean; answer: Record<string, unknown> | null; pull: { ok: boolean } | null } | null;
}
/** An official settles an unmatched paybill payment (the exceptions queue). */
export type UnmatchedDecision = { kind: 'assign'; memberId: string } | { kind: 'donation' } | { kind: 'refund'; reason: string };

/** A message to a member as GET /api/outbox lists it (codes redacted by the server). */
export interface OutboxItem {
  id: string;
  channel: 'sms' | 'email';
  kind: string;
  recipient: string;
  text: string;
  status: string;
  attempts: number;
  gatewayStatus: string | null;
  lastError: string | null;
  /** The gateway's delivery report ("Success", "Failed: AbsentSubscriber"); null before one. */
  delivery: string | null;
  createdAt: string;
  sentAt: string | null;
}
/** A text someone sent to our number (not STOP/START), as GET /api/sms/inbox lists it. */
export interface InboxItem {
  id: string;
  from: string;
  text: string;
  receivedAt: string;
  member: { id: string; fullName: string; membershipNumber: string } | null;
}
export interface OutboxParams {
  status?: string;
  memberId?: string;
  page?: number;
  pageSize?: number;
}

/** A members import: the file's bytes (base64), a dry run or the real one. */
export interface ImportBody {
  file: string;
  dryRun: boolean;
  quiet: boolean;
  dateOrder?: ImportDateOrder;
}

export const adminApi = {
  stats: () => api.get<Stats>('/api/stats'),
  /** Every chapter, archived ones too (the public list leaves them out). */
  chapters: () => api.get<Chapter[]>('/api/chapters/all'),
  addChapter: (body: ChapterBody) => api.post<{ chapter: Chapter; message: string }>('/api/chapters', body),
  editChapter: (id: string, body: ChapterBody) => api.put<{ chapter: Chapter; message: string }>(`/api/chapters/${id}`, body),
  archiveChapter: (id: string, archived: boolean) =>
    api.post<{ chapter: Chapter; message: string }>(`/api/chapters/${id}/${archived ? 'archive' : 'unarchive'}`),
  deleteChapter: (id: string) => api.delete<{ message: string }>(`/api/chapters/${id}`),

  members: (params: ListParams) => api.get<Paged<AdminMember>>(`/api/members${query({ ...params })}`),
  addMember: (body: object) => api.post<{ id: string; message: string; member: AdminMember }>('/api/members', body),
  updateMember: (id: string, body: object) => api.put<{ message: string; member: AdminMember }>(`/api/members/${id}`, body),
  /** 202 `waiting` when the member has paid: the deletion waits for a second official (docs/finance.md). */
  deleteMember: (id: string) => api.delete<{ message: string; waiting?: true; secondOfficial?: boolean }>(`/api/members/${id}`),
  membersCsvUrl: (params: ListParams) =>
    `/api/members/export.csv${query({ search: params.search, chapterId: params.chapterId, status: params.status, membershipStatus: params.membershipStatus })}`,

  leaders: (params: ListParams) => api.get<Paged<AdminLeader>>(`/api/leaders${query({ ...params })}`),
  addLeader: (body: object) => api.post<{ leader: AdminLeader; message: string }>('/api/leaders', body),
  updateLeader: (id: string, body: object) => api.put<{ message: string; leader: AdminLeader }>(`/api/leaders/${id}`, body),
  deleteLeader: (id: string) => api.delete<{ message: string }>(`/api/leaders/${id}`),
  leadersCsvUrl: (params: ListParams) =>
    `/api/leaders/export.csv${query({ search: params.search, chapterId: params.chapterId, status: params.status })}`,

  notifications: () => api.get<NotificationList>('/api/notifications'),
  readAllNotifications: () => api.post<{ updated: number }>('/api/notifications/read-all'),

  contactMessages: (page: number) =>
    api.get<Paged<ContactMessageItem> & { unread: number }>(`/api/contact-messages${query({ page, pageSize: 20 })}`),
  markMessageRead: (id: string) => api.post<ContactMessageItem>(`/api/contact-messages/${id}/read`),

  officials: () => api.get<Official[]>('/api/users'),
  addOfficial: (body: CreateUserInput) => api.post<TemporaryPasswordAnswer>('/api/users', body),
  setOfficialEnabled: (id: string, enabled: boolean) =>
    api.post<{ message?: string }>(`/api/users/${id}/${enabled ? 'enable' : 'disable'}`),
  resetOfficialPassword: (id: string) => api.post<TemporaryPasswordAnswer>(`/api/users/${id}/reset-password`),
  resetOfficialTwoFactor: (id: string) => api.post<{ user: Official }>(`/api/users/${id}/reset-2fa`),

  // The official's own account (Security tab)
  twoFactorStatus: () => api.get<TwoFactorStatus>('/api/auth/2fa'),
  setupTwoFactor: () => api.post<TwoFactorSetup>('/api/auth/2fa/setup'),
  enableTwoFactor: (code: string) => api.post<{ recoveryCodes: string[] }>('/api/auth/2fa/enable', { code }),
  newRecoveryCodes: (code: string) => api.post<{ recoveryCodes: string[] }>('/api/auth/2fa/recovery-codes', { code }),
  disableTwoFactor: (body: { password: string; code: string }) => api.post<null>('/api/auth/2fa/disable', body),
  sessions: () => api.get<{ sessions: SignedInDevice[] }>('/api/auth/sessions').then((answer) => answer.sessions),
  endSession: (id: string) => api.delete<null>(`/api/auth/sessions/${id}`),

  payments: (filter: PaymentFilter) => api.get<PaymentList>(`/api/payments${query({ ...filter })}`),
  financeSummary: (range: { from?: string; to?: string }) => api.get<FinanceSummary>(`/api/finance/summary${query(range)}`),
  paymentsCsvUrl: (filter: PaymentFilter) =>
    `/api/payments/export.csv${query({ status: filter.status, method: filter.method, purpose: filter.purpose, channel: filter.channel, search: filter.search })}`,
  /** A completed payment's receipt (PDF), as the payer's signed link shows it. */
  paymentReceiptPdfUrl: (id: string) => `/api/payments/${encodeURIComponent(id)}/receipt.pdf`,
  settlePayment: (id: string, action: PaymentAction, body: { receipt?: string; reason?: string } = {}) =>
    api.post<{ message: string; membershipNumber: string | null }>(`/api/payments/${id}/${action}`, body),
  recordReceipt: (id: string, receipt: string) => api.post<{ message: string }>(`/api/payments/${id}/receipt`, { receipt }),
  importStatement: (csv: string) =>
    api.post<{ matched: number; alreadyRecorded: number; exceptions: number }>('/api/finance/statement', { csv }),
  paybillRegistration: () => api.get<PaybillRegistrationView>('/api/paybill/registration'),
  registerPaybill: () => api.post<NonNullable<PaybillRegistrationView['last']>>('/api/paybill/registration'),
  settleUnmatched: (id: string, decision: UnmatchedDecision) =>
    api.post<{ message: string; status: string }>(
      `/api/payments/${id}/${decision.kind}`,
      decision.kind === 'assign'
        ? { memberId: decision.memberId }
        : decision.kind === 'refund'
          ? { reason: decision.reason }
          : {},
    ),

  outbox: (params: OutboxParams) =>
    api.get<{ items: OutboxItem[]; total: number; counts: Record<string, number> }>(`/api/outbox${query({ ...params })}`),
  smsInbox: () => api.get<{ items: InboxItem[]; total: number }>('/api/sms/inbox'),
  cashRenewal: (memberId: string) =>
    api.post<{ message: string; member: OwnMembership }>(`/api/members/${memberId}/cash-renewal`),
  sendReminder: (memberId: string) => api.post<{ message: string }>(`/api/members/${memberId}/reminders`),
  importMembers: (body: ImportBody) => api.post<ImportResult>('/api/members/import', body),
  testMode: () => api.get<TestMode>('/api/test-mode'),
  ussdReport: () => api.get<UssdReport>('/api/ussd/report'),

  /** The audit trail under the Audit tab's filters, one page. */
  audit: (params: AuditParams) => api.get<AuditList>(`/api/audit${query({ ...params })}`),
  auditCsvUrl: (filters: AuditExportQuery) => `/api/audit/export.csv${query({ ...filters })}`,
  dataRequests: () => api.get<{ items: DataRequest[]; overdue: number }>('/api/data-requests'),
  decideDataRequest: (id: string, action: 'approve' | 'reject', reason?: string) =>
    api.post<{ status: string }>(`/api/data-requests/${id}/${action}`, action === 'reject' ? { reason } : {}),

  /** Campaigns (docs/campaigns.md). */
  previewCampaign: (body: CampaignPreviewInput) => api.post<CampaignPreview>('/api/campaigns/preview', body),
  createCampaign: (body: CampaignCreateInput) => api.post<{ campaign: { id: string; status: string } }>('/api/campaigns', body),
  campaigns: () => api.get<{ items: Campaign[] }>('/api/campaigns'),
  cancelCampaign: (id: string) => api.post<{ unsent: number }>(`/api/campaigns/${id}/cancel`),
  campaignEvents: () => api.get<{ events: CampaignEvent[] }>('/api/campaigns/events'),
  /** Simulator mode: a text from a phone, posted to the site by the SMS simulator. */
  simulateReply: (body: { from: string; text: string }) => api.post<{ status: 'received' }>('/api/sms/simulate-reply', body),
  approvals: () => api.get<{ items: ApprovalItem[] }>('/api/approvals'),
  decideApproval: (id: string, action: 'approve' | 'reject', reason?: string) =>
    api.post<{ status: string }>(`/api/approvals/${id}/${action}`, action === 'reject' ? { reason } : {}),
  /** Members an unmatched paybill payment may be assigned to (treasury: no members' tab needed). */
  paymentMembers: (search: string) =>
    api.get<{ items: { id: string; fullName: string; membershipNumber: string; idNumber: string }[] }>(
      `/api/payments/members${query({ search })}`,
    ),
  /** The signed-in official's own requests still waiting for a second official. */
  ownApprovals: () => api.get<{ items: OwnApproval[] }>('/api/approvals/mine'),
  withdrawApproval: (id: string) => api.post<{ status: string; message: string }>(`/api/approvals/${id}/withdraw`),
};

export type AuditParams = AuditExportQuery & { page: number; pageSize?: number };

/**
 * Downloads a card PDF (GET /api/members/:id/card or /api/leaders/:id/card) as MYV_Card_{ID}.pdf
 * or MYV_Leadership_Card_{ID}.pdf. Throws the server's refusal (ApiError, with the product's
 * message) so the caller can show it.
 */
export async function downloadCard(kind: 'member' | 'leader', id: string, idNumber: string): Promise<void> {
  const response = await fetch(`/api/${kind === 'member' ? 'members' : 'leaders'}/${id}/card`, { credentials: 'same-origin' });
  if (!response.ok) throw await apiErrorFrom(response);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = kind === 'member' ? `MYV_Card_${idNumber}.pdf` : `MYV_Leadership_Card_${idNumber}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
