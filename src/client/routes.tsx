/**
 * The route table, explicit: one entry per screen. Screens are lazy chunks so the home page does
 * not download the dashboard. `render` says how a page's HTML is made: 'server' on request from the
 * database (src/server/modules/pages, which lists these paths; every public page shows the live
 * chapters), or none (client-rendered inside the shell: only the dashboard, behind a session,
 * which the server checks before it sends the shell). Metadata lives in src/shared/pages.ts,
 * one definition per page.
 */
import { createElement, lazy, type ComponentType } from 'react';
import { matchRoutes } from 'react-router';

/** A screen whose code is a chunk of its own: rendered lazily, or loaded ahead with `preload`. */
export type PageComponent = ComponentType & { preload: () => Promise<void> };

export interface AppRoute {
  path: string;
  Component: PageComponent;
  /** 'public' pages share the header, footer and NGO badge; 'bare' ones (sign-in, dashboard) do not. */
  layout: 'public' | 'bare';
  render?: 'server';
}

/**
 * A lazy screen that renders its component directly once its chunk is loaded. React.lazy alone
 * suspends on its first render even when the chunk is already there, and a page hydrating in a
 * suspended boundary is hydrated again later, in a second pass: the app preloads the current
 * route's chunk (`preload`) and then hydrates it in one go. The tree is the same either way
 * (lazy adds no component of its own), so ids and hydration match.
 */
function page(load: () => Promise<{ default: ComponentType }>): PageComponent {
  let loaded: ComponentType | null = null;
  const remember = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(remember);
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload: () => remember().then(() => undefined) });
}

export const appRoutes: AppRoute[] = [
  {
    path: '/',
    Component: page(() => import('./routes/home')),
    layout: 'public',
    render: 'server',
  },
  {
    path: '/about',
    Component: page(() => import('./routes/about')),
    layout: 'public',
    render: 'server',
  },
  {
    path: '/updates',
    Component: page(() => import('./routes/updates')),
    layout: 'public',
    render: 'server',
  },
  {
    path: '/events',
    Component: page(() => import('./routes/events')),
    layout: 'public',
    render: 'server',
  },
  {
    path: '/gallery',
    Component: page(() => import('./routes/gallery')),
    layout: 'public',
    render: 'server',
  },
  {
    path: '/contact',
    Component: page(() => import('./routes/contact')),
    layout: 'public',
    render: 'server',
  },
  {
    path: '/structure',
    Component: page(() => import('./routes/structure')),
    layout: 'public',
    render: 'server',
  },
  {
    path: '/updates/:slug',
    Component: page(() => import('./routes/update-detail')),
    layout: 'public',
    render: 'server',
  },
  {
    path: '/achievements',
    Component: page(() => import('./routes/updates')),
    layout: 'public',
    render: 'server',
  },
  {
    path: '/achievements/:slug',
    Component: page(() => import('./routes/update-detail')),
    layout: 'public',
    render: 'server',
  },
  {
    path: '/events/:slug',
    Component: page(() => import('./routes/event-detail')),
    layout: 'public',
    render: 'server',
  },
  {
    path: '/privacy',
    Component: page(() => import('./routes/privacy')),
    layout: 'public',
    render: 'server',
  },
  {
    path: '/sdg/:goal/:category',
    Component: page(() => import('./routes/sdg-category')),
    layout: 'public',
    render: 'server',
  },
  {
    path: '/membership',
    Component: page(() => import('./routes/membership')),
    layout: 'public',
    render: 'server',
  },
  {
    path: '/unauthorized',
    Component: page(() => import('./routes/unauthorized')),
    layout: 'public',
    render: 'server',
  },
  {
    // A member renews by M-Pesa (docs/membership.md); linked from reminders and the verify page.
    path: '/renew',
    Component: page(() => import('./routes/renew')),
    layout: 'public',
    render: 'server',
  },
  {
    // Donations by M-Pesa (docs/donations.md); the floating "100% NGO / Donate" badge links here.
    path: '/donate',
    Component: page(() => import('./routes/donate')),
    layout: 'public',
    render: 'server',
  },
  {
    // "Get my card again" with a one-time code by SMS (docs/membership.md).
    path: '/my-card',
    Component: page(() => import('./routes/my-card')),
    layout: 'public',
    render: 'server',
  },
  {
    // The QR code on the back of every card opens this page: rendered per request, never cached.
    path: '/verify/:number',
    Component: page(() => import('./routes/verify')),
    layout: 'public',
    render: 'server',
  },
  {
    // A person's own RSVP, from the SMS link, and the plain RSVP form's refusal (docs/events.md).
    path: '/rsvp/:token',
    Component: page(() => import('./routes/rsvp')),
    layout: 'public',
    render: 'server',
  },
  {
    path: '/events/:slug/rsvp',
    Component: page(() => import('./routes/rsvp')),
    layout: 'public',
    render: 'server',
  },
  {
    path: '/admin/login',
    Component: page(() => import('./routes/admin-login')),
    layout: 'bare',
    render: 'server',
  },
  {
    path: '/admin/password',
    Component: page(() => import('./routes/change-password')),
    layout: 'bare',
  },
  {
    path: '/admin/*',
    Component: page(() => import('./admin/dashboard')),
    layout: 'bare',
  },
];

/** The screen that answers `pathname`, ranked as the router ranks the table's paths. */
export function routeFor(pathname: string): AppRoute | undefined {
  const match = matchRoutes(
    appRoutes.map((r) => ({ path: r.path })),
    pathname,
  )?.[0];
  return match ? appRoutes.find((r) => r.path === match.route.path) : undefined;
}
