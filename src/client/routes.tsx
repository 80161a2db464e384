/**
 * The route table, explicit: one entry per screen. Screens are lazy chunks so the home page does
 * not download the dashboard. `render` says how a page's HTML is made: 'server' on request from the
 * database (src/server/modules/pages, which lists these paths; every public page shows the live
 * chapters), or none (client-rendered inside the shell). Metadata lives in src/shared/pages.ts,
 * one definition per page.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface AppRoute {
  path: string;
  Component: LazyExoticComponent<ComponentType>;
  /** 'public' pages share the header, footer and NGO badge; 'bare' ones (sign-in, dashboard) do not. */
  layout: 'public' | 'bare';
  render?: 'server';
}

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

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
  },
  {
    // "Get my card again" with a one-time code by SMS (docs/membership.md).
    path: '/my-card',
    Component: page(() => import('./routes/my-card')),
    layout: 'public',
  },
  {
    // The QR code on the back of every card opens this page. Client-rendered: per card.
    path: '/verify/:number',
    Component: page(() => import('./routes/verify')),
    layout: 'public',
  },
  {
    path: '/admin/login',
    Component: page(() => import('./routes/admin-login')),
    layout: 'bare',
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
