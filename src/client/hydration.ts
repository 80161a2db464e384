/**
 * Whether the app has finished its first render in the browser. Screens that show a loading
 * state on navigation (the update detail's 500 ms, spec §4) skip it on the first, prerendered
 * render so the HTML matches and search engines see the article.
 */
let hydrated = false;
export const markHydrated = () => {
  hydrated = true;
};
export const isHydrated = () => hydrated;
