/**
 * Every domain module, in one list: a new module is added here and nowhere else.
 * Each is a Fastify plugin exported by its modules/<name>/index.ts (docs/architecture.md, "Server
 * modules"); each route declares config.access ('public' | 'signed-in' | 'admin' | 'chairman').
 *
 * Order matters only where a module reads another plugin's decorators: the mailer (app.mailer),
 * payments (app.payments) and cards (app.cards) come before the modules that use them. Each such
 * module names them in fastify-plugin's `dependencies` (registration, renewals, self-service,
 * contact, sms, pages, ussd; auth and reminders on the root's myv-jobs), so a wrong order fails at
 * start-up, naming both plugins, instead of at the first request (plugin-order.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import { mailerPlugin } from '../mailer';
import { healthPlugin } from './health';
import { chaptersPlugin } from './chapters';
import { authPlugin } from './auth';
import { usersPlugin } from './users';
import { cardsPlugin } from './cards';
import { contactPlugin } from './contact';
import { paymentsPlugin } from './payments';
import { smsPlugin } from './sms';
import { registrationPlugin } from './registration';
import { notificationsPlugin } from './notifications';
import { contactMessagesPlugin } from './contact-messages';
import { photosPlugin } from './photos';
import { renewalsPlugin } from './renewals';
import { donationsPlugin } from './donations';
import { receiptsPlugin } from './receipts';
import { selfServicePlugin } from './self-service';
import { dataRightsPlugin } from './data-rights';
import { remindersPlugin } from './reminders';
import { importPlugin } from './import';
import { membersPlugin } from './members';
import { leadersPlugin } from './leaders';
import { statsPlugin } from './stats';
import { seoPlugin } from './seo';
import { contentPlugin } from './content';
import { eventsPlugin } from './events';
import { pagesPlugin } from './pages';
import { testModePlugin } from './test-mode';
import { auditPlugin } from './audit';
import { ussdPlugin } from './ussd';
import { approvalsPlugin } from './approvals';
import { campaignsPlugin } from './campaigns';
import { financePlugin } from './finance';
import { smsInboxPage } from '../sms-simulator/inbox-page';

export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(mailerPlugin);
  await app.register(healthPlugin);
  await app.register(chaptersPlugin);
  await app.register(authPlugin);
  await app.register(usersPlugin);
  await app.register(cardsPlugin);
  await app.register(contactPlugin);
  await app.register(seoPlugin);
  await app.register(paymentsPlugin);
  await app.register(smsPlugin);
  await app.register(registrationPlugin);
  await app.register(membersPlugin);
  await app.register(leadersPlugin);
  await app.register(statsPlugin);
  await app.register(notificationsPlugin);
  await app.register(contactMessagesPlugin);
  await app.register(photosPlugin);
  await app.register(renewalsPlugin);
  await app.register(donationsPlugin);
  await app.register(receiptsPlugin);
  await app.register(selfServicePlugin);
  await app.register(dataRightsPlugin);
  await app.register(remindersPlugin);
  await app.register(importPlugin);
  await app.register(testModePlugin);
  await app.register(auditPlugin);
  await app.register(ussdPlugin);
  await app.register(approvalsPlugin);
  await app.register(campaignsPlugin);
  await app.register(financePlugin);
  await app.register(contentPlugin);
  await app.register(eventsPlugin);
  await app.register(smsInboxPage);
  await app.register(pagesPlugin);
}
