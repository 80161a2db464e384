/**
 * One Daraja client (and its cached token) per app, and the secret callback URL. The payments
 * plugin makes it and hands it out as `app.payments`.
 * The callback path ends in a per-installation secret kept in the settings table and is free of
 * the words Daraja rejects in callback URLs (so not under /api/mpesa/; docs/daraja.md).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { installationSecret } from '../../db/settings';
import { DarajaClient } from '../../mpesa/daraja-client';

export const CALLBACK_PATH_PREFIX = '/hooks/payment-result/';
/** Paybill payments (Daraja C2B): `/hooks/c2b/<secret>/confirmation` and `/validation`, the same secret. */
export const C2B_PATH_PREFIX = '/hooks/c2b/';
const SECRET_SETTING = 'payment_callback_secret';

export interface PaymentGateway {
  daraja: DarajaClient;
  callbackUrl(): Promise<string>;
  isCallbackSecret(candidate: string): Promise<boolean>;
  /** Where M-Pesa sends paybill payments (registered with Daraja: docs/paybill.md). */
  c2bUrls(): Promise<{ confirmationUrl: string; validationUrl: string }>;
}

/** The gateway of one app: registration and renewals share it, and so its token cache. */
export function createPaymentGateway(deps: { config: Config; db: Db; now: () => Date; log?: FastifyBaseLogger }): PaymentGateway {
  const { config, db } = deps;
  const daraja = new DarajaClient({
    baseUrl: () => {
      if (!config.mpesa.baseUrl) throw new Error('M-Pesa base URL is not set (is the simulator running?)');
      return config.mpesa.baseUrl;
    },
    consumerKey: config.mpesa.consumerKey,
    consumerSecret: config.mpesa.consumerSecret,
    shortcode: config.mpesa.shortcode,
    passkey: config.mpesa.passkey,
    now: deps.now,
    log: deps.log,
  });
  let secret: Promise<string> | null = null;
  // A failed read (database down) is not kept: the next call asks again.
  const loadSecret = () =>
    (secret ??= callbackSecret(db).catch((error: unknown) => {
      secret = null;
      throw error;
    }));
  return {
    daraja,
    async callbackUrl() {
      const base = config.mpesa.callbackUrl ?? config.publicUrl;
      return `${base}${CALLBACK_PATH_PREFIX}${await loadSecret()}`;
    },
    async c2bUrls() {
      const base = `${config.mpesa.callbackUrl ?? config.publicUrl}${C2B_PATH_PREFIX}${await loadSecret()}`;
      return { confirmationUrl: `${base}/confirmation`, validationUrl: `${base}/validation` };
    },
    async isCallbackSecret(candidate) {
      const expected = Buffer.from(await loadSecret());
      const given = Buffer.from(candidate);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/**
 * The installation's callback secret: the last segment of every provider callback's path (Daraja's
 * here, Africa's Talking's USSD callbacks in modules/ussd), so one secret protects them all.
 */
export const callbackSecret = (db: Db): Promise<string> =>
  installationSecret(db, SECRET_SETTING, () => randomBytes(24).toString('hex'));
