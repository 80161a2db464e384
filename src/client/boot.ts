/**
 * The page's only script in the HTML: small, and it starts the app only after the page has loaded
 * and painted. The HTML (prerendered or server-rendered) and its stylesheet show the page on
 * their own, so the app's JavaScript (React, the router, the route's chunk) stays off the
 * critical path: its download and evaluation never delay the first or the largest paint.
 * The Content-Security-Policy allows no inline script, hence this file.
 *
 * The stylesheets are imported here, not by the modules that use them, so that Vite links them
 * from the HTML (<link rel="stylesheet">): imported only by a lazily loaded module, a stylesheet
 * would be inserted by JavaScript and the page would first paint unstyled. The order is the
 * cascade order the pages were written against: the public layout's, then the global one, then
 * the prerendered /membership form's, then the landing pages' own.
 */
import './styles/public.css';
import './components/language-switch.css';
import './styles/global.css';
import './membership/membership.css';
// The server-rendered landing pages' own styles (sign-in and /unauthorized, /verify/…, /renew and
// /my-card, /rsvp/… from an SMS, /donate from the badge): linked from the HTML like the rest, or
// those pages would paint unstyled and shift when the app brings their stylesheet.
import './styles/auth.css';
import './routes/verify.css';
import './renewal/renewal.css';
import './events/rsvp.css';
import './donate/donate.css';

/** After the next frame has been painted: two animation frames, then a task. */
const afterPaint = (run: () => void) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run, 0)));

/** Lets the browser run whatever is waiting (input, rendering) before the next piece. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The app in two pieces, each fetched and evaluated in a task of its own: evaluated together,
 * React DOM and the app made one long task on a slow phone. The app's import finds React DOM
 * already evaluated. (Only whole packages the app uses in full belong here: a dynamic import
 * keeps every export of what it loads, so importing the router this way would triple its size.)
 */
async function loadApp(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('./main');
}

/**
 * Images that load with the page (not lazily) may be decoded and painted only after the load
 * event, the hero art among them, which is usually the page's largest paint: wait for them too.
 */
const imagesDecoded = () =>
  Promise.all(
    Array.from(document.images)
      .filter((image) => image.loading !== 'lazy')
      .map((image) => image.decode().catch(() => undefined)),
  );

/**
 * The browser's own report of the first paint: a frame produced (afterPaint) may reach the screen
 * later on a busy phone, and the app's download must not compete with it. Capped, because a page
 * loaded in a background tab never reports one.
 */
const FIRST_PAINT_WAIT_MS = 3_000;
const firstPaintReported = () =>
  new Promise<void>((resolve) => {
    const done = () => resolve();
    setTimeout(done, FIRST_PAINT_WAIT_MS);
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return done();
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      done();
    }).observe({ type: 'paint', buffered: true });
  });

let started = false;
const loadOnce = () => {
  if (started) return;
  started = true;
  void loadApp();
};
const start = () => void Promise.all([imagesDecoded(), firstPaintReported()]).then(() => afterPaint(loadOnce));

/**
 * A click on a control that only the app can answer (a tab, a carousel arrow, a gallery photo),
 * made before the app has started, is not lost: the app starts at once, and the control is
 * clicked again once the page has hydrated (hydration keeps the element). Links and form
 * submissions work without the app and are left to the browser.
 */
const APP_CONTROLS = 'button:not([type="submit"]), [role="tab"], [role="button"]';
let clickedEarly: HTMLElement | null = null;
const onEarlyClick = (event: MouseEvent) => {
  if (document.documentElement.dataset.hydrating) return;
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(APP_CONTROLS) : null;
  if (!control || control.closest('a[href]')) return;
  clickedEarly = control;
  loadOnce();
};
document.addEventListener('click', onEarlyClick, true);
// The visitor is starting to use the page: the app is needed now, not after every image.
for (const type of ['pointerdown', 'keydown', 'focusin'] as const)
  document.addEventListener(type, loadOnce, { once: true, capture: true, passive: true });

new MutationObserver((_, observer) => {
  if (!document.documentElement.dataset.hydrated) return;
  observer.disconnect();
  document.removeEventListener('click', onEarlyClick, true);
  if (clickedEarly?.isConnected) clickedEarly.click();
  clickedEarly = null;
}).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });

// A page with no HTML (the shell of the dashboard) has nothing to paint before the app runs, so
// the browser reports no contentful paint and waiting for one would only run out the cap: start
// at once, without waiting for the load event, a paint or images.
if (!document.getElementById('root')?.firstElementChild) loadOnce();
else if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
