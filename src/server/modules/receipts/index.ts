/** Receipts: every completed payment's PDF, at a signed link the payment SMS carry and in the Payments tab. */
import fp from 'fastify-plugin';
import { receiptRoutes } from './routes';

export const receiptsPlugin = fp(receiptRoutes, { name: 'myv-receipts', fastify: '5.x', encapsulate: true });
