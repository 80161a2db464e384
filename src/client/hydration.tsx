import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the app has finished its first render in the browser. Screens that show a loading
 * state on navigation (the update detail's 500 ms) skip it on the first, prerendered
 * render so the HTML matches and search engines see the article.
 */
let hydrated = false;
const markHydrated = () => {
  hydrated = true;
};
export const isHydrated = () => hydrated;

/**
 * Rendered after the page inside the public layout's Suspense boundary, so its effect runs only
 * once the (lazy) page itself has hydrated, not merely the shell around it.
 */
export function PageReady() {
  useEffect(() => {
    markHydrated();
    // Lets tests (and curious developers) see that the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

const noSubscription = () => () => {};

/**
 * False while React hydrates the prerendered HTML (the server's answer), true once this component
 * runs in the browser: React re-renders with the browser's answer right after hydrating.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
