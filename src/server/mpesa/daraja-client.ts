/**
 * Daraja over HTTP (docs/daraja.md): OAuth with Basic auth, one cached token per process
 * (refreshed a minute before expiry, and once on an "Invalid Access Token" answer), STK Push
 * and STK Query with a request timeout. The built-in simulator speaks the same API, so this is
 * the only code that talks to M-Pesa in every mode.
 */
import type { FastifyBaseLogger } from 'fastify';
import { darajaPassword, darajaTimestamp } from './credentials';

export interface DarajaSettings {
  /** Read on every call: the simulator's port is known only once it listens. */
  baseUrl: () => string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  timeoutMs?: number;
  now?: () => Date;
  /** Where failed STK Queries are logged (the app's logger); silent without one. */
  log?: FastifyBaseLogger | undefined;
}

export interface StkPushRequest {
  phoneNumber: string; // canonical 2547…/2541…
  amount: number;
  accountReference: string;
  transactionDesc: string;
  callbackUrl: string;
}

export type StkPushOutcome =
  | { accepted: true; checkoutRequestId: string; merchantRequestId: string; responseDescription: string }
  | { accepted: false; errorCode: string; errorMessage: string; httpStatus: number };

export type StkQueryOutcome =
  | { state: 'final'; resultCode: string; resultDesc: string }
  | { state: 'pending' }
  | { state: 'error'; message: string; httpStatus?: number; errorCode?: string };

/** Daraja's answer to a registration or a simulated payment, as it came (the caller records it). */
export interface DarajaReply {
  status: number;
  ok: boolean;
  body: Record<string, unknown> | null;
}

/** One row of the Pull Transactions API (docs/paybill.md): a paybill payment M-Pesa knows of. */
export interface PulledTransaction {
  transactionId: string;
  trxDate: string;
  msisdn: string;
  billreference: string;
  amount: number;
  raw: Record<string, unknown>;
}

/** Network failure, timeout or an answer that is not Daraja's: the outcome of the call is unknown. */
export class DarajaUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DarajaUnavailableError';
  }
}

const TOKEN_REFRESH_MARGIN_MS = 60_000;
const INVALID_TOKEN_CODE = '404.001.03';
const BEING_PROCESSED = /being processed/i;

interface DarajaAnswer {
  status: number;
  body: Record<string, unknown> | null;
}

