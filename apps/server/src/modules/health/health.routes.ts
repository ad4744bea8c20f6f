import {
  checkPhotoQuerySchema,
  checkReviewSchema,
  healthDayQuerySchema,
  healthMonthlyOverviewQuerySchema,
  healthMonthQuerySchema,
  healthOverviewQuerySchema,
} from '@kg/domain';
import { z } from 'zod';
import { sessionOf } from '../../platform/access.plugin.js';
import { ok } from '../../platform/envelope.js';
import { requestLocale, t } from '../../platform/i18n.js';
import { type ModuleRoutes, typed } from '../../platform/module.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { checkDetail, reviewCheck } from './check-review.service.js';
import { growthReportPdf } from './growth-report.pdf.js';
import { GROWTH_JOB, growthReportJob, reportContent, reportProgress, requestReports } from './growth-report.service.js';
import { auditRead } from '../../platform/audit/audit.service.js';
import {
  doctorMessageResource,
  epidemicReportResource,
  eyeTestResource,
  growthReportResource,
  healthCheckResource,
  healthSettingResource,
  measurementResource,
  medicalContractResource,
} from './health.resources.js';
import { replyMessage, writeMessage } from './doctor-message.service.js';
import { addMedicalPickerReach } from './health-scope.js';
import { healthMonthlySheet } from './health-monthly-export.js';
import { healthDailySheet } from './health-daily-export.js';
import { sendXlsx } from '../../platform/xlsx/report-sheet.js';
import { healthMonthlyOverview } from './health-monthly-overview.service.js';
import { healthMonthly, healthOverview } from './health-period.service.js';
import { healthDaily, healthDayDetail, notChecked } from './health-stats.service.js';
import { checksWithPhotos } from './check-photo.service.js';

