/**
 * The configuration, read from the environment and validated once. Nothing else reads
 * process.env (lint enforces it). Every bad variable is reported, by name, in one go.
 *
 * The result is deeply frozen: everything the process works out at start-up (the built-in
 * simulators' addresses, the callback address) is put into the environment it is built from,
 * so no module can change the configuration under another one's feet.
 */
import { isIP } from 'node:net';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LIMITS } from './lib/limits';
import { ROLES, type Role } from '../shared/roles';

const MPESA_MODES = ['simulator', 'sandbox', 'production', 'manual'] as const;
type MpesaMode = (typeof MPESA_MODES)[number];
const SMS_MODES = ['simulator', 'africastalking', 'off'] as const;
type SmsMode = (typeof SMS_MODES)[number];
const USSD_MODES = ['simulator', 'africastalking'] as const;
type UssdMode = (typeof USSD_MODES)[number];
/** Africa's Talking's live API (docs/sms.md); its sandbox is https://api.sandbox.africastalking.com. */
const AFRICASTALKING_LIVE_URL = 'https://api.africastalking.com';

/** Daraja's public sandbox values (docs/daraja.md): safe defaults for simulator and sandbox. */
const SANDBOX_SHORTCODE = '174379';
export const SANDBOX_PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';

/**
 * The one place blank variables are handled: `NAME=` (as .env.example and compose files leave
 * them) means "not set", so the default applies. Every variable is read through this.
 */
export function withoutBlanks(env: Record<string, string | undefined>): Record<string, string> {
  const set: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined && value.trim() !== '') set[name] = value;
  return set;
}

const optionalString = z.string().trim().optional();
const optionalUrl = z.url({ error: 'must be a URL such as https://example.org' }).optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(0)
    .max(65535, { error: 'must be 0 to 65535' })
    .default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://example.org' }).optional(),
  ADMIN_USERNAME: z.string().min(3, { error: 'must be at least 3 characters' }).default('chairman'),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).default('chairman@meruyouthvoice.org'),
  ADMIN_PASSWORD: z.string().min(12, { error: 'must be at least 12 characters' }).optional(),
  MPESA_MODE: z.enum(MPESA_MODES, { error: `must be one of ${MPESA_MODES.join(', ')}` }).default('simulator'),
  MPESA_BASE_URL: optionalUrl,
  MPESA_CONSUMER_KEY: optionalString,
  MPESA_CONSUMER_SECRET: optionalString,
  MPESA_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, { error: 'must be 5 to 7 digits' })
    .optional(),
  MPESA_PASSKEY: optionalString,
  MPESA_CALLBACK_URL: optionalUrl,
  MPESA_PULL_NOMINATED_NUMBER: z
    .string()
    .regex(/^2547\d{8}$|^2541\d{8}$/, { error: 'must be a phone number as 2547XXXXXXXX' })
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().default('Meru Youth Voice <no-reply@meruyouthvoice.org>'),
  CONTACT_INBOX: z.email({ error: 'must be an e-mail address' }).default('info@meruyouthvoice.org'),
  TRUST_PROXY: z
    .string()
    .trim()
    .refine((value) => parseTrustProxy(value) !== undefined, {
      error: 'must be off, a hop count (1, 2, …) or a comma-separated list of proxy addresses or CIDR ranges',
    })
    .optional(),
  SMS_MODE: z.enum(SMS_MODES, { error: `must be one of ${SMS_MODES.join(', ')}` }).default('simulator'),
  SMS_BASE_URL: optionalUrl,
  AT_USERNAME: optionalString,
  AT_API_KEY: optionalString,
  SMS_SENDER_ID: z.string().trim().max(11, { error: 'must be at most 11 characters' }).optional(),
  USSD_MODE: z.enum(USSD_MODES, { error: `must be one of ${USSD_MODES.join(', ')}` }).default('simulator'),
  USSD_SERVICE_CODE: z
    .string()
    .trim()
    .regex(/^\*\d+(\*\d+)*#$/, { error: 'must be a USSD code such as *384*96#' })
    .default('*384*96#'),
  SMS_OPT_OUT_LINE: z.string().max(40, { error: 'must be at most 40 characters' }).default(' STOP *456*9*5#'),
  // The keyword stays STOP in Kiswahili: Safaricom and our inbound texts act on STOP (docs/campaigns.md).
  SMS_OPT_OUT_LINE_SW: z.string().max(40, { error: 'must be at most 40 characters' }).default(' Kujiondoa: STOP *456*9*5#'),
  SMS_PRICE_PER_PART_KES: z.coerce
    .number({ error: 'must be a number of shillings such as 0.80' })
    .min(0, { error: 'must not be negative' })
    .max(100, { error: 'must be at most 100' })
    .default(0.8),
  SMS_RATE_PER_SECOND: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1, { error: 'must be at least 1' })
    .max(1000, { error: 'must be at most 1000' })
    .default(10),
  BACKUP_DIR: z.string().default('./backups'),
  BACKUP_KEEP: z.coerce.number({ error: 'must be a whole number' }).int().min(1, { error: 'must be at least 1' }).default(14),
  AUDIT_KEEP_MONEY_YEARS: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1, { error: 'must be at least 1' })
    .default(7),
  AUDIT_KEEP_YEARS: z.coerce.number({ error: 'must be a whole number' }).int().min(1, { error: 'must be at least 1' }).default(2),
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters (a long random string)' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/**
 * Which hops of X-Forwarded-For to believe (docs/decisions/0011-hostile-traffic.md):
 *   false        the socket's address, the header is ignored (default: nothing in front)
 *   n            the n proxies nearest to us append honestly; the address before them is the client
 *   [addresses]  only these proxies (addresses or CIDR ranges) are believed, however many
 * Never `true`: trusting every hop lets a client choose its own address.
 */
