/**
 * Photos read per address, counted by the one limiter (lib/rate-limit.ts, shared by every
 * instance). Reading a photo is the costliest thing a request can ask for (a 24 MP HEIC is
 * seconds of CPU even off the main thread), and the registration routes need no account. The
 * allowances are in the configuration (photoDecodesPerTenMinutes, defaults in lib/limits.ts).
 *
 * The count is taken where the photo is read (service.ts, content/images.ts), deep below the
 * routes; the address reaches it through an AsyncLocalStorage set for every request
 * (registerPhotoUploaders), so no route has to pass it down. A photo read outside a request
 * (the starting content's pictures) is not counted.
 */
import { clientKey } from '../../lib/client-key';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { LIMITS } from '../../lib/limits';
import { enforce } from '../../lib/rate-limit';

/** Whose allowance a read counts against: anyone's (registration) or a signed-in official's. */
export type DecodeAllowance = keyof Config['photoDecodesPerTenMinutes'];

const LIMIT_OF = { public: LIMITS.photo_decode_public, officials: LIMITS.photo_decode_officials } as const;

interface Uploader {
  db: Db;
  config: Config;
  address: string;
  now: () => Date;
}
const uploader = new AsyncLocalStorage<Uploader>();

/**
 * Makes the request's address known to the photo code for the rest of the request. preHandler:
 * the body is parsed by then and the handler runs inside the store (a store set in onRequest is
 * lost, since the body's stream events fire outside it).
 */
export function registerPhotoUploaders(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    uploader.run({ db: app.db, config: app.config, address: clientKey(request.ip), now: app.now }, done);
  });
}

/** Counts one photo read for the request's address; a 429 in the product's words past the allowance. */
export async function countPhotoDecode(allowance: DecodeAllowance, field: string): Promise<void> {
  const who = uploader.getStore();
  if (!who) return;
  await enforce(who.db, LIMIT_OF[allowance], [who.address], who.now(), {
    max: who.config.photoDecodesPerTenMinutes[allowance],
    field,
  });
}
