/**
 * The simulator's paybill side (docs/paybill.md): URL registration, the sandbox's "simulate a
 * paybill payment" call, which posts validation then confirmation to the registered URLs as
 * M-Pesa does, and the Pull Transactions API over every paybill payment it made. Tests can make
 * it miss a confirmation (`missNextConfirmation`), the case the pull job exists for.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { darajaTimestamp } from '../mpesa/credentials';

export interface SimulatedPaybillPayment {
  TransactionType: string;
  TransID: string;
  TransTime: string;
  TransAmount: string;
  BusinessShortCode: string;
  BillRefNumber: string;
  InvoiceNumber: string;
  OrgAccountBalance: string;
  ThirdPartyTransID: string;
  MSISDN: string;
  FirstName: string;
  MiddleName: string;
  LastName: string;
}

export interface C2bSimulator {
  registered: () => { confirmationUrl: string; validationUrl: string; responseType: string } | null;
  /** Every paybill payment made, confirmed or not (what Pull Transactions answers from). */
  payments: () => readonly SimulatedPaybillPayment[];
  /** The next simulated payment is made but its confirmation never sent (only the pull API knows it). */
  missNextConfirmation: () => void;
}

interface C2bDeps {
  shortcode: string;
  now: () => Date;
  bannedWords: RegExp;
  checkToken: (authorization: string | undefined) => object | null;
  darajaError: (code: string, message: string) => object;
  /** Runs a delivery so `settled()` waits for it. */
  track: (work: () => Promise<void>) => void;
}

