import { checkReviewSchema, healthCheckBatchSchema, healthDayQuerySchema } from '@kg/domain';
import { z } from 'zod';
import { sessionOf } from '../../platform/access.plugin.js';
import { ok } from '../../platform/envelope.js';
import { unauthorized } from '../../platform/errors.js';
import { requestLocale, t } from '../../platform/i18n.js';
import { type ModuleRoutes, typed } from '../../platform/module.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { ingestChecks } from './check-ingest.service.js';
import { checkDetail, reviewCheck } from './check-review.service.js';
import { healthCheckResource, healthSettingResource } from './health.resources.js';
import { healthDaily, notChecked } from './health-stats.service.js';

/** Health: checks from the machines, their review, thresholds and the live statistics. */
export const healthRoutes: ModuleRoutes = async (app, deps) => {
  const { db } = deps;
  const checks = new ResourceService(db, deps.resources, healthCheckResource);
  await app.register(resourceRoutes(checks), deps);
  await app.register(resourceRoutes(new ResourceService(db, deps.resources, healthSettingResource)), deps);
  const r = typed(app);
  r.post('/health/healthCheck/review', { config: { access: { permission: 'health:check:review' } }, schema: { body: checkReviewSchema } }, async (req) => {
    await reviewCheck(db, checks, sessionOf(req), req.body);
    return ok(await checks.get(sessionOf(req), req.body.id, requestLocale(req)), t(req, 'success.saved'));
  });
  r.get('/health/healthCheck/detail', { config: { access: { permission: 'health:check:view' } }, schema: { querystring: z.looseObject({ id: z.uuid() }) } }, async (req) =>
    ok(await checkDetail(checks, sessionOf(req), req.query.id, requestLocale(req))),
  );
  r.get('/health/stats/daily', { config: { access: { permission: 'health:stats:view' } }, schema: { querystring: healthDayQuerySchema } }, async (req) =>
    ok(await healthDaily(db, sessionOf(req), req.query)),
  );
  r.get('/health/notChecked/list', { config: { access: { permission: 'health:stats:view' } }, schema: { querystring: healthDayQuerySchema } }, async (req) =>
    ok(await notChecked(db, sessionOf(req), req.query)),
  );
  r.post(
    '/device/v1/health/checks',
    { config: { access: { device: true } }, bodyLimit: 2 * 1024 * 1024, schema: { body: healthCheckBatchSchema } },
    async (req) => {
      if (!req.device) throw unauthorized('error.deviceAuth');
      return ok(await ingestChecks(db, req.device, req.body.checks));
    },
  );
};
