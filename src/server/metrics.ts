/**
 * GET /metrics in Prometheus' text format: HTTP latency by route, payments by status, background
 * job runs and failures, and the process' own figures (memory, event-loop delay, handles).
 *
 * Who may scrape: a caller presenting `Authorization: Bearer METRICS_TOKEN`, or a caller on the
 * same machine talking to the server directly, that is from a loopback socket address with no
 * X-Forwarded-For/Forwarded header. A reverse proxy on the same host connects from loopback too,
 * but it always adds X-Forwarded-For, so the public cannot reach the metrics through it, whatever
 * TRUST_PROXY says. Anyone else gets 404, as if the route did not exist.
 *
 * Each app has its own registry (tests build many apps in one process).
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import { count } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from './db/client';
import { payments } from './db/schema';
import type { JobRunner } from './jobs/runner';
import { notFound } from './errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** A request from this machine straight to the server (not through a proxy on it): also the SMS inbox's rule. */
export function isLoopbackScrape(request: FastifyRequest): boolean {
  const socketAddress = request.socket.remoteAddress ?? '';
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return LOOPBACK.has(socketAddress) && !forwarded;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function hasMetricsToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  // Compared as digests so the comparison takes the same time whatever the length.
  return !!match && timingSafeEqual(digest(match[1]!), digest(token));
}

export function registerMetrics(app: FastifyInstance, deps: { db: Db; jobs: JobRunner; token: string | undefined }): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: 'myv_http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'myv_payments',
    help: 'Payments by status (read from the database at scrape time)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await deps.db.select({ status: payments.status, n: count() }).from(payments).groupBy(payments.status);
      this.reset();
      for (const row of rows) this.set({ status: row.status }, row.n);
    },
  });
  const jobRuns = new Counter({
    name: 'myv_job_runs_total',
    help: 'Background job runs started by this instance, by job',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'myv_job_failures_total',
    help: 'Background job runs that failed on this instance, by job',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'myv_job_duration_seconds',
    help: 'Background job run duration, by job',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [registry],
  });
  deps.jobs.onOutcome((outcome) => {
    jobRuns.inc({ job: outcome.name });
    if (!outcome.ok) jobFailures.inc({ job: outcome.name });
    jobDuration.observe({ job: outcome.name }, outcome.durationMs / 1000);
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: ids and tokens in paths would explode the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    httpDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  app.get(
    '/metrics',
    { config: { access: 'public' }, exposeHeadRoute: false, schema: { hide: true } },
    async (request, reply) => {
      if (!isLoopbackScrape(request) && !hasMetricsToken(request, deps.token)) {
        throw notFound();
      }
      reply.header('Cache-Control', 'no-store').type(registry.contentType);
      return registry.metrics();
    },
  );
}