export class DarajaClient {
  private token: { value: string; expiresAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;
  private readonly timeoutMs: number;
  private readonly now: () => Date;

  constructor(private readonly settings: DarajaSettings) {
    this.timeoutMs = settings.timeoutMs ?? 15_000;
    this.now = settings.now ?? (() => new Date());
  }

  /** The app's logger: whoever asks M-Pesa (the job, a status poll, a submit) logs what follows the same way. */
  get log(): FastifyBaseLogger | undefined {
    return this.settings.log;
  }

  async stkPush(request: StkPushRequest): Promise<StkPushOutcome> {
    const timestamp = darajaTimestamp(this.now());
    const answer = await this.authorised('/mpesa/stkpush/v1/processrequest', {
      BusinessShortCode: this.settings.shortcode,
      Password: darajaPassword(this.settings.shortcode, this.settings.passkey, timestamp),
      Timestamp: timestamp,
      TransactionType: 'CustomerPayBillOnline',
      Amount: request.amount,
      PartyA: request.phoneNumber,
      PartyB: this.settings.shortcode,
      PhoneNumber: request.phoneNumber,
      CallBackURL: request.callbackUrl,
      AccountReference: request.accountReference,
      TransactionDesc: request.transactionDesc,
    });
    const body = answer.body ?? {};
    if (answer.status === 200 && String(body.ResponseCode ?? '') === '0' && typeof body.CheckoutRequestID === 'string') {
      return {
        accepted: true,
        checkoutRequestId: body.CheckoutRequestID,
        merchantRequestId: String(body.MerchantRequestID ?? ''),
        responseDescription: String(body.ResponseDescription ?? 'Success. Request accepted for processing'),
      };
    }
    return {
      accepted: false,
      errorCode: String(body.errorCode ?? body.ResponseCode ?? answer.status),
      errorMessage: String(body.errorMessage ?? body.ResponseDescription ?? body.CustomerMessage ?? `HTTP ${answer.status}`),
      httpStatus: answer.status,
    };
  }

  /** STK Query: "The transaction is being processed" means PENDING, never failed. */
  async stkQuery(checkoutRequestId: string): Promise<StkQueryOutcome> {
    const timestamp = darajaTimestamp(this.now());
    let answer: DarajaAnswer;
    try {
      answer = await this.authorised('/mpesa/stkpushquery/v1/query', {
        BusinessShortCode: this.settings.shortcode,
        Password: darajaPassword(this.settings.shortcode, this.settings.passkey, timestamp),
        Timestamp: timestamp,
        CheckoutRequestID: checkoutRequestId,
      });
    } catch (error) {
      // Unreachable, timed out, or no token: the kind of failure only (the message names no person).
      const kind = error instanceof DarajaUnavailableError ? 'unreachable' : 'oauth';
      this.settings.log?.warn({ checkoutRequestId, kind, reason: (error as Error).message }, 'STK Query failed');
      return { state: 'error', message: (error as Error).message };
    }
    const body = answer.body ?? {};
    if (BEING_PROCESSED.test(String(body.errorMessage ?? ''))) return { state: 'pending' };
    if (answer.status === 200 && body.ResultCode !== undefined && body.ResultCode !== null) {
      return { state: 'final', resultCode: String(body.ResultCode), resultDesc: String(body.ResultDesc ?? '') };
    }
    const errorCode = body.errorCode === undefined ? undefined : String(body.errorCode);
    // Status code and Daraja's error code only: its message may echo what we sent.
    this.settings.log?.warn({ checkoutRequestId, kind: 'answer', httpStatus: answer.status, errorCode }, 'STK Query failed');
    return {
      state: 'error',
      message: String(body.errorMessage ?? `HTTP ${answer.status}`),
      httpStatus: answer.status,
      ...(errorCode === undefined ? {} : { errorCode }),
    };
  }

  /** C2B: tells M-Pesa where to send paybill payments (ResponseType Completed: accept when our validation is silent). */
  async registerC2bUrls(urls: { confirmationUrl: string; validationUrl: string }): Promise<DarajaReply> {
    return this.reply('/mpesa/c2b/v2/registerurl', {
      ShortCode: this.settings.shortcode,
      ResponseType: 'Completed',
      ConfirmationURL: urls.confirmationUrl,
      ValidationURL: urls.validationUrl,
    });
  }

  /** Pull Transactions: registers the shortcode for querying (once per shortcode). */
  async registerPull(input: { callbackUrl: string; nominatedNumber: string }): Promise<DarajaReply> {
    return this.reply('/pulltransactions/v1/register', {
      ShortCode: this.settings.shortcode,
      RequestType: 'Pull',
      NominatedNumber: input.nominatedNumber,
      CallBackURL: input.callbackUrl,
    });
  }

  /**
   * Pull Transactions: the paybill payments between two moments (at most 48 hours back), one page
   * from `offset`. Throws DarajaUnavailableError (or Error on a refusal): the caller retries later.
   */
  async pullTransactions(from: Date, to: Date, offset: number): Promise<PulledTransaction[]> {
    const answer = await this.authorised('/pulltransactions/v1/query', {
      ShortCode: this.settings.shortcode,
      StartDate: pullDate(from),
      EndDate: pullDate(to),
      OffSetValue: String(offset),
    });
    if (answer.status !== 200 || !answer.body) throw new Error(`Pull Transactions refused (HTTP ${answer.status})`);
    // Daraja nests the rows one array deep ({ Response: [[ … ]] }); flatten whatever depth comes.
    const rows = [answer.body.Response ?? []].flat(3) as unknown[];
    return rows.flatMap((row) => {
      if (!row || typeof row !== 'object') return [];
      const r = row as Record<string, unknown>;
      const amount = Number(r.amount);
      if (typeof r.transactionId !== 'string' || !r.transactionId || !Number.isFinite(amount)) return [];
      return [
        {
          transactionId: r.transactionId,
          trxDate: String(r.trxDate ?? ''),
          msisdn: String(r.msisdn ?? ''),
          billreference: String(r.billreference ?? ''),
          amount,
          raw: r,
        },
      ];
    });
  }

  /** The sandbox's (and the built-in simulator's) "a customer pays the paybill" button. */
  async simulateC2b(input: { amount: number; account: string; msisdn: string }): Promise<DarajaReply> {
    return this.reply('/mpesa/c2b/v1/simulate', {
      ShortCode: this.settings.shortcode,
      CommandID: 'CustomerPayBillOnline',
      Amount: input.amount,
      Msisdn: input.msisdn,
      BillRefNumber: input.account,
    });
  }

  private async reply(path: string, payload: unknown): Promise<DarajaReply> {
    const answer = await this.authorised(path, payload);
    // C2B answers ResponseCode "0"; Pull Transactions' registration answers ResponseStatus "1000".
    const code = String(answer.body?.ResponseCode ?? answer.body?.ResponseStatus ?? '');
    return { status: answer.status, ok: answer.status === 200 && (code === '0' || code === '1000'), body: answer.body };
  }

  /** Can we reach Daraja and get a token? For the diagnostic endpoint; never reveals the token. */
  async ping(): Promise<{ reachable: boolean; authenticated: boolean; latencyMs: number }> {
    const started = Date.now();
    try {
      await this.accessToken(true);
      return { reachable: true, authenticated: true, latencyMs: Date.now() - started };
    } catch (error) {
      const reachable = !(error instanceof DarajaUnavailableError);
      return { reachable, authenticated: false, latencyMs: Date.now() - started };
    }
  }

  /** A POST with the cached token; on an invalid-token answer the token is refreshed and the call made once more. */
  private async authorised(path: string, payload: unknown): Promise<DarajaAnswer> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken(false);
      const answer = await this.send(path, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      const invalidToken = answer.status === 401 || answer.body?.errorCode === INVALID_TOKEN_CODE;
      if (!invalidToken || attempt > 0) return answer;
      this.token = null;
    }
  }