/** Health: checks from the machines, their review, thresholds and the live statistics. */
export const healthRoutes: ModuleRoutes = async (app, deps) => {
  const { db } = deps;
  const checks = new ResourceService(db, deps.resources, healthCheckResource(db));
  const messages = new ResourceService(db, deps.resources, doctorMessageResource(db));
  const reports = new ResourceService(db, deps.resources, growthReportResource);
  const others = [healthSettingResource, medicalContractResource, eyeTestResource, measurementResource, epidemicReportResource];
  for (const service of [checks, messages, reports, ...others.map((o) => new ResourceService(db, deps.resources, o))]) {
    await app.register(resourceRoutes(service), deps);
  }
  addMedicalPickerReach(db, deps.resources);
  const r = typed(app);
  r.post('/health/healthCheck/review', { config: { access: { permission: 'health:check:review' } }, schema: { body: checkReviewSchema } }, async (req) => {
    await reviewCheck(db, checks, sessionOf(req), req.body);
    return ok(await checks.get(sessionOf(req), req.body.id, requestLocale(req)), t(req, 'success.saved'));
  });
  r.get('/health/healthCheck/detail', { config: { access: { permission: 'health:check:view' } }, schema: { querystring: z.looseObject({ id: z.uuid() }) } }, async (req) =>
    ok(await checkDetail(checks, deps.media, sessionOf(req), req.query.id, requestLocale(req))),
  );
  r.get('/health/healthCheck/photos', { config: { access: { permission: 'health:check:view' } }, schema: { querystring: checkPhotoQuerySchema } }, async (req) =>
    ok(await checksWithPhotos(db, deps.media, sessionOf(req), req.query)),
  );
  r.get('/health/stats/dayDetail', { config: { access: { permission: 'health:check:view' } }, schema: { querystring: healthDayQuerySchema } }, async (req) =>
    ok(await healthDayDetail(db, sessionOf(req), req.query)),
  );
  const text = z.string().trim().min(1, { error: 'validation.required' }).max(500, { error: 'validation.tooLong' });
  r.post(
    '/health/doctorMessage/write',
    { config: { access: { permission: 'health:message:write' } }, schema: { body: z.object({ checkId: z.uuid(), content: text }) } },
    async (req) => ok(await writeMessage(db, checks, sessionOf(req), req.body), t(req, 'success.saved')),
  );
  r.post(
    '/health/doctorMessage/reply',
    { config: { access: { permission: 'health:message:reply' } }, schema: { body: z.object({ id: z.uuid(), reply: text }) } },
    async (req) => ok(await replyMessage(db, messages, sessionOf(req), req.body), t(req, 'success.saved')),
  );
  r.get('/health/stats/daily', { config: { access: { permission: 'health:stats:view' } }, schema: { querystring: healthDayQuerySchema } }, async (req) =>
    ok(await healthDaily(db, sessionOf(req), req.query)),
  );
  deps.jobs.handle(GROWTH_JOB, growthReportJob(db));
  r.post(
    '/health/growthReport/generate',
    {
      config: { access: { permission: 'health:growth:generate' }, rateBucket: 'report' },
      schema: { body: z.object({ kigId: z.uuid().optional(), termId: z.uuid(), classId: z.uuid().optional(), studentIds: z.array(z.uuid()).min(1).max(1000).optional() }) },
    },
    async (req) => ok(await requestReports(db, deps.jobs, sessionOf(req), req.body), t(req, 'success.ok')),
  );
  r.get(
    '/health/growthReport/progress',
    { config: { access: { permission: 'health:growth:view' } }, schema: { querystring: z.looseObject({ kigId: z.uuid().optional(), termId: z.uuid() }) } },
    async (req) => ok(await reportProgress(db, sessionOf(req), req.query)),
  );
  r.get('/health/growthReport/content', { config: { access: { permission: 'health:growth:view' } }, schema: { querystring: z.looseObject({ id: z.uuid() }) } }, async (req) => {
    const ctx = sessionOf(req);
    const content = await reportContent(db, ctx, reports, req.query.id);
    await auditRead(db, ctx, 'growthReport', req.query.id);
    return ok(content);
  });
  r.get('/health/growthReport/pdf', { config: { access: { permission: 'health:growth:view' }, rateBucket: 'export' }, schema: { querystring: z.looseObject({ id: z.uuid() }) } }, async (req, reply) => {
    const ctx = sessionOf(req);
    const content = await reportContent(db, ctx, reports, req.query.id);
    const pdf = await growthReportPdf(content, requestLocale(req));
    await auditRead(db, ctx, 'growthReport', req.query.id, undefined, 'export');
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${content.student.name}-${content.term.schoolYear}.pdf`)}`);
    return reply.send(pdf);
  });
  r.get('/health/stats/overview', { config: { access: { permission: 'health:stats:view' } }, schema: { querystring: healthOverviewQuerySchema } }, async (req) =>
    ok(await healthOverview(db, sessionOf(req), req.query)),
  );
  r.get(
    '/health/stats/monthlyOverview',
    { config: { access: { permission: 'health:stats:view' } }, schema: { querystring: healthMonthlyOverviewQuerySchema } },
    async (req) => ok(await healthMonthlyOverview(db, sessionOf(req), req.query)),
  );
  r.get('/health/stats/monthly', { config: { access: { permission: 'health:stats:view' } }, schema: { querystring: healthMonthQuerySchema } }, async (req) =>
    ok(await healthMonthly(db, sessionOf(req), req.query)),
  );
  r.get(
    '/health/stats/monthlyExport',
    { config: { access: { permission: 'health:stats:export' }, rateBucket: 'export' }, schema: { querystring: healthMonthQuerySchema } },
    async (req, reply) => sendXlsx(reply, await healthMonthlySheet(db, sessionOf(req), req.query, requestLocale(req))),
  );
  // The day's sheet: the same permission and scope as the day's statistics.
  r.get(
    '/health/stats/dailyExport',
    { config: { access: { permission: 'health:stats:view' }, rateBucket: 'export' }, schema: { querystring: healthDayQuerySchema } },
    async (req, reply) => sendXlsx(reply, await healthDailySheet(db, sessionOf(req), req.query, requestLocale(req))),
  );
  r.get('/health/notChecked/list', { config: { access: { permission: 'health:stats:view' } }, schema: { querystring: healthDayQuerySchema } }, async (req) =>
    ok(await notChecked(db, sessionOf(req), req.query)),
  );
};
