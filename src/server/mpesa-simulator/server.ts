/**
 * The built-in Daraja simulator: a real HTTP server speaking Daraja's API (OAuth, STK Push,
 * STK Query) and POSTing result callbacks to the CallBackURL after a short delay. The app talks
 * to it exactly as it talks to Safaricom, so `npm start` shows the whole flow without
 * credentials and the tests exercise the real HTTP path. It checks what Daraja checks (Basic
 * auth, bearer token, Password built from the same Timestamp in EAT, field formats, banned
 * words in CallBackURL) so a client bug fails here before it fails in production.
 */
import { randomBytes, randomInt } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { darajaPassword, darajaTimestamp, parseDarajaTimestamp } from '../mpesa/credentials';
import { outcomeForPhone, type SimulatedOutcome } from './outcomes';
import { addC2bRoutes, type C2bSimulator } from './c2b';

export interface SimulatorOptions {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  /** How long the "customer" takes to answer the prompt. */
  callbackDelayMs?: number;
  tokenLifetimeSeconds?: number;
  now?: () => Date;
  host?: string;
  port?: number;
  /** Called when a callback could not be delivered (the app was down): logged by main.ts. */
  onCallbackError?: (url: string, error: unknown) => void;
}

interface SimulatedTransaction {
  checkoutRequestId: string;
  merchantRequestId: string;
  phone: string;
  amount: number;
  callbackUrl: string;
  outcome: SimulatedOutcome;
  resultAt: number;
  receipt: string;
}

export interface DarajaSimulator {
  url: string;
  /** Invalidates every issued token (a token expiring mid-flow). */
  revokeTokens(): void;
  /** Resolves when every scheduled callback has been attempted. */
  settled(): Promise<void>;
  stats: { tokensIssued: number; pushes: number; queries: number; callbacksSent: number };
  /** Paybill payments (C2B) and Pull Transactions. */
  c2b: C2bSimulator;
  close(): Promise<void>;
}

const BANNED_CALLBACK_WORDS = /m-?pesa|safaricom|exe|exec|cmd|sql|query/i;
const DARAJA_TEXT = /^[A-Za-z0-9 -]*$/;

const darajaError = (errorCode: string, errorMessage: string) => ({
  requestId: `${randomInt(10_000, 99_999)}-${randomInt(1_000_000, 9_999_999)}-1`,
  errorCode,
  errorMessage,
});

