import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type CodePurpose, translate } from '@kg/domain';
import type { SessionContext } from './platform/context.js';
import { z } from 'zod';
import { authRoutes } from './modules/auth/auth.routes.js';
import { identity } from './modules/auth/identity.js';
import { resolveDevice } from './modules/device/device.service.js';
import { homeRoutes } from './modules/home/home.routes.js';
import { accessPlugin } from './platform/access.plugin.js';
import { installAnswerSerializer } from './platform/answer-serializer.js';
import { registerApiDescription } from './platform/api-description.js';
import { rateLimitPlugin } from './platform/rate-limit.plugin.js';
import { type Clock, systemClock } from './platform/clock.js';
import type { AppConfig } from './platform/config.js';
import type { Database } from './platform/db.js';
import { frameworkErrorHandler, installErrorHandler } from './platform/error-handler.js';
import { serializeError, serializeRequest } from './platform/log-serializers.js';
import { installRefusedBodyDrain } from './platform/refused-body.js';
import { requestScopePlugin } from './platform/request-scope.plugin.js';
import { requestLocale } from './platform/i18n.js';
import { recordRoutes } from './platform/route-catalogue.js';
import { DOCS_DIRECTIVES, installSecurityHeaders } from './platform/security-headers.js';
import { installTextInputGuard } from './platform/text-input.guard.js';
import type { ModuleRoutes } from './platform/module.js';
import { JobRunner } from './platform/jobs/job-runner.js';
import { ensureMonthsAhead, PARTITIONS_JOB } from './platform/partitions/monthly-partitions.js';
import { MONTHLY_PARTITIONED } from './db/partitioned-tables.js';
import { pruneFailures, THROTTLE_PRUNE_JOB } from './platform/throttle/failure-throttle.js';
import { installMetrics } from './platform/metrics/metrics.plugin.js';
import { installRequestIdHeader, requestIdGenerator } from './platform/request-id.js';
import { secretBoxFor } from './platform/secret-box.js';
import { ResourceRegistry } from './platform/resource/registry.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { campusRoutes } from './modules/campus/campus.routes.js';
import { deviceRoutes } from './modules/device/device.routes.js';
import { attendanceRoutes } from './modules/attendance/attendance.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { mealsRoutes } from './modules/school/meals.routes.js';
import { machineApiRoutes } from './modules/machine-api/machine-api.routes.js';
import { familiesRoutes } from './modules/families/families.routes.js';
import { familyReadingRoutes } from './modules/families/family-reading.routes.js';
import { noticeReaderRoutes } from './modules/school/notice-readers.routes.js';
import { mailboxRoutes } from './modules/school/mailbox.routes.js';
import { resolveFamily } from './modules/families/family-context.service.js';
import { activityRoutes } from './modules/school/activity.routes.js';
import { schoolRoutes } from './modules/school/school.routes.js';
import { schoolRecordsRoutes } from './modules/school/school-records.routes.js';
import { agencyRoutes } from './modules/agency/agency.routes.js';
import { advertRoutes } from './modules/agency/advert.routes.js';
import { salesmanRoutes } from './modules/salesman/salesman.routes.js';
import { agentStatsRoutes } from './modules/agent-stats/agent-stats.routes.js';
import { kigGroupRoutes } from './modules/kig-group/kig-group.routes.js';
import { institutionRoutes } from './modules/institution/institution.routes.js';
import { opsStatsRoutes } from './modules/stats/ops-stats.routes.js';
import { packRoutes } from './modules/pack/pack.routes.js';
import { smsRoutes } from './modules/sms/sms.routes.js';
import { operationsRoutes } from './modules/operations/operations.routes.js';
import { moneyRoutes } from './modules/money/money.routes.js';
import { statementRoutes } from './modules/money/statement.routes.js';
import { paymentRoutes } from './modules/money/orders.routes.js';
import { supervisionRoutes } from './modules/supervision/supervision.routes.js';
import { requireCode } from './modules/sms/sms-code.service.js';
import { createStorage } from './platform/storage/create-storage.js';
import { MediaSigner } from './platform/storage/media-signer.js';
import type { StorageDriver } from './platform/storage/storage.types.js';

