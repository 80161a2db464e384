/**
 * Every domain module's routes, in one list: a new module is added here and nowhere else.
 * Each route declares config.access ('public' | 'signed-in' | 'admin' | 'chairman').
 */
import type { AppPlugin } from '../app';
import { healthRoutes } from './health/routes';
import { chapterRoutes } from './chapters/routes';
import { authRoutes } from './auth/routes';
import { userRoutes } from './users/routes';
import { cardRoutes } from './cards/routes';
import { contactRoutes } from './contact/routes';
import { seoRoutes } from './seo/routes';
import { registrationRoutes } from './registration/routes';
import { paymentRoutes } from './payments/routes';
// the officials' dashboard
import { memberRoutes } from './members/routes';
import { leaderRoutes } from './leaders/routes';
import { statsRoutes } from './stats/routes';
import { notificationRoutes } from './notifications/routes';
import { contactMessageRoutes } from './contact-messages/routes';
import { photoRoutes } from './photos/routes';
// the membership lifecycle
import { renewalRoutes } from './renewals/routes';
import { smsRoutes } from './sms/routes';
import { selfServiceRoutes } from './self-service/routes';
import { reminderRoutes } from './reminders/routes';
import { importRoutes } from './import/routes';
import { contentRoutes } from './content/routes';
import { pageRoutes } from './pages';

export const routeModules: AppPlugin[] = [
  healthRoutes,
  chapterRoutes,
  authRoutes,
  userRoutes,
  cardRoutes,
  contactRoutes,
  seoRoutes,
  registrationRoutes,
  paymentRoutes,
  memberRoutes,
  leaderRoutes,
  statsRoutes,
  notificationRoutes,
  contactMessageRoutes,
  photoRoutes,
  renewalRoutes,
  smsRoutes,
  selfServiceRoutes,
  reminderRoutes,
  importRoutes,
  contentRoutes,
  pageRoutes,
];
