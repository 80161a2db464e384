import Fastify, { type FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authPlugin } from './auth';
import { cardsPlugin } from './cards';
import { contactPlugin } from './contact';
import { pagesPlugin } from './pages';
import { paymentsPlugin } from './payments';
import { registrationPlugin } from './registration';
import { remindersPlugin } from './reminders';
import { renewalsPlugin } from './renewals';
import { selfServicePlugin } from './self-service';

/**
 * A module that reads another's decorators names it in fastify-plugin's `dependencies`: registered
 * before it, the app refuses to start, naming both, instead of failing at a request.
 */
describe('module registration order', () => {
  const cases: [string, string, FastifyPluginAsync][] = [
    ['myv-registration', 'myv-payments', registrationPlugin],
    ['myv-renewals', 'myv-payments', renewalsPlugin],
    ['myv-self-service', 'myv-cards', selfServicePlugin],
    ['myv-pages', 'myv-cards', pagesPlugin],
    ['myv-contact', 'myv-mailer', contactPlugin],
    ['myv-reminders', 'myv-jobs', remindersPlugin],
    ['myv-auth', 'myv-jobs', authPlugin],
  ];
  it.each(cases)('%s registered before %s fails at start-up', async (name, missing, plugin) => {
    const app = Fastify({ logger: false });
    // The wrong order: the module first, the plugins whose decorators it reads after it.
    await expect(
      (async () => {
        await app.register(plugin);
        await app.register(paymentsPlugin);
        await app.register(cardsPlugin);
        await app.ready();
      })(),
    ).rejects.toThrow(`The dependency '${missing}' of plugin '${name}' is not registered`);
    await app.close().catch(() => undefined);
  });
});