const PULL_PAGE = 100;
/** `2547 ***** 126`: how M-Pesa shows a paybill payer's number since 2026. */
const masked = (msisdn: string) => `${msisdn.slice(0, 4)} ***** ${msisdn.slice(-3)}`;
const fromPullDate = (text: string): number => {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  return m ? Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+03:00`) : NaN;
};
const fromTransTime = (t: string) =>
  fromPullDate(`${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)} ${t.slice(8, 10)}:${t.slice(10, 12)}:${t.slice(12, 14)}`);

export function addC2bRoutes(app: FastifyInstance, deps: C2bDeps): C2bSimulator {
  let registration: { confirmationUrl: string; validationUrl: string; responseType: string } | null = null;
  const made: SimulatedPaybillPayment[] = [];
  let missNext = false;

  app.post('/mpesa/c2b/v2/registerurl', async (request, reply) => {
    const tokenError = deps.checkToken(request.headers.authorization);
    if (tokenError) return reply.code(404).send(tokenError);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const invalid = (field: string) => reply.code(400).send(deps.darajaError('400.002.02', `Bad Request - Invalid ${field}`));
    if (String(body.ShortCode ?? '') !== deps.shortcode) return invalid('ShortCode');
    if (body.ResponseType !== 'Completed' && body.ResponseType !== 'Cancelled') return invalid('ResponseType');
    for (const field of ['ConfirmationURL', 'ValidationURL']) {
      const url = String(body[field] ?? '');
      if (!/^https?:\/\/\S+$/.test(url) || deps.bannedWords.test(url)) return invalid(field);
    }
    registration = {
      confirmationUrl: String(body.ConfirmationURL),
      validationUrl: String(body.ValidationURL),
      responseType: String(body.ResponseType),
    };
    return {
      OriginatorCoversationID: `${randomInt(1000, 9999)}-${randomInt(1_000_000, 9_999_999)}-1`,
      ResponseCode: '0',
      ResponseDescription: 'Success',
    };
  });

  app.post('/mpesa/c2b/v1/simulate', async (request, reply) => {
    const tokenError = deps.checkToken(request.headers.authorization);
    if (tokenError) return reply.code(404).send(tokenError);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const invalid = (field: string) => reply.code(400).send(deps.darajaError('400.002.02', `Bad Request - Invalid ${field}`));
    if (String(body.ShortCode ?? '') !== deps.shortcode) return invalid('ShortCode');
    const amount = Number(body.Amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > 250_000) return invalid('Amount');
    const msisdn = String(body.Msisdn ?? '');
    if (!/^254(7\d{8}|1[01]\d{7})$/.test(msisdn)) return invalid('Msisdn');
    if (!registration) return reply.code(500).send(deps.darajaError('500.003.1001', 'URLs are not registered'));
    const target = registration;
    const payment: SimulatedPaybillPayment = {
      TransactionType: 'Pay Bill',
      TransID: `T${randomBytes(6).toString('hex').toUpperCase().slice(0, 9)}`,
      TransTime: darajaTimestamp(deps.now()),
      TransAmount: `${amount}.00`,
      BusinessShortCode: deps.shortcode,
      BillRefNumber: String(body.BillRefNumber ?? ''),
      InvoiceNumber: '',
      OrgAccountBalance: '',
      ThirdPartyTransID: '',
      MSISDN: masked(msisdn),
      FirstName: 'Simulated',
      MiddleName: '',
      LastName: 'Payer',
    };
    const skipConfirmation = missNext;
    missNext = false;
    deps.track(async () => {
      // Validation first, as M-Pesa does when it is on: a refusal means no payment at all.
      const validation = await post(target.validationUrl, payment).catch(() => null);
      if (validation && String(validation.ResultCode) !== '0') return;
      made.push(payment);
      if (skipConfirmation) return;
      // M-Pesa retries a confirmation that was not answered with a 2xx.
      for (let attempt = 0; attempt < 3; attempt++) {
        const answer = await post(target.confirmationUrl, payment).catch(() => null);
        if (answer) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    });
    return {
      OriginatorCoversationID: payment.TransID,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    };
  });

  app.post('/pulltransactions/v1/register', async (request, reply) => {
    const tokenError = deps.checkToken(request.headers.authorization);
    if (tokenError) return reply.code(404).send(tokenError);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (String(body.ShortCode ?? '') !== deps.shortcode || body.RequestType !== 'Pull') {
      return reply.code(400).send(deps.darajaError('400.002.02', 'Bad Request - Invalid ShortCode or RequestType'));
    }
    const callback = String(body.CallBackURL ?? '');
    if (!/^https?:\/\/\S+$/.test(callback) || deps.bannedWords.test(callback)) {
      return reply.code(400).send(deps.darajaError('400.002.02', 'Bad Request - Invalid CallBackURL'));
    }
    return {
      ResponseRefID: randomBytes(8).toString('hex'),
      ResponseStatus: '1000',
      ShortCode: deps.shortcode,
      ResponseDescription: 'Shortcode Registered Successfully',
    };
  });

  app.post('/pulltransactions/v1/query', async (request, reply) => {
    const tokenError = deps.checkToken(request.headers.authorization);
    if (tokenError) return reply.code(404).send(tokenError);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const from = fromPullDate(String(body.StartDate ?? ''));
    const to = fromPullDate(String(body.EndDate ?? ''));
    if (String(body.ShortCode ?? '') !== deps.shortcode || !Number.isFinite(from) || !Number.isFinite(to)) {
      return reply.code(400).send(deps.darajaError('400.002.02', 'Bad Request - Invalid ShortCode or dates'));
    }
    if (to - from > 48 * 3600_000)
      return reply.code(400).send(deps.darajaError('400.002.02', 'Bad Request - Range over 48 hours'));
    const offset = Number(body.OffSetValue ?? 0) || 0;
    const rows = made
      .filter((p) => fromTransTime(p.TransTime) >= from && fromTransTime(p.TransTime) <= to)
      .slice(offset, offset + PULL_PAGE)
      .map((p) => ({
        transactionId: p.TransID,
        trxDate: p.TransTime,
        msisdn: p.MSISDN,
        sender: 'MPESA',
        transactiontype: 'c2b-pay-bill-debit',
        billreference: p.BillRefNumber,
        amount: p.TransAmount,
        organizationname: 'MYV',
      }));
    return { ResponseRefID: randomBytes(8).toString('hex'), ResponseCode: '1000', ResponseMessage: 'Success', Response: [rows] };
  });

  return {
    registered: () => registration,
    payments: () => made,
    missNextConfirmation: () => {
      missNext = true;
    },
  };
}

async function post(url: string, body: unknown): Promise<Record<string, unknown> | null> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (!response.ok) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}
