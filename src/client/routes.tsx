/**
 * The route table of the spec (§2), explicit: one entry per screen. Screens are lazy chunks so
 * the home page does not download the dashboard. `prerender` pages are rendered to HTML at build
 * time and hydrated; the others are client-rendered inside the same shell.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface AppRoute {
  path: string;
  Component: LazyExoticComponent<ComponentType>;
  /** 'public' pages share the header, footer and NGO badge; 'bare' ones (sign-in, dashboard) do not. */
  layout: 'public' | 'bare';
  prerender?: boolean;
  title: string;
  description: string;
}

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

export const appRoutes: AppRoute[] = [
  {
    path: '/',
    Component: page(() => import('./routes/home')),
    layout: 'public',
    prerender: true,
    title: 'Meru Youth Voice — Raising voice and creating opportunities',
    description:
      'Meru Youth Voice unites young people in Igembe, Tigania, Imenti and Buuri for jobs, health, education and climate action in Meru County, Kenya.',
  },
  {
    path: '/about',
    Component: page(() => import('./routes/about')),
    layout: 'public',
    prerender: true,
    title: 'About us — Meru Youth Voice',
    description: 'Who we are, our mission and vision, our four chapters and the SDGs we work on in Meru County.',
  },
  {
    path: '/updates',
    Component: page(() => import('./routes/updates')),
    layout: 'public',
    prerender: true,
    title: 'Achievements — Meru Youth Voice',
    description: 'Projects and results of Meru Youth Voice: health camps, trainings, charity drives and events.',
  },
  {
    path: '/events',
    Component: page(() => import('./routes/events')),
    layout: 'public',
    prerender: true,
    title: 'Events — Meru Youth Voice',
    description: 'Workshops, career fairs, leadership forums and community events across Meru County.',
  },
  {
    path: '/gallery',
    Component: page(() => import('./routes/gallery')),
    layout: 'public',
    prerender: true,
    title: 'Gallery — Meru Youth Voice',
    description: 'Photos from our outreach, meetings, workshops and events.',
  },
  {
    path: '/contact',
    Component: page(() => import('./routes/contact')),
    layout: 'public',
    prerender: true,
    title: 'Contact us — Meru Youth Voice',
    description: 'Write to Meru Youth Voice, call us, visit our office in Meru town or support our work.',
  },
  {
    path: '/structure',
    Component: page(() => import('./routes/structure')),
    layout: 'public',
    prerender: true,
    title: 'Our team — Meru Youth Voice',
    description: 'The leadership of Meru Youth Voice, from the chairperson to the departments.',
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
    path: '/admin/*',
    Component: page(() => import('./admin/dashboard')),
    layout: 'bare',
    title: 'Dashboard — Meru Youth Voice',
    description: 'Officials’ dashboard.',
  },
];

export const prerenderPaths = (): string[] => appRoutes.filter((r) => r.prerender).map((r) => r.path);