export type TrustProxy = false | number | string[];

export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  if (value === undefined) return false;
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'off' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 10 ? hops : undefined;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const valid = entries.every((entry) => {
    const [address, bits, extra] = entry.split('/');
    if (extra !== undefined || !address || !isIP(address)) return false;
    if (bits === undefined) return true;
    const max = isIP(address) === 4 ? 32 : 128;
    return /^\d+$/.test(bits) && Number(bits) <= max;
  });
  return valid && entries.length ? entries : undefined;
}

const DEFAULT_TWO_FACTOR_ROLES: Role[] = ['chairman', 'vice_chairman', 'treasurer'];

/**
 * REQUIRE_2FA_ROLES, the one variable where blank is not "unset": unset means the default (the
 * money roles), set but empty (or `none`) means optional for everyone, an operator's deliberate
 * choice (docs/two-factor.md). Returns the problem as text for an unknown role.
 */
function parseRequiredTwoFactorRoles(value: string | undefined): Role[] | string {
  if (value === undefined) return [...DEFAULT_TWO_FACTOR_ROLES];
  const names = value
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== 'none');
  const unknown = names.filter((name) => !(ROLES as readonly string[]).includes(name));
  if (unknown.length)
    return `names unknown roles (${unknown.join(', ')}): use a comma-separated list of ${ROLES.join(', ')}, or leave it empty`;
  return [...new Set(names)] as Role[];
}

/** Socket timeouts (docs/decisions/0011-hostile-traffic.md): no slow client holds a connection for long. */
interface HttpLimits {
  /** Whole request head must arrive within this. */
  headersTimeoutMs: number;
  /** Whole request (head and body) must arrive within this. */
  requestTimeoutMs: number;
  /** An idle socket (no bytes either way) is closed after this. */
  connectionTimeoutMs: number;
  /** An idle keep-alive socket between requests is closed after this. */
  keepAliveTimeoutMs: number;
  /** How often Node checks the two timeouts above. */
  checkIntervalMs: number;
  /** Open connections allowed from one address (only when no proxy is trusted: behind one, every connection is the proxy's). */
  maxConnectionsPerAddress: number;
}