  private async accessToken(forceFresh: boolean): Promise<string> {
    const nowMs = this.now().getTime();
    if (!forceFresh && this.token && nowMs < this.token.expiresAt - TOKEN_REFRESH_MARGIN_MS) return this.token.value;
    // Concurrent callers share one token request: each new token invalidates the previous one.
    this.tokenRequest ??= this.fetchToken().finally(() => (this.tokenRequest = null));
    return this.tokenRequest;
  }

  private async fetchToken(): Promise<string> {
    const basic = Buffer.from(`${this.settings.consumerKey}:${this.settings.consumerSecret}`).toString('base64');
    const answer = await this.send('/oauth/v1/generate?grant_type=client_credentials', {
      method: 'GET',
      headers: { authorization: `Basic ${basic}` },
    });
    const token = answer.body?.access_token;
    // Any non-200 is a failure, whatever the body says (the wrong-secret body is undocumented).
    if (answer.status !== 200 || typeof token !== 'string' || !token) {
      throw new Error(`Daraja OAuth failed (HTTP ${answer.status})`);
    }
    // expires_in arrives as "3599" (string) in practice and 3599 on the v3 portal: accept both.
    const seconds = Number(answer.body?.expires_in ?? 3599);
    const lifetime = Number.isFinite(seconds) && seconds > 0 ? seconds : 3599;
    this.token = { value: token, expiresAt: this.now().getTime() + lifetime * 1000 };
    return token;
  }

  private async send(path: string, init: RequestInit): Promise<DarajaAnswer> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.baseUrl()}${path}`, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? `timed out after ${this.timeoutMs} ms` : (error as Error).message;
      throw new DarajaUnavailableError(`Daraja unreachable: ${reason}`);
    }
    const text = await response.text().catch(() => '');
    return { status: response.status, body: parseObject(text) };
  }
}

/** Pull Transactions' date format, `YYYY-MM-DD HH:mm:ss` in Nairobi time. */
const pullDate = (at: Date): string =>
  darajaTimestamp(at).replace(/^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3 $4:$5:$6');

/** A JSON object body, or null for anything else (Daraja's OAuth errors may have no body at all). */
function parseObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
