/**
 * buildApp(): registers everything and returns the Fastify app. main.ts alone listens;
 * tests use the same factory with `inject` or a real port.
 */
import cookie from '@fastify/cookie';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import { registerErrorHandling } from './errors';
import { registerSecurity } from './security';
import { registerAccessControl } from './modules/auth/access';
import { registerClientAssets } from './client-assets';
import { routeModules } from './modules';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { registerMetrics } from './metrics';

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

export interface PluginDeps {
  config: Config;
  db: Db;
  now: () => Date;
  /** Background jobs: a module registers its periodic work here (runs once across instances). */
  jobs: JobRunner;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A domain module's routes: registered on the root app with the shared dependencies. */
export type AppPlugin = (app: ZodApp, deps: PluginDeps) => Promise<void>;

/** Request bodies above this are refused with 413; photos (≤ 5 MB as base64) fit. */
export const BODY_LIMIT_BYTES = 8 * 1024 * 1024;

export async function buildApp(config: Config, deps: AppDeps): Promise<ZodApp> {
  const app = Fastify({
    loggerInstance: deps.logger,
    logger: deps.logger ? undefined : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind one reverse proxy in production: the client IP is its X-Forwarded-For.
    trustProxy: config.env === 'production' ? (_address: string, hop: number) => hop < 1 : false,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const jobs = createJobRunner(deps.db, app.log);
  app.decorate('jobs', jobs);
  const pluginDeps: PluginDeps = { config, db: deps.db, now: deps.now ?? (() => new Date()), jobs };

  registerErrorHandling(app);
  await app.register(cookie);
  await registerSecurity(app, config);
  registerAccessControl(app, deps.db, pluginDeps.now);
  registerMetrics(app, { db: deps.db, jobs, token: config.metricsToken });

  for (const register of routeModules) await register(app, pluginDeps);

  await registerClientAssets(app, config.clientDir, config.publicUrl);

  if (deps.runJobs) app.addHook('onReady', async () => jobs.start());
  // Closing waits for a job run in progress, so a deploy never cuts a reconciliation in half.
  app.addHook('onClose', async () => jobs.stop());
  return app;
}
