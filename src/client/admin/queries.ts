/**
 * The dashboard's server state, one query definition per API call. Writes go through mutations
 * whose `meta.invalidates` lists exactly the queries the write changes; the client below
 * refetches those after every successful write, so no screen needs a refresh callback.
 */
import {
  MutationCache,
  QueryClient,
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type QueryKey,
} from '@tanstack/react-query';
import { NOTIFICATION_REFRESH_MS } from '../../shared/constants';
import type { TemporaryPasswordAnswer } from '../../shared/schemas/auth';
import {
  adminApi,
  type AuditParams,
  type ImportBody,
  type ListParams,
  type OutboxParams,
  type PaymentAction,
  type PaymentFilter,
  type UnmatchedDecision,
} from './admin-api';
import { contentApi } from './content/content-api';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { invalidates?: readonly QueryKey[] };
  }
}

/** Query keys by resource; invalidating a resource's key refetches every page and count of it. */
export const keys = {
  stats: ['stats'],
  chapters: ['chapters'],
  members: ['members'],
  leaders: ['leaders'],
  notifications: ['notifications'],
  contactMessages: ['contact-messages'],
  payments: ['payments'],
  paybillRegistration: ['paybill-registration'],
  outbox: ['outbox'],
  smsInbox: ['sms-inbox'],
  dataRequests: ['data-requests'],
  officials: ['officials'],
  testMode: ['test-mode'],
  events: ['content', 'events'],
  updates: ['content', 'updates'],
  gallery: ['content', 'gallery'],
  audit: ['audit'],
  twoFactor: ['security', 'two-factor'],
  sessions: ['security', 'sessions'],
  ussd: ['ussd'],
  campaigns: ['campaigns'],
  approvals: ['approvals'],
} as const satisfies Record<string, QueryKey>;

export const statsQuery = queryOptions({ queryKey: keys.stats, queryFn: adminApi.stats });
export const chaptersQuery = queryOptions({ queryKey: keys.chapters, queryFn: adminApi.chapters });

/** One page of a table: the previous page stays on screen while the next one loads. */
export const membersQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...keys.members, 'page', params],
    queryFn: () => adminApi.members(params),
    placeholderData: keepPreviousData,
  });
export const leadersQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...keys.leaders, 'page', params],
    queryFn: () => adminApi.leaders(params),
    placeholderData: keepPreviousData,
  });

/** How many records match a filter (a one-row page, only its total is used). */
export const memberCountQuery = (filter: Pick<ListParams, 'status' | 'membershipStatus'>) =>
  queryOptions({
    queryKey: [...keys.members, 'count', filter],
    queryFn: () => adminApi.members({ ...filter, pageSize: 1 }).then((r) => r.total),
  });

/** The bell polls once a minute; writes that create a notification invalidate it at once. */
export const notificationsQuery = queryOptions({
  queryKey: keys.notifications,
  queryFn: adminApi.notifications,
  refetchInterval: NOTIFICATION_REFRESH_MS,
});

export const contactMessagesQuery = (page: number) =>
  queryOptions({
    queryKey: [...keys.contactMessages, page],
    queryFn: () => adminApi.contactMessages(page),
    placeholderData: keepPreviousData,
  });

/**
 * What officials publish: every event, update and gallery photo (drafts too), as one list each.
 * Typed with a plain QueryKey so the content tabs can take any kind's list query as data.
 */
const contentList = <T>(queryKey: QueryKey, load: () => Promise<T[]>) =>
  queryOptions<T[], Error, T[], QueryKey>({ queryKey, queryFn: load });
export const eventsQuery = contentList(keys.events, contentApi.events.list);
export const updatesQuery = contentList(keys.updates, contentApi.updates.list);
export const galleryQuery = contentList(keys.gallery, contentApi.photos);

/** The server's modes are fixed at start: asked once per dashboard visit. */
export const testModeQuery = queryOptions({ queryKey: keys.testMode, queryFn: adminApi.testMode, staleTime: Infinity });

export const officialsQuery = queryOptions({ queryKey: keys.officials, queryFn: adminApi.officials });

/** The Finance tab's figures: under the payments' key, so every payment decision refreshes them. */
export const financeSummaryQuery = (range: { from?: string; to?: string }) =>
  queryOptions({
    queryKey: [...keys.payments, 'finance-summary', range],
    queryFn: () => adminApi.financeSummary(range),
    placeholderData: keepPreviousData,
  });

/** The Payments tab's list (filter, totals, counts), or one member's payments in the member dialog. */
export const paymentsQuery = (filter: PaymentFilter) =>
  queryOptions({
    queryKey: [...keys.payments, filter],
    queryFn: () => adminApi.payments(filter),
    placeholderData: keepPreviousData,
  });

