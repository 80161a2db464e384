/** Donations: the STK prompt of /donate and the public thank-you list (docs/donations.md). */
import fp from 'fastify-plugin';
import { donationRoutes } from './routes';

/** Reads app.payments (the Daraja client); encapsulated, as renewals are. */
export const donationsPlugin = fp(donationRoutes, {
  name: 'myv-donations',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['myv-payments'],
});
export { donationSummary } from './service';