export async function startDarajaSimulator(options: SimulatorOptions): Promise<DarajaSimulator> {
  const now = options.now ?? (() => new Date());
  const delay = options.callbackDelayMs ?? 3_000;
  const tokens = new Map<string, number>();
  const transactions = new Map<string, SimulatedTransaction>();
  const inFlight = new Set<Promise<void>>();
  const timers = new Map<NodeJS.Timeout, () => void>();
  const stats = { tokensIssued: 0, pushes: 0, queries: 0, callbacksSent: 0 };

  const app: FastifyInstance = Fastify({ logger: false, bodyLimit: 64 * 1024 });

  app.get('/oauth/v1/generate', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    if (query.grant_type !== 'client_credentials') {
      return reply.code(400).send(darajaError('400.008.02', 'Invalid grant type passed'));
    }
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Basic '))
      return reply.code(400).send(darajaError('400.008.01', 'Invalid authentication type passed'));
    const [key, secret] = Buffer.from(header.slice(6), 'base64').toString().split(':');
    if (key !== options.consumerKey || secret !== options.consumerSecret) return reply.code(400).send('');
    const token = randomBytes(21).toString('base64url');
    const lifetime = options.tokenLifetimeSeconds ?? 3599;
    tokens.set(token, now().getTime() + lifetime * 1000);
    stats.tokensIssued++;
    return { access_token: token, expires_in: String(lifetime) };
  });

  /** Bearer token check shared by the M-Pesa endpoints; returns an error body or null. */
  const checkToken = (authorization: string | undefined) => {
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
    const expires = tokens.get(token);
    if (expires === undefined || expires <= now().getTime()) return darajaError('404.001.03', 'Invalid Access Token');
    return null;
  };

  const checkCredentials = (body: Record<string, unknown>) => {
    if (String(body.BusinessShortCode ?? '') !== options.shortcode) return 'Merchant does not exist';
    const timestamp = String(body.Timestamp ?? '');
    const at = parseDarajaTimestamp(timestamp);
    // A UTC timestamp is three hours off: Daraja answers "Wrong credentials" (docs/daraja.md, "Timestamp and password").
    if (!at || Math.abs(at.getTime() - now().getTime()) > 10 * 60 * 1000) return 'Wrong credentials';
    if (body.Password !== darajaPassword(options.shortcode, options.passkey, timestamp)) return 'Wrong credentials';
    return null;
  };

  app.post('/mpesa/stkpush/v1/processrequest', async (request, reply) => {
    const tokenError = checkToken(request.headers.authorization);
    if (tokenError) return reply.code(404).send(tokenError);
    if (!String(request.headers['content-type']).startsWith('application/json')) {
      return reply.code(400).send(darajaError('400.002.02', 'Bad Request - Invalid BusinessShortCode'));
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    const credentialError = checkCredentials(body);
    if (credentialError) return reply.code(500).send(darajaError('500.001.1001', credentialError));
    const invalid = (field: string) => reply.code(400).send(darajaError('400.002.02', `Bad Request - Invalid ${field}`));
    if (body.TransactionType !== 'CustomerPayBillOnline') return invalid('TransactionType');
    const amount = Number(body.Amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > 250_000) return invalid('Amount');
    const phone = String(body.PhoneNumber ?? '');
    if (!/^254(7\d{8}|1[01]\d{7})$/.test(phone)) return invalid('PhoneNumber');
    if (!/^254(7\d{8}|1[01]\d{7})$/.test(String(body.PartyA ?? ''))) return invalid('PartyA');
    if (String(body.PartyB ?? '') !== options.shortcode) return invalid('PartyB');
    const callbackUrl = String(body.CallBackURL ?? '');
    if (!/^https?:\/\/\S+$/.test(callbackUrl) || BANNED_CALLBACK_WORDS.test(callbackUrl)) return invalid('CallBackURL');
    const reference = String(body.AccountReference ?? '');
    if (!reference || reference.length > 12 || !DARAJA_TEXT.test(reference)) return invalid('AccountReference');
    const desc = String(body.TransactionDesc ?? '');
    if (desc.length > 13 || !DARAJA_TEXT.test(desc)) return invalid('TransactionDesc');

    const outcome = outcomeForPhone(phone);
    if (outcome.resultCode === null) return reply.code(500).send(darajaError('500.001.1001', outcome.resultDesc));

    stats.pushes++;
    const checkoutRequestId = `ws_CO_${Date.now()}${randomInt(100_000, 999_999)}`;
    const merchantRequestId = `${randomInt(1000, 9999)}-${randomInt(1_000_000, 9_999_999)}-1`;
    const transaction: SimulatedTransaction = {
      checkoutRequestId,
      merchantRequestId,
      phone,
      amount,
      callbackUrl,
      outcome,
      resultAt: now().getTime() + delay,
      receipt: `S${randomBytes(6).toString('hex').toUpperCase().slice(0, 9)}`,
    };
    transactions.set(checkoutRequestId, transaction);
    const sends = outcome.callback === 'never' ? 0 : outcome.callback === 'twice' ? 2 : 1;
    for (let i = 0; i < sends; i++) schedule(transaction, delay + i * 150);
    return {
      MerchantRequestID: merchantRequestId,
      CheckoutRequestID: checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    };
  });

  app.post('/mpesa/stkpushquery/v1/query', async (request, reply) => {
    const tokenError = checkToken(request.headers.authorization);
    if (tokenError) return reply.code(404).send(tokenError);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const credentialError = checkCredentials(body);
    if (credentialError) return reply.code(500).send(darajaError('500.001.1001', credentialError));
    stats.queries++;
    const transaction = transactions.get(String(body.CheckoutRequestID ?? ''));
    if (!transaction) return reply.code(400).send(darajaError('400.002.02', 'Bad Request - Invalid CheckoutRequestID'));
    if (now().getTime() < transaction.resultAt) {
      return reply.code(500).send(darajaError('500.001.1001', 'The transaction is being processed'));
    }
    return {
      ResponseCode: '0',
      // Daraja's own spelling (three s's): clients must not match on this text.
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: transaction.merchantRequestId,
      CheckoutRequestID: transaction.checkoutRequestId,
      ResultCode: transaction.outcome.resultCode,
      ResultDesc: transaction.outcome.resultDesc,
    };
  });

  function callbackBody(t: SimulatedTransaction) {
    const base = {
      MerchantRequestID: t.merchantRequestId,
      CheckoutRequestID: t.checkoutRequestId,
      ResultCode: Number(t.outcome.resultCode),
      ResultDesc: t.outcome.resultDesc,
    };
    if (t.outcome.resultCode !== '0') return { Body: { stkCallback: base } };
    const eat = darajaTimestamp(now());
    return {
      Body: {
        stkCallback: {
          ...base,
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: t.amount },
              { Name: 'MpesaReceiptNumber', Value: t.receipt },
              { Name: 'Balance' },
              { Name: 'TransactionDate', Value: Number(eat) },
              { Name: 'PhoneNumber', Value: Number(t.phone) },
            ],
          },
        },
      },
    };
  }

  function schedule(transaction: SimulatedTransaction, afterMs: number) {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve)).then(() => {
      inFlight.delete(done);
    });
    inFlight.add(done);
    const timer = setTimeout(
      () =>
        void (async () => {
          try {
            const response = await fetch(transaction.callbackUrl, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(callbackBody(transaction)),
              signal: AbortSignal.timeout(10_000),
            });
            await response.text();
            stats.callbacksSent++;
          } catch (error) {
            options.onCallbackError?.(transaction.callbackUrl, error);
          } finally {
            timers.delete(timer);
            release();
          }
        })(),
      afterMs,
    );
    timers.set(timer, release);
  }

  const c2b = addC2bRoutes(app, {
    shortcode: options.shortcode,
    now,
    bannedWords: BANNED_CALLBACK_WORDS,
    checkToken,
    darajaError,
    track(work) {
      const done: Promise<void> = work()
        .catch((error: unknown) => options.onCallbackError?.('paybill confirmation', error))
        .finally(() => inFlight.delete(done));
      inFlight.add(done);
    },
  });

  const address = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  return {
    url: address,
    stats,
    c2b,
    revokeTokens: () => tokens.clear(),
    async settled() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    async close() {
      for (const [timer, release] of timers) {
        clearTimeout(timer);
        release();
      }
      timers.clear();
      await app.close();
    },
  };
}
