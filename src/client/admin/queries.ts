/**
 * The dashboard's server state, one query definition per API call. Writes go through mutations
 * whose `meta.invalidates` lists exactly the queries the write changes; the client below
 * refetches those after every successful write, so no screen needs a refresh callback.
 */
import { MutationCache, QueryClient, keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { NOTIFICATION_REFRESH_MS } from '../../shared/constants';
import { adminApi, type ListParams } from './admin-api';
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
  events: ['content', 'events'],
  updates: ['content', 'updates'],
  gallery: ['content', 'gallery'],
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
