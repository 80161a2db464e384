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
  outbox: ['outbox'],
  dataRequests: ['data-requests'],
  officials: ['officials'],
  testMode: ['test-mode'],
  events: ['content', 'events'],
  updates: ['content', 'updates'],
  gallery: ['content', 'gallery'],
  audit: ['audit'],
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

/** The SMS outbox, a page of it or one member's messages. */
export const outboxQuery = (params: OutboxParams) =>
  queryOptions({
    queryKey: [...keys.outbox, params],
    queryFn: () => adminApi.outbox(params),
    placeholderData: keepPreviousData,
  });

// Writes of the Officials, Payments and membership screens, each with the queries it changes.

export const addOfficialMutation = mutationOptions({ mutationFn: adminApi.addOfficial, meta: { invalidates: [keys.officials] } });
export type OfficialAction = 'disable' | 'enable' | 'reset-password';
export const officialActionMutation = mutationOptions({
  /** A reset answers with the temporary password (shown once); disabling or enabling answers nothing to show. */
  mutationFn: async ({ id, action }: { id: string; action: OfficialAction }): Promise<TemporaryPasswordAnswer | null> =>
    action === 'reset-password'
      ? adminApi.resetOfficialPassword(id)
      : adminApi.setOfficialEnabled(id, action === 'enable').then(() => null),
  meta: { invalidates: [keys.officials] },
});

/** A settled payment may create or renew a member and raise a notification: every count follows. */
export const settlePaymentMutation = mutationOptions({
  mutationFn: ({ id, action, ...body }: { id: string; action: PaymentAction; receipt?: string; reason?: string }) =>
    adminApi.settlePayment(id, action, body),
  meta: { invalidates: [keys.payments, keys.members, keys.stats, keys.chapters, keys.notifications] },
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
