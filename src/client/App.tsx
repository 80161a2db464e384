import { Suspense, useEffect, useRef } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { appRoutes } from './routes';
import { PublicLayout } from './components/public-layout';
import { RequireAdmin } from './auth/require-admin';
import { SessionProvider } from './auth/session';
import { findPageMeta } from '../shared/pages';
import { mayEnterDashboard } from '../shared/roles';
import { applyDocumentMeta } from './content/document-meta';
import { PageReady } from './hydration';

/**
 * The view jumps to the top on every route change. 'instant' overrides the stylesheet's smooth
 * scrolling: an animated scroll over the old page could be cut short when the new page replaces
 * it, leaving the visitor a little way down.
 *
 * Not on the first render: there the browser has placed the view already (the top of a new page,
 * the #section of a link, the place a reload or Back returns to), and the app starts only after
 * the page has painted, so a visitor on a slow phone may have scrolled down by then; the page
 * must not jump from under their finger.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

/**
 * Keeps <head> right after client-side navigation for pages whose path decides their metadata;
 * content pages (an event, an update) apply their own, derived from the item.
 */
function PageTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const page = findPageMeta(pathname);
    if (page) applyDocumentMeta(page, pathname);
  }, [pathname]);
  return null;
}

export function App() {
  return (
    <>
      <ScrollToTop />
      <PageTitle />
      <Routes>
        <Route element={<PublicLayout />}>
          {appRoutes
            .filter((r) => r.layout === 'public')
            .map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
        </Route>
        {appRoutes
          .filter((r) => r.layout === 'bare')
          .map(({ path, Component }) => (
            <Route
              key={path}
              path={path}
              element={
                <SessionProvider>
                  <Suspense
                    fallback={
                      <div className="page-loading" role="status">
                        Loading…
                      </div>
                    }
                  >
                    {/* Sign-in and change-password check the session themselves: any official may change their password. */}
                    {path.startsWith('/admin/') && path !== '/admin/login' && path !== '/admin/password' ? (
                      // Every role with a tab enters the dashboard, which shows it only its own tabs (src/shared/roles.ts).
                      <RequireAdmin allow={mayEnterDashboard}>
                        <Component />
                      </RequireAdmin>
                    ) : (
                      <Component />
                    )}
                    {/* Sign-in is server-rendered too: mark the page interactive once it has hydrated. */}
                    <PageReady />
                  </Suspense>
                </SessionProvider>
              }
            />
          ))}
        {/* Any other path redirects to /. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </>
  );
}
