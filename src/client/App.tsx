import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { appRoutes } from './routes';
import { PublicLayout } from './components/public-layout';
import { RequireAdmin } from './auth/require-admin';
import { SessionProvider } from './auth/session';
import { findPageMeta } from './content/pages';

/** The view scrolls to the top on every route change and on page load (spec §2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Keeps <title>, the meta description and the canonical link right after client-side navigation. */
function PageTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const page = findPageMeta(pathname);
    const route = appRoutes.find((r) => r.path === pathname) ?? appRoutes.find((r) => r.path.endsWith('*') && pathname.startsWith(r.path.slice(0, -1)));
    const title = page?.title ?? route?.title;
    if (title) document.title = title;
    const description = page?.description ?? route?.description;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical && page) canonical.href = new URL(page.canonicalPath ?? page.path, canonical.href).href;
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
                  <Suspense fallback={<div className="page-loading" role="status">Loading…</div>}>
                    {/* Sign-in and change-password check the session themselves: any official may change their password. */}
                    {path.startsWith('/admin/') && path !== '/admin/login' && path !== '/admin/password' ? (
                      <RequireAdmin>
                        <Component />
                      </RequireAdmin>
                    ) : (
                      <Component />
                    )}
                  </Suspense>
                </SessionProvider>
              }
            />
          ))}
        {/* Any other path redirects to / (spec §2). */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </>
  );
}
