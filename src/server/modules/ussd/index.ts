/** USSD for members on any phone (docs/ussd.md): Africa's Talking's callbacks, the menu, the report and the /dev/ussd phone. */
import fp from 'fastify-plugin';
import { forgetOldSessions } from './sessions';
import { RecentSessions } from './recent-sessions';
import { FORM_BODY_LIMIT, ussdRoutes } from './routes';
import { ussdPhonePage } from './phone-page';

const FORGET_EVERY_MS = 60_000;

/**
 * Reads app.payments (the callback secret and the Daraja client). Encapsulated: the form-body
 * parser and the "sorry" error handler of the USSD routes stay in this context.
 */
export const ussdPlugin = fp(
  async (app) => {
    // Africa's Talking (and the phone page) post forms: parsed in this context only; the rest of the API takes JSON.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    // This instance's memory of the sessions it answered last: one per app, never shared, so two
    // instances in one process (the tests) behave as two machines.
    const recent = new RecentSessions();
    app.jobs.register({
      name: 'ussd-forget-sessions',
      everyMs: FORGET_EVERY_MS,
      run: () => forgetOldSessions(app.db, app.now(), recent),
    });
    await app.register(ussdRoutes, { recent });
    await app.register(ussdPhonePage);
  },
  { name: 'myv-ussd', fastify: '5.x', encapsulate: true, dependencies: ['myv-payments', 'myv-jobs'] },
);
export { USSD_PATH_PREFIX } from './routes';