/** The audit trail, one page under the Audit tab's filters; fetched afresh each time the tab opens. */
export const auditQuery = (params: AuditParams) =>
  queryOptions({
    queryKey: [...keys.audit, params],
    queryFn: () => adminApi.audit(params),
    placeholderData: keepPreviousData,
  });

/** The USSD report (sessions, outcomes, drop-outs): read only, so nothing invalidates it. */
export const ussdReportQuery = queryOptions({ queryKey: keys.ussd, queryFn: adminApi.ussdReport });

/** The SMS outbox, a page of it or one member's messages. */
export const outboxQuery = (params: OutboxParams) =>
  queryOptions({
    queryKey: [...keys.outbox, params],
    queryFn: () => adminApi.outbox(params),
    placeholderData: keepPreviousData,
  });

/** Texts people sent to our number (the newest 50): read only, refreshed with the outbox's button. */
export const smsInboxQuery = queryOptions({ queryKey: keys.smsInbox, queryFn: adminApi.smsInbox });

// Writes of the Officials, Payments and membership screens, each with the queries it changes.

export const addOfficialMutation = mutationOptions({ mutationFn: adminApi.addOfficial, meta: { invalidates: [keys.officials] } });
export type OfficialAction = 'disable' | 'enable' | 'reset-password' | 'reset-2fa';
export const officialActionMutation = mutationOptions({
  /** A password reset answers with the temporary password (shown once); the other actions answer nothing to show. */
  mutationFn: async ({ id, action }: { id: string; action: OfficialAction }): Promise<TemporaryPasswordAnswer | null> =>
    action === 'reset-password'
      ? adminApi.resetOfficialPassword(id)
      : action === 'reset-2fa'
        ? adminApi.resetOfficialTwoFactor(id).then(() => null)
        : adminApi.setOfficialEnabled(id, action === 'enable').then(() => null),
  meta: { invalidates: [keys.officials] },
});

// The official's own account: two-step sign-in and signed-in devices (Security tab).
export const twoFactorStatusQuery = queryOptions({ queryKey: keys.twoFactor, queryFn: adminApi.twoFactorStatus });
export const sessionsQuery = queryOptions({ queryKey: keys.sessions, queryFn: adminApi.sessions });
/** A new secret: nothing changes until it is confirmed, so nothing is refetched. */
export const setupTwoFactorMutation = mutationOptions({ mutationFn: adminApi.setupTwoFactor });
export const enableTwoFactorMutation = mutationOptions({
  mutationFn: adminApi.enableTwoFactor,
  meta: { invalidates: [keys.twoFactor] },
});
export const newRecoveryCodesMutation = mutationOptions({
  mutationFn: adminApi.newRecoveryCodes,
  meta: { invalidates: [keys.twoFactor] },
});
/** Turning it off signs out the official's other devices. */
export const disableTwoFactorMutation = mutationOptions({
  mutationFn: adminApi.disableTwoFactor,
  meta: { invalidates: [keys.twoFactor, keys.sessions] },
});
export const endSessionMutation = mutationOptions({ mutationFn: adminApi.endSession, meta: { invalidates: [keys.sessions] } });

/** A settled payment may create or renew a member and raise a notification: every count follows. */
export const settlePaymentMutation = mutationOptions({
  mutationFn: ({ id, action, ...body }: { id: string; action: PaymentAction; receipt?: string; reason?: string }) =>
    adminApi.settlePayment(id, action, body),
  meta: { invalidates: [keys.payments, keys.members, keys.stats, keys.chapters, keys.notifications] },
});
export const paybillRegistrationQuery = queryOptions({
  queryKey: keys.paybillRegistration,
  queryFn: adminApi.paybillRegistration,
});
/** Statement lines may renew or create members and fill the unmatched queue. */
export const importStatementMutation = mutationOptions({
  mutationFn: (csv: string) => adminApi.importStatement(csv),
  meta: { invalidates: [keys.payments, keys.members, keys.stats, keys.chapters, keys.outbox, keys.notifications] },
});
export const registerPaybillMutation = mutationOptions({
  mutationFn: () => adminApi.registerPaybill(),
  meta: { invalidates: [keys.paybillRegistration] },
});
/** Settling an unmatched paybill payment may renew or create a member and queue their SMS. */
export const settleUnmatchedMutation = mutationOptions({
  mutationFn: ({ id, decision }: { id: string; decision: UnmatchedDecision }) => adminApi.settleUnmatched(id, decision),
  meta: { invalidates: [keys.payments, keys.members, keys.stats, keys.chapters, keys.outbox, keys.notifications] },
});
/** A recorded M-Pesa code changes the payment only. */
export const recordReceiptMutation = mutationOptions({
  mutationFn: ({ id, receipt }: { id: string; receipt: string }) => adminApi.recordReceipt(id, receipt),
  meta: { invalidates: [keys.payments] },
});

