/**
 * The app, started by boot.ts once the page has painted. Pages that arrive with their HTML are
 * hydrated; the shell of the client-rendered screens is empty and rendered from scratch.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { PageDataProvider, readEmbeddedPageData } from './content/page-data';
import { routeFor } from './routes';
import { ACTIVE_LOCALE } from '../shared/active-locale';
import { LANGUAGES, withoutLocale } from '../shared/locale';

/** The Kiswahili build runs under /sw: every <Link to="/about"> then goes to /sw/about (docs/i18n.md). */
const basename = LANGUAGES[ACTIVE_LOCALE].prefix || undefined;

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <PageDataProvider value={readEmbeddedPageData()}>
      <BrowserRouter basename={basename}>
        <App />
      </BrowserRouter>
    </PageDataProvider>
  </StrictMode>
);

if (container.firstElementChild) {
  // The route's chunk first, so the page hydrates in one pass (not suspended and retried).
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page: a tap or a scroll meanwhile is answered at once.
  void (routeFor(withoutLocale(window.location.pathname))?.Component.preload() ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => {
      // From here React sees clicks itself (and replays those on parts not yet hydrated): boot.ts stops noting them.
      document.documentElement.dataset.hydrating = 'true';
      startTransition(() => void hydrateRoot(container, app));
    });
} else {
  createRoot(container).render(app);
}
