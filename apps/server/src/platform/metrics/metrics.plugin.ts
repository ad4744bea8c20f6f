import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import promClient, { Gauge, Registry } from 'prom-client';
import { z } from 'zod';
import type { Database } from '../db.js';
import type { JobRunner } from '../jobs/job-runner.js';
import { addressAllow } from './address-allow.js';
import { type IngestionMetrics, ingestionLag } from './ingestion-lag.js';

/** Up to the request deadline (60 s by default): an export or a report may rightly take seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** The label of a request no route matched: one series for all of them, whatever their addresses. */
const UNMATCHED = 'unmatched';

export interface ExposeOptions {
  /** Addresses and CIDR ranges that may read /metrics (config.metricsAllow). */
  allow: readonly string[];
  database: Database;
  jobs: JobRunner;
}

export interface AppMetrics {
  /** Given to the areas: the machine events they commit. */
  ingestion: IngestionMetrics;
  /** Declares GET /metrics, with the database and job queue read at each scrape. */
  expose(options: ExposeOptions): void;
}

/** The process's own (CPU, memory, event loop, GC), once per process in prom-client's default registry. */
function collectProcessMetrics(): void {
  if (!promClient.register.getSingleMetric('process_cpu_user_seconds_total')) promClient.collectDefaultMetrics();
}

/**
 * This server's metrics in the Prometheus format. Requests are timed by fastify-metrics, labelled by
 * the route's pattern (`/campus/student/get`, `/media/*`), never the address asked for, with method
 * and status; the rest is the platform's own. Each app has its own registry (a test builds several
 * apps in one process); call before any route is declared, so that every route is timed.
 */
export async function installMetrics(app: FastifyInstance): Promise<AppMetrics> {
  const registry = new Registry();
  collectProcessMetrics();
  await app.register(fastifyMetrics, {
    promClient,
    endpoint: null,
    defaultMetrics: { enabled: false },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      // Unmatched addresses are timed too, all under one label.
      registeredRoutesOnly: false,
      invalidRouteGroup: UNMATCHED,
      overrides: {
        histogram: {
          name: 'http_request_duration_seconds',
          help: 'Seconds from a request to its answer, by method, route pattern and status (its _count: the requests).',
          buckets: LATENCY_BUCKETS,
          registers: [registry],
        },
        summary: { registers: [registry] },
      },
    },
  });
  // The plugin makes its summary whether or not it is used; a histogram aggregates across servers, a summary does not.
  registry.removeSingleMetric('http_request_summary_seconds');
  const ingestion = ingestionLag(registry);

  return {
    ingestion,
    expose({ allow, database, jobs }) {
      const allowed = addressAllow(allow);
      const refresh = stateGauges(registry, database, jobs);
      const doc = {
        tags: ['platform'],
        summary: 'Prometheus metrics of this server: requests by route, database pool, job queue, ingestion lag. Only from METRICS_ALLOW, 404 to any other address',
        response: { 200: { description: 'The Prometheus text format', content: { 'text/plain': { schema: z.string() } } } },
      };
      // Open to no session but to the listed addresses, by the connection's own address: a forwarded
      // address (X-Forwarded-For) is the client's to write. Every other caller meets the 404 of an address
      // that does not exist. Scrapes are logged only when they go wrong.
      app.get('/metrics', { config: { access: { public: true } }, logLevel: 'warn', schema: doc }, async (request, reply) => {
        if (!allowed(request.socket.remoteAddress)) return reply.callNotFound();
        await refresh(request.log);
        const merged = Registry.merge([promClient.register, registry]);
        return reply.type(merged.contentType).send(await merged.metrics());
      });
    },
  };
}

/** The pool and the job queue, read when scraped; returns the reader. */
function stateGauges(registry: Registry, database: Database, jobs: JobRunner): (log: FastifyBaseLogger) => Promise<void> {
  const registers = [registry];
  const connections = new Gauge({
    name: 'kg_db_pool_connections',
    help: "The database connections of this server's pool, in use or idle (PGlite: its one connection, in use while a statement or transaction holds it).",
    labelNames: ['state'],
    registers,
  });
  const maxConnections = new Gauge({ name: 'kg_db_pool_max_connections', help: 'The most connections the pool may open (DB_POOL_MAX; PGlite: 1).', registers });
  const waiting = new Gauge({
    name: 'kg_db_pool_waiting',
    help: 'Requests waiting for a database connection (PGlite: for its turn on its one connection); a wait longer than DB_CONNECT_TIMEOUT_MS is answered 503.',
    registers,
  });
  const queued = new Gauge({
    name: 'kg_jobs',
    help: 'Background jobs in the queue by kind and state: ready (due, waiting for a runner), delayed (a retry not yet due), running. The database holds one queue for all servers.',
    labelNames: ['kind', 'state'],
    registers,
  });
  const oldest = new Gauge({
    name: 'kg_jobs_oldest_ready_age_seconds',
    help: 'Seconds the oldest ready job of a kind has waited since it became due (0: none waits).',
    labelNames: ['kind'],
    registers,
  });
  return async (log) => {
    const use = database.connections();
    connections.set({ state: 'in_use' }, use.inUse);
    connections.set({ state: 'idle' }, use.idle);
    maxConnections.set(use.max);
    waiting.set(use.waiting);
    queued.reset();
    oldest.reset();
    try {
      for (const kind of await jobs.queue()) {
        queued.set({ kind: kind.kind, state: 'ready' }, kind.ready);
        queued.set({ kind: kind.kind, state: 'delayed' }, kind.delayed);
        queued.set({ kind: kind.kind, state: 'running' }, kind.running);
        oldest.set({ kind: kind.kind }, kind.oldestReadySeconds);
      }
    } catch (error) {
      // The database unreachable: the queue's series are absent from this scrape, the rest is still told.
      log.warn({ err: error }, 'metrics: the job queue could not be read');
    }
  };
}
