/** The dashboard's calls, one function each, over the shared API client. */
import { api, apiErrorFrom, query } from '../api';
import type { Chapter } from '../../shared/schemas/chapters';
import type { DataRequest } from '../../shared/schemas/data-rights';
import type { AdminLeader, AdminMember, ContactMessageItem, NotificationList, Paged, Stats } from '../../shared/schemas/admin';
import type { CreateUserInput, Official, TemporaryPasswordAnswer } from '../../shared/schemas/auth';
import type { ImportDateOrder, ImportResult } from '../../shared/schemas/import';
import type { PaymentList, PaymentStatus, PaymentSummary } from '../../shared/schemas/registration';
import type { OwnMembership } from '../../shared/schemas/renewals';
import type { TestMode } from '../../shared/schemas/test-mode';
import type { AuditExportQuery, AuditList } from '../../shared/schemas/audit';

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
  search?: string;
  /** One member's payments (the member dialog). */
  memberId?: string;
  page?: number;
  pageSize?: number;
}

/** What an official may do to a payment: confirm or reject it, or ask M-Pesa again about it. */
export type PaymentAction = 'confirm' | 'reject' | 'query';

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
  createdAt: string;
  sentAt: string | null;
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
  deleteMember: (id: string) => api.delete<{ message: string }>(`/api/members/${id}`),
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

  payments: (filter: PaymentFilter) => api.get<PaymentList>(`/api/payments${query({ ...filter })}`),
  paymentsCsvUrl: (filter: PaymentFilter) =>
    `/api/payments/export.csv${query({ status: filter.status, method: filter.method, purpose: filter.purpose, search: filter.search })}`,
  settlePayment: (id: string, action: PaymentAction, body: { receipt?: string; reason?: string } = {}) =>
    api.post<{ message: string; membershipNumber: string | null }>(`/api/payments/${id}/${action}`, body),
  recordReceipt: (id: string, receipt: string) => api.post<{ message: string }>(`/api/payments/${id}/receipt`, { receipt }),

  outbox: (params: OutboxParams) =>
    api.get<{ items: OutboxItem[]; total: number; counts: Record<string, number> }>(`/api/outbox${query({ ...params })}`),
  cashRenewal: (memberId: string) =>
    api.post<{ message: string; member: OwnMembership }>(`/api/members/${memberId}/cash-renewal`),
  sendReminder: (memberId: string) => api.post<{ message: string }>(`/api/members/${memberId}/reminders`),
  importMembers: (body: ImportBody) => api.post<ImportResult>('/api/members/import', body),
  testMode: () => api.get<TestMode>('/api/test-mode'),

  /** The audit trail under the Audit tab's filters, one page. */
  audit: (params: AuditParams) => api.get<AuditList>(`/api/audit${query({ ...params })}`),
  auditCsvUrl: (filters: AuditExportQuery) => `/api/audit/export.csv${query({ ...filters })}`,
  dataRequests: () => api.get<{ items: DataRequest[]; overdue: number }>('/api/data-requests'),
  decideDataRequest: (id: string, action: 'approve' | 'reject', reason?: string) =>
    api.post<{ status: string }>(`/api/data-requests/${id}/${action}`, action === 'reject' ? { reason } : {}),
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