/** Business modules, in one place: a new area adds its routes here. */
const modules: ModuleRoutes[] = [
  authRoutes,
  homeRoutes,
  systemRoutes,
  filesRoutes,
  campusRoutes,
  deviceRoutes,
  attendanceRoutes,
  healthRoutes,
  schoolRoutes,
  mealsRoutes,
  activityRoutes,
  schoolRecordsRoutes,
  machineApiRoutes,
  familiesRoutes,
  mailboxRoutes,
  familyReadingRoutes,
  noticeReaderRoutes,
  agencyRoutes,
  advertRoutes,
  salesmanRoutes,
  agentStatsRoutes,
  kigGroupRoutes,
  institutionRoutes,
  opsStatsRoutes,
  packRoutes,
  smsRoutes,
  operationsRoutes,
  moneyRoutes,
  statementRoutes,
  paymentRoutes,
  supervisionRoutes,
];

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** false: no log; a stream: the log written there (tests read it). */
  logger?: boolean | NodeJS.WritableStream;
  /** Injected by tests (an S3 server of their own); built from config otherwise. */
  storage?: StorageDriver;
  /** The resources' registry, given by a test that needs the declared tables; a new one otherwise. */
  resources?: ResourceRegistry;
  /** The current instant: a test fixes it to play a known school day; the system's otherwise. */
  clock?: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export async function buildApp({
  config,
  database,
  logger = true,
  storage = createStorage(config.storage, config.disk.reserveBytes),
  resources = new ResourceRegistry(),
  clock = systemClock,
}: BuildOptions): Promise<FastifyInstance> {
  const loggerOptions: FastifyServerOptions['logger'] = logger
    ? {
        level: config.logLevel,
        // Errors and requests reach the log without data: no statement parameters, no query values.
        serializers: { err: serializeError, req: serializeRequest },
        ...(logger === true ? {} : { stream: logger }),
      }
    : false;
  resources.mediaHost = config.storage.mediaHost;
  const app = Fastify({
    logger: loggerOptions,
    trustProxy: config.trustProxy,
    genReqId: requestIdGenerator(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  installRequestIdHeader(app);
  installAnswerSerializer(app, config.checkAnswers);
  installErrorHandler(app, { retryAfterSeconds: config.database.retryAfterSeconds });
  await app.register(requestScopePlugin, { timeoutMs: config.requestTimeoutMs, retryAfterSeconds: config.database.retryAfterSeconds });
  installRefusedBodyDrain(app, config.refusedBodyDrainBytes);
  recordRoutes(app);
  // Before any route, so that every one is timed.
  const metrics = await installMetrics(app);
  installTextInputGuard(app);
  // Never framed, never sniffed, scripts only from the product (CSP), HSTS behind a TLS proxy.
  await installSecurityHeaders(app, { mediaHost: config.storage.mediaHost, uploadOrigin: await storage.uploadOrigin() }, config.trustProxy);

  // The API's own description, from the same zod schemas that validate it.
  await registerApiDescription(app);
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: DOCS_DIRECTIVES });

  // Says what is wrong: the database unreachable (503: send no traffic here), or the disk below its
  // reserve (200, degraded: reads are still served, writes get 507).
  const health = z.object({
    status: z.enum(['ok', 'degraded', 'unavailable']),
    database: z.string(),
    problems: z.array(z.object({ code: z.enum(['databaseUnreachable', 'diskLow']), message: z.string() })),
    disk: z.object({ freeMb: z.number(), reserveMb: z.number() }).optional(),
  });
  const healthDoc = { tags: ['platform'], summary: 'Whether this server can serve: the database reachable, the disk above its reserve', response: { 200: health, 503: health } };
  app.get('/healthz', { config: { access: { public: true } }, schema: healthDoc }, async (request, reply) => {
    const locale = requestLocale(request);
    const problems: Array<{ code: 'databaseUnreachable' | 'diskLow'; message: string }> = [];
    const reachable = await database.probe().then(
      () => true,
      () => false,
    );
    if (!reachable) problems.push({ code: 'databaseUnreachable', message: translate(locale, 'error.databaseUnreachable') });
    const disk = database.disk?.read();
    if (disk?.low) problems.push({ code: 'diskLow', message: translate(locale, 'error.diskFull') });
    const body = {
      status: !reachable ? 'unavailable' : problems.length ? 'degraded' : 'ok',
      database: database.driver,
      problems,
      ...(disk ? { disk: { freeMb: Math.floor(disk.freeBytes / 2 ** 20), reserveMb: Math.floor(disk.reserveBytes / 2 ** 20) } } : {}),
    };
    if (reachable) return body;
    return reply.status(503).header('retry-after', String(config.database.retryAfterSeconds)).send(body);
  });

  // Background jobs run in this process once the app is ready, and stop before the database closes.
  const jobs = new JobRunner(database.db, {
    retentionDays: config.jobRetentionDays,
    onFailure: (error, job) => app.log.warn({ err: error, job }, 'job failed'),
  });
  app.decorate('jobs', jobs);
  jobs.handle(PARTITIONS_JOB, async () => void (await ensureMonthsAhead(database.db, MONTHLY_PARTITIONED, clock())));
  jobs.schedule({ name: PARTITIONS_JOB, kind: PARTITIONS_JOB, cron: '17 3 * * *' });
  jobs.handle(THROTTLE_PRUNE_JOB, async () => void (await pruneFailures(database.db, [config.loginThrottle, config.deviceThrottle], clock())));
  jobs.schedule({ name: THROTTLE_PRUNE_JOB, kind: THROTTLE_PRUNE_JOB, cron: '23 * * * *' });
  app.addHook('onReady', async () => {
    // The months ahead are made at each start too: a server stopped past its months still writes.
    await ensureMonthsAhead(database.db, MONTHLY_PARTITIONED, clock()).catch((error: unknown) => app.log.error({ err: error }, 'monthly partitions not made'));
    if (config.runJobs) jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
  metrics.expose({ allow: config.metricsAllow, database, jobs });

  // The API: every route inside declares its access (enforced by accessPlugin's onRoute hook).
  await app.register(async (api) => {
    await api.register(accessPlugin, { db: database.db, identity, machines: { machine: resolveDevice }, families: { family: resolveFamily } });
    // After access, so that each request is counted against its session or machine.
    await api.register(rateLimitPlugin, { config: config.rateLimit });
    await api.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20 } });
    const secrets = secretBoxFor(config);
    const media = new MediaSigner(config.storage.secret);
    const codes = { require: (ctx: SessionContext, purpose: CodePurpose, code: string | undefined) => requireCode(database.db, clock, ctx, purpose, code) };
    for (const routes of modules)
      await api.register(routes, { db: database.db, config, resources, storage, secrets, jobs, media, clock, identity, ingestion: metrics.ingestion, codes });
  });

  const webDist = config.webDist && existsSync(path.join(config.webDist, 'index.html')) ? config.webDist : undefined;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      // The build writes .br and .gz beside each asset; they are sent to browsers that accept them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite names assets by content hash, so they never change; index.html must always be fresh.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (webDist && wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ code: 404, txt: translate(requestLocale(request), 'error.notFound'), data: null });
  });

  return app;
}
