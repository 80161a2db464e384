/**
 * The data of server-rendered pages: a content page's own (events, updates, gallery, home tabs)
 * and what every public page shows (the chapters). The server renders a page with its data and
 * embeds the same data as JSON for hydration; navigating in the browser to another content page
 * fetches it from GET /api/pages, which answers what the server would have rendered (the data, a
 * redirect to a renamed slug, or not found). The site data of the first page serves the whole visit.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  PAGE_DATA_ELEMENT_ID,
  type EmbeddedPage,
  type PageData,
  type PageDataAnswer,
  type PageKind,
  type SiteData,
} from '../../shared/content-view';
import { pageMessages } from '../../shared/page-messages';
import { LANGUAGES, withoutLocale } from '../../shared/locale';
import { ACTIVE_LOCALE } from '../../shared/active-locale';

export interface InitialPageData {
  path: string;
  /**
   * null: a page without content of its own (contact, privacy…), or, for a content page, the
   * server answered 404 for this path (unpublished or deleted).
   */
  data: PageData | null;
  /** Absent when the page came without it (the shell of a client-rendered route). */
  site?: SiteData;
}

const PageDataContext = createContext<InitialPageData | null>(null);

export function PageDataProvider({ value, children }: { value: InitialPageData | null; children: ReactNode }) {
  return <PageDataContext.Provider value={value}>{children}</PageDataContext.Provider>;
}

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * The data the server embedded in this page, if it is a content page. A not-found page names no
 * path (one cached copy serves every missing slug): it is about the address it was loaded at.
 */
export function readEmbeddedPageData(): InitialPageData | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const embedded = JSON.parse(element.textContent) as EmbeddedPage;
    return {
      path: embedded.path ?? normalise(withoutLocale(window.location.pathname)),
      data: embedded.data,
      site: embedded.site,
    };
  } catch {
    return null;
  }
}

/** The site data the server rendered this visit's first page with, if it did. */
export function useSiteData(): SiteData | undefined {
  return useContext(PageDataContext)?.site;
}

export type PageDataState<K extends PageKind> =
  | { state: 'ready'; data: Extract<PageData, { kind: K }> }
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error'; retry: () => void };

/**
 * The data the server rendered the current path with, when it is of this kind; null after
 * client-side navigation (for pages that fetch their own data then, such as /verify/…).
 */
export function useEmbeddedPageData<K extends PageKind>(kind: K): Extract<PageData, { kind: K }> | null {
  const initial = useContext(PageDataContext);
  const { pathname } = useLocation();
  if (initial === null || initial.path !== normalise(pathname) || initial.data?.kind !== kind) return null;
  return initial.data as Extract<PageData, { kind: K }>;
}

/** The data of the current content page: embedded on first load, fetched after client navigation. */
export function usePageData<K extends PageKind>(kind: K): PageDataState<K> {
  const initial = useContext(PageDataContext);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const path = normalise(pathname);
  const embeddedHere = initial !== null && initial.path === path;
  const embedded = embeddedHere && initial.data?.kind === kind ? (initial.data as Extract<PageData, { kind: K }>) : null;
  const embeddedMissing = embeddedHere && initial.data === null;
  const [fetched, setFetched] = useState<{ path: string; state: PageDataState<K> } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (embedded || embeddedMissing) return;
    const controller = new AbortController();
    fetch(`/api/pages?path=${encodeURIComponent(path)}`, {
      signal: controller.signal,
      // The data comes in this build's language (the event page's form is drawn by the server).
      headers: { accept: 'application/json', 'accept-language': LANGUAGES[ACTIVE_LOCALE].lang },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const answer = (await response.json()) as PageDataAnswer;
        if (answer.status === 301) {
          void navigate(answer.location, { replace: true });
          return;
        }
        if (answer.status === 404 || answer.data.kind !== kind) setFetched({ path, state: { state: 'not-found' } });
        else setFetched({ path, state: { state: 'ready', data: answer.data as Extract<PageData, { kind: K }> } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFetched({ path, state: { state: 'error', retry: () => setAttempt((n) => n + 1) } });
      });
    return () => controller.abort();
  }, [embedded, embeddedMissing, path, kind, navigate, attempt]);

  if (embedded) return { state: 'ready', data: embedded };
  if (embeddedMissing) return { state: 'not-found' };
  if (fetched && fetched.path === path) return fetched.state;
  return { state: 'loading' };
}

/** What a content page shows while its data is loading or failed to load. */
export function PageDataFallback({
  state,
  label,
}: {
  state: { state: 'loading' } | { state: 'error'; retry: () => void };
  label: string;
}) {
  if (state.state === 'loading') {
    return (
      <div className="container update-loading" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" /> {pageMessages.components.loadingWhat(label)}
      </div>
    );
  }
  return (
    <div className="container not-found" role="alert">
      <p>{pageMessages.components.loadFailed(label)}</p>
      <button type="button" className="button button-primary" onClick={state.retry}>
        {pageMessages.components.tryAgain}
      </button>
    </div>
  );
}