/** A cash renewal moves the renewal date (members, their counts and statistics) and adds a payment and a message. */
export const cashRenewalMutation = mutationOptions({
  mutationFn: adminApi.cashRenewal,
  meta: { invalidates: [keys.members, keys.stats, keys.payments, keys.outbox, keys.notifications] },
});
/** Members' deletion requests (docs/data-rights.md), open ones first. */
export const dataRequestsQuery = queryOptions({ queryKey: keys.dataRequests, queryFn: adminApi.dataRequests });
/** Approving anonymises the member (members, statistics, payments' names) and queues the final SMS. */
export const decideDataRequestMutation = mutationOptions({
  mutationFn: ({ id, action, reason }: { id: string; action: 'approve' | 'reject'; reason?: string }) =>
    adminApi.decideDataRequest(id, action, reason),
  meta: { invalidates: [keys.dataRequests, keys.members, keys.stats, keys.payments, keys.outbox] },
});
export const reminderMutation = mutationOptions({ mutationFn: adminApi.sendReminder, meta: { invalidates: [keys.outbox] } });

/** The import's dry run changes nothing; the import itself changes every list and count of members. */
export const checkImportMutation = mutationOptions({
  mutationFn: (body: Omit<ImportBody, 'dryRun'>) => adminApi.importMembers({ ...body, dryRun: true }),
});
export const runImportMutation = mutationOptions({
  mutationFn: (body: Omit<ImportBody, 'dryRun'>) => adminApi.importMembers({ ...body, dryRun: false }),
  meta: { invalidates: [keys.members, keys.stats, keys.chapters] },
});

export function createDashboardClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      // Officials work on a shared list: a tab brought back to the front shows fresh figures.
      queries: { staleTime: 10_000, retry: 1, refetchOnWindowFocus: true },
    },
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) =>
        Promise.all((mutation.meta?.invalidates ?? []).map((queryKey) => client.invalidateQueries({ queryKey }))),
    }),
  });
  return client;
}

/** Campaigns with their counts, newest first: polled while messages are leaving. */
export const campaignsQuery = queryOptions({
  queryKey: keys.campaigns,
  queryFn: adminApi.campaigns,
  refetchInterval: (q) => {
    const items = q.state.data?.items ?? [];
    if (items.some((c) => c.status === 'queued' || c.status === 'sending')) return 3_000;
    // All handed to the gateway: its delivery reports still arrive for a while (seconds, or hours for a phone that is off).
    const reporting = items.some((c) => c.counts.sent > 0 && Date.now() - Date.parse(c.createdAt) < 6 * 3_600_000);
    return reporting ? 5_000 : false;
  },
});
/** The events the audience's RSVP filter may name. */
export const campaignEventsQuery = queryOptions({
  queryKey: [...keys.campaigns, 'events'],
  queryFn: async () => (await adminApi.campaignEvents()).events,
});
/** Simulator mode: a reply from a phone lands in the inbox, or changes a member's choice. */
export const simulateReplyMutation = mutationOptions({
  mutationFn: adminApi.simulateReply,
  meta: { invalidates: [keys.smsInbox, keys.members] },
});
/** What the signed-in official may approve (never their own requests). */
export const approvalsQuery = queryOptions({ queryKey: keys.approvals, queryFn: adminApi.approvals });
export const createCampaignMutation = mutationOptions({
  mutationFn: adminApi.createCampaign,
  meta: { invalidates: [keys.campaigns, keys.approvals, keys.outbox] },
});
export const cancelCampaignMutation = mutationOptions({
  mutationFn: adminApi.cancelCampaign,
  meta: { invalidates: [keys.campaigns, keys.approvals, keys.outbox] },
});
/** Members an unmatched payment may be assigned to: the lookup the treasurer may use too. */
export const paymentMembersQuery = (search: string) =>
  queryOptions({ queryKey: [...keys.payments, 'members', search], queryFn: () => adminApi.paymentMembers(search) });
/** The official's own requests waiting for a second official (under the approvals key: refreshed with it). */
export const ownApprovalsQuery = queryOptions({ queryKey: [...keys.approvals, 'mine'], queryFn: adminApi.ownApprovals });
/** Withdrawing puts its subject back as it was: a campaign is cancelled, a payment waits in its queue again. */
export const withdrawApprovalMutation = mutationOptions({
  mutationFn: adminApi.withdrawApproval,
  meta: { invalidates: [keys.approvals, keys.campaigns, keys.payments] },
});
/** Approving a campaign queues its messages. */
export const decideApprovalMutation = mutationOptions({
  mutationFn: ({ id, action, reason }: { id: string; action: 'approve' | 'reject'; reason?: string }) =>
    adminApi.decideApproval(id, action, reason),
  // A money approval settles a payment: the Payments and Finance tabs' figures change too.
  meta: { invalidates: [keys.approvals, keys.campaigns, keys.outbox, keys.payments, keys.members, keys.stats] },
});