/** The configuration while it is being put together (tests adjust timeouts and limits here). */
export interface ConfigDraft {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  /** True when PUBLIC_URL is https: cookies get Secure, responses get HSTS. */
  secure: boolean;
  admin: { username: string; email: string; password: string | undefined };
  mpesa: {
    mode: MpesaMode;
    /** undefined in simulator mode when the built-in simulator is not running (main.ts starts it first). */
    baseUrl: string | undefined;
    consumerKey: string;
    consumerSecret: string;
    shortcode: string;
    passkey: string;
    /** undefined: PUBLIC_URL + the secret callback path. */
    callbackUrl: string | undefined;
    /** The organisation's M-Pesa phone Daraja asks for when registering Pull Transactions (docs/paybill.md). */
    pullNominatedNumber: string | undefined;
    /** Prompt limits (no variable: the benchmark raises them in-process). */
    promptLimits: { perPhonePerMinute: number; perIpPerTenMinutes: number };
    /** How long the built-in simulator's "customer" takes to answer. */
    simulatorDelayMs: number;
  };
  mail: { smtpUrl: string | undefined; from: string; contactInbox: string };
  sms: {
    mode: SmsMode;
    /** undefined in simulator mode when the built-in simulator is not running (main.ts starts it first). */
    baseUrl: string | undefined;
    username: string;
    apiKey: string;
    senderId: string | undefined;
    /** Ends every promotional SMS (docs/campaigns.md); counted in its parts. */
    optOutLine: string;
    /** The same line for a promotional SMS written in Kiswahili (a campaign's Kiswahili text). */
    optOutLineSw: string;
    /** What one SMS part costs, for campaigns' estimates. */
    pricePerPartKes: number;
    /** Sends per second across all instances (a counter in the database). */
    ratePerSecond: number;
  };
  /** USSD (docs/ussd.md): the built-in phone page at /dev/ussd in simulator mode; the code callers dial. */
  ussd: { mode: UssdMode; serviceCode: string };
  /**
   * Photos one address may have read in ten minutes (photos/decode-count.ts): on the public
   * registration routes, and on the officials' signed-in forms.
   */
  photoDecodesPerTenMinutes: { public: number; officials: number };
  logLevel: string;
  trustProxy: TrustProxy;
  http: HttpLimits;
  /** `npm run backup`: where snapshots go and how many are kept. */
  backup: { dir: string; keep: number };
  /**
   * How many years audit rows are kept before the retention job prunes them: money actions
   * (payments and cash renewals, which an auditor of the accounts asks for) and the rest.
   */
  auditRetention: { moneyYears: number; otherYears: number };
  /**
   * Roles that must sign in with a second factor (docs/two-factor.md): an official of such a role
   * without it may use nothing but setting it up. Empty: optional for everyone.
   */
  requireTwoFactorRoles: Role[];
  /** Bearer token that opens GET /metrics to remote scrapers; without it only loopback may scrape. */
  metricsToken: string | undefined;
  /** Where the built client lives. */
  clientDir: string;
}

type DeepReadonly<T> = T extends (infer E)[]
  ? readonly DeepReadonly<E>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** The configuration the app runs with: deeply frozen, so reading it is all anyone can do. */
export type Config = DeepReadonly<ConfigDraft>;

/** Freezes the configuration and everything in it; assigning to it afterwards throws (ES modules are strict). */
export function freezeConfig(draft: ConfigDraft): Config {
  const freeze = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
    for (const child of Object.values(value)) freeze(child);
    Object.freeze(value);
  };
  freeze(draft);
  return draft;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEFAULT_BASE_URLS: Partial<Record<MpesaMode, string>> = {
  sandbox: 'https://sandbox.safaricom.co.ke',
  production: 'https://api.safaricom.co.ke',
};

