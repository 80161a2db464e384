import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { appRoutes } from './routes';
import { PublicLayout } from './components/public-layout';
import { RequireAdmin } from './auth/require-admin';
import { SessionProvider } from './auth/session';

/** The view scrolls to the top on every route change and on page load (spec §2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

function PageTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = appRoutes.find((r) => r.path === pathname) ?? appRoutes.find((r) => r.path.endsWith('*') && pathname.startsWith(r.path.slice(0, -1)));
    if (route) document.title = route.title;
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
                    {path.startsWith('/admin/') && path !== '/admin/login' ? (
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
