/**
 * buildApp(): registers everything and returns the Fastify app. main.ts alone listens;
 * tests use the same factory with `inject` or a real port.
 *
 * The root instance carries what every module needs (app.config, app.db, app.now, app.jobs);
 * each domain module is a Fastify plugin registered from modules/index.ts (docs/architecture.md).
 */
import cookie from '@fastify/cookie';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { JobRunner } from './jobs';
import type { Db } from './db/client';
import { answerFrameworkError, registerErrorHandling } from './errors';
import { registerSecurity } from './security';
import { registerAccessControl } from './modules/auth';
import { clientAssetsPlugin } from './client-assets';
import { registerModules } from './modules';
import { registerInputHygiene } from './input-hygiene';
import { registerJsonBodies } from './json-body';
import { guardConnections } from './connection-guard';
import { BODY_LIMIT_BYTES } from './body-limits';
import { jobsPlugin } from './jobs';
import { registerMetrics } from './metrics';
import { registerPhotoUploaders } from './modules/photos';
import { registerLanguageRedirects, rewriteLanguageUrl } from './lib/site-language';
import { registerErrorLanguage } from './error-language';

export interface AppDeps {
  db: Db;
  /** The clock: tests move it to expire sessions and payments. */
  now?: () => Date;
  /** A pino logger; none in tests. */
  logger?: FastifyBaseLogger;
  /**
   * Start the background jobs' timer when the app is ready (the server does; tests run jobs
   * themselves with app.jobs.runDue() / runNow()).
   */
  runJobs?: boolean;
}

/** What a module's plugin reads from the app (the root decorators below). */
interface PluginDeps {
  config: Config;
  db: Db;
  now: () => Date;
  /** Background jobs: a module registers its periodic work here (runs once across instances). */
  jobs: JobRunner;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The frozen configuration. */
    config: Config;
    db: Db;
    /** The clock: tests move it. */
    now: () => Date;
  }
}

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Extra routes a test registers on the root app (error shapes, access control), given the shared
 * dependencies. Every module of the product is a Fastify plugin instead (modules/index.ts).
 */
export type AppPlugin = (app: ZodApp, deps: PluginDeps) => Promise<void>;

/** The n proxies nearest to us are believed: hop 0 is the socket's peer. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(config: Config, deps: AppDeps): Promise<ZodApp> {
  const app = Fastify({
    loggerInstance: deps.logger,
    logger: deps.logger ? undefined : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // A new site's first start runs the migrations and encodes the starting content's pictures (SVG
    // illustrations rasterised, then AVIF/WebP/JPEG) inside plugin registration: seconds of CPU on
    // a one-core server or a loaded machine, more than Fastify's default 10 s per plugin allows.
    pluginTimeout: 120_000,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (off by default).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? trustHops(config.trustProxy)
        : config.trustProxy === false
          ? false
          : [...config.trustProxy],
    // Slow clients (docs/decisions/0011-hostile-traffic.md): every phase of a request has a deadline.
    connectionTimeout: config.http.connectionTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      keepAliveTimeout: config.http.keepAliveTimeoutMs,
      connectionsCheckingInterval: config.http.checkIntervalMs,
    },
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals (a malformed address) in the one error body.
    frameworkErrors: answerFrameworkError,
    // Kiswahili pages (/sw/…) are answered by the English routes, in Kiswahili (lib/site-language.ts).
    rewriteUrl: rewriteLanguageUrl,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('now', deps.now ?? (() => new Date()));
  // The job runner: its timer starts in onReady and stops (waiting for a run in progress) in onClose.
  await app.register(jobsPlugin, { start: deps.runJobs ?? false });

  registerErrorHandling(app);
  registerLanguageRedirects(app);
  registerErrorLanguage(app);
  registerInputHygiene(app);
  registerJsonBodies(app);
  guardConnections(app.server, {
    firstByteTimeoutMs: config.http.headersTimeoutMs,
    // Behind a trusted proxy every connection is the proxy's: a per-address ceiling would refuse everyone.
    maxPerAddress: config.trustProxy === false ? config.http.maxConnectionsPerAddress : null,
  });
  await app.register(cookie);
  await registerSecurity(app, config);
  registerAccessControl(app, deps.db, app.now, config.requireTwoFactorRoles);
  registerMetrics(app, { db: deps.db, jobs: app.jobs, token: config.metricsToken });
  // Photos read are counted per address, wherever in a request they are read.
  registerPhotoUploaders(app);

  await registerModules(app);

  await app.register(clientAssetsPlugin);
  return app;
}