/** http://localhost:PORT for a loopback or every-interface HOST (what a browser on this machine opens), else http://HOST:PORT. */
function listenUrl(host: string, port: number): string {
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * Loads `.env` from the working directory into the environment when the file exists, as
 * `.env.example` promises. Variables already set in the real environment win over the file.
 */
export function loadDotEnv(file = path.resolve('.env')): boolean {
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}

/** The configuration, frozen. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return freezeConfig(draftConfig(env));
}

/** The configuration before it is frozen: for tests that shorten timeouts or raise limits first. */
export function draftConfig(env: Record<string, string | undefined> = process.env): ConfigDraft {
  const parsed = envSchema.safeParse(withoutBlanks(env));
  const twoFactorRoles = parseRequiredTwoFactorRoles(env.REQUIRE_2FA_ROLES);
  if (!parsed.success || typeof twoFactorRoles === 'string') {
    const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    if (typeof twoFactorRoles === 'string') problems.push(`REQUIRE_2FA_ROLES ${twoFactorRoles}`);
    throw new ConfigError(problems);
  }
  // Without PUBLIC_URL the site's own links (card QR codes, the callback) point at the listen address.
  const e = { ...parsed.data, PUBLIC_URL: parsed.data.PUBLIC_URL ?? listenUrl(parsed.data.HOST, parsed.data.PORT) };
  const problems: string[] = [];
  if (e.MPESA_MODE === 'production') {
    for (const name of ['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_SHORTCODE', 'MPESA_PASSKEY'] as const) {
      if (!e[name]) problems.push(`${name} is required when MPESA_MODE is production`);
    }
    const callback = e.MPESA_CALLBACK_URL ?? e.PUBLIC_URL;
    if (!callback.startsWith('https://')) problems.push('MPESA_CALLBACK_URL must be https:// when MPESA_MODE is production');
  }
  if (e.MPESA_MODE === 'sandbox') {
    for (const name of ['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET'] as const) {
      if (!e[name]) problems.push(`${name} is required when MPESA_MODE is sandbox (from your Daraja sandbox app)`);
    }
  }
  if (e.SMS_MODE === 'africastalking') {
    for (const name of ['AT_USERNAME', 'AT_API_KEY'] as const) {
      if (!e[name]) problems.push(`${name} is required when SMS_MODE is africastalking`);
    }
  }
  if (problems.length) throw new ConfigError(problems);

  const publicUrl = e.PUBLIC_URL.replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl,
    secure: publicUrl.startsWith('https://'),
    admin: { username: e.ADMIN_USERNAME, email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD },
    mpesa: {
      mode: e.MPESA_MODE,
      baseUrl: e.MPESA_BASE_URL?.replace(/\/+$/, '') ?? DEFAULT_BASE_URLS[e.MPESA_MODE],
      consumerKey: e.MPESA_CONSUMER_KEY ?? 'simulator-consumer-key',
      consumerSecret: e.MPESA_CONSUMER_SECRET ?? 'simulator-consumer-secret',
      shortcode: e.MPESA_SHORTCODE ?? SANDBOX_SHORTCODE,
      passkey: e.MPESA_PASSKEY ?? SANDBOX_PASSKEY,
      callbackUrl: e.MPESA_CALLBACK_URL?.replace(/\/+$/, ''),
      // The simulator takes any number; Daraja needs the organisation's own.
      pullNominatedNumber: e.MPESA_PULL_NOMINATED_NUMBER ?? (e.MPESA_MODE === 'simulator' ? '254708374149' : undefined),
      promptLimits: { perPhonePerMinute: LIMITS.prompt_phone_minute.max, perIpPerTenMinutes: LIMITS.prompt_address.max },
      simulatorDelayMs: 3_000,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, contactInbox: e.CONTACT_INBOX },
    sms: {
      mode: e.SMS_MODE,
      baseUrl: e.SMS_BASE_URL?.replace(/\/+$/, '') ?? (e.SMS_MODE === 'africastalking' ? AFRICASTALKING_LIVE_URL : undefined),
      username: e.AT_USERNAME ?? 'simulator',
      apiKey: e.AT_API_KEY ?? 'simulator-api-key',
      senderId: e.SMS_SENDER_ID,
      optOutLine: e.SMS_OPT_OUT_LINE,
      optOutLineSw: e.SMS_OPT_OUT_LINE_SW,
      pricePerPartKes: e.SMS_PRICE_PER_PART_KES,
      ratePerSecond: e.SMS_RATE_PER_SECOND,
    },
    ussd: { mode: e.USSD_MODE, serviceCode: e.USSD_SERVICE_CODE },
    // Public: as many as the M-Pesa prompts an address may ask for (each may carry a photo).
    // Officials: a gallery afternoon, not a stolen session hammering the server.
    photoDecodesPerTenMinutes: { public: LIMITS.photo_decode_public.max, officials: LIMITS.photo_decode_officials.max },
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
    http: {
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 120_000,
      connectionTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      checkIntervalMs: 1_000,
      maxConnectionsPerAddress: 256,
    },
    metricsToken: e.METRICS_TOKEN,
    requireTwoFactorRoles: twoFactorRoles,
    backup: { dir: path.resolve(e.BACKUP_DIR), keep: e.BACKUP_KEEP },
    auditRetention: { moneyYears: e.AUDIT_KEEP_MONEY_YEARS, otherYears: e.AUDIT_KEEP_YEARS },
    clientDir: path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../dist/client'),
  };
}
