/**
 * The route table of the spec (§2), explicit: one entry per screen. Screens are lazy chunks so
 * the home page does not download the dashboard. `prerender` pages are rendered to HTML at build
 * time and hydrated; the others are client-rendered inside the same shell.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { findPageMeta, publicPages } from './content/pages';

export interface AppRoute {
  path: string;
  Component: LazyExoticComponent<ComponentType>;
  /** 'public' pages share the header, footer and NGO badge; 'bare' ones (sign-in, dashboard) do not. */
  layout: 'public' | 'bare';
  prerender?: boolean;
  /** For a parameterised public route: the concrete paths to prerender (from content). */
  paths?: () => string[];
  title: string;
  description: string;
}

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

/** Title and description of a public page, from the one page-metadata module (content/pages.ts). */
const meta = (path: string) => {
  const found = findPageMeta(path);
  return { title: found?.title ?? 'Meru Youth Voice', description: found?.description ?? '' };
};
const pathsUnder = (prefix: string) => () => publicPages.filter((p) => p.path.startsWith(prefix)).map((p) => p.path);

export const appRoutes: AppRoute[] = [
  {
    path: '/',
    Component: page(() => import('./routes/home')),
    layout: 'public',
    prerender: true,
    ...meta('/'),
  },
  {
    path: '/about',
    Component: page(() => import('./routes/about')),
    layout: 'public',
    prerender: true,
    ...meta('/about'),
  },
  {
    path: '/updates',
    Component: page(() => import('./routes/updates')),
    layout: 'public',
    prerender: true,
    ...meta('/updates'),
  },
  {
    path: '/events',
    Component: page(() => import('./routes/events')),
    layout: 'public',
    prerender: true,
    ...meta('/events'),
  },
  {
    path: '/gallery',
    Component: page(() => import('./routes/gallery')),
    layout: 'public',
    prerender: true,
    ...meta('/gallery'),
  },
  {
    path: '/contact',
    Component: page(() => import('./routes/contact')),
    layout: 'public',
    prerender: true,
    ...meta('/contact'),
  },
  {
    path: '/structure',
    Component: page(() => import('./routes/structure')),
    layout: 'public',
    prerender: true,
    ...meta('/structure'),
  },
  {
    path: '/updates/:slug',
    Component: page(() => import('./routes/update-detail')),
    layout: 'public',
    prerender: true,
    paths: pathsUnder('/updates/'),
    title: 'Update — Meru Youth Voice',
    description: 'An update from Meru Youth Voice.',
  },
  {
    path: '/achievements',
    Component: page(() => import('./routes/updates')),
    layout: 'public',
    prerender: true,
    ...meta('/achievements'),
  },
  {
    path: '/achievements/:slug',
    Component: page(() => import('./routes/update-detail')),
    layout: 'public',
    prerender: true,
    paths: pathsUnder('/achievements/'),
    title: 'Achievement — Meru Youth Voice',
    description: 'An achievement of Meru Youth Voice.',
  },
  {
    path: '/events/:slug',
    Component: page(() => import('./routes/event-detail')),
    layout: 'public',
    prerender: true,
    paths: pathsUnder('/events/'),
    title: 'Event — Meru Youth Voice',
    description: 'An event of Meru Youth Voice.',
  },
  {
    path: '/privacy',
    Component: page(() => import('./routes/privacy')),
    layout: 'public',
    prerender: true,
    ...meta('/privacy'),
  },
  {
    path: '/sdg/:goal/:category',
    Component: page(() => import('./routes/sdg-category')),
    layout: 'public',
    prerender: true,
    paths: pathsUnder('/sdg/'),
    title: 'Our work — Meru Youth Voice',
    description: 'A focus area of Meru Youth Voice.',
  },
  {
    path: '/membership',
    Component: page(() => import('./routes/membership')),
    layout: 'public',
    prerender: true,
    title: 'Become a member — Meru Youth Voice',
    description: 'Register as a member of Meru Youth Voice and pay the KSh 200 fee by M-Pesa.',
  },
  {
    path: '/unauthorized',
    Component: page(() => import('./routes/unauthorized')),
    layout: 'public',
    prerender: true,
    title: 'Access denied — Meru Youth Voice',
    description: 'You do not have permission to access this area.',
  },
  {
    // A member renews by M-Pesa (docs/membership.md); linked from reminders and the verify page.
    path: '/renew',
    Component: page(() => import('./routes/renew')),
    layout: 'public',
    title: 'Renew your membership — Meru Youth Voice',
    description: 'Renew your Meru Youth Voice membership for KSh 200 by M-Pesa and download your renewed card.',
  },
  {
    // "Get my card again" with a one-time code by SMS (docs/membership.md).
    path: '/my-card',
    Component: page(() => import('./routes/my-card')),
    layout: 'public',
    title: 'Get your card again — Meru Youth Voice',
    description: 'Download your Meru Youth Voice membership card again with a code sent by SMS.',
  },
  {
    // The QR code on the back of every card opens this page (issue 6). Client-rendered: per card.
    path: '/verify/:number',
    Component: page(() => import('./routes/verify')),
    layout: 'public',
    title: 'Card verification — Meru Youth Voice',
    description: 'Check whether a Meru Youth Voice membership or leadership card is valid.',
  },
  {
    path: '/admin/login',
    Component: page(() => import('./routes/admin-login')),
    layout: 'bare',
    title: 'Leadership sign-in — Meru Youth Voice',
    description: 'Sign in to the Meru Youth Voice dashboard.',
  },
  {
    path: '/admin/password',
    Component: page(() => import('./routes/change-password')),
    layout: 'bare',
    title: 'Change password — Meru Youth Voice',
    description: 'Change your own password.',
  },
  {
    path: '/admin/*',
    Component: page(() => import('./admin/dashboard')),
    layout: 'bare',
    title: 'Dashboard — Meru Youth Voice',
    description: 'Officials’ dashboard.',
  },
];

export const prerenderPaths = (): string[] =>
  appRoutes.filter((r) => r.prerender).flatMap((r) => (r.paths ? r.paths() : r.path.includes(':') || r.path.includes('*') ? [] : [r.path]));
