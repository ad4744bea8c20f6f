import { healthEndpoints } from '@kg/domain';
import { sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import { requestLocale } from '../../platform/i18n.js';
import type { ModuleRoutes } from '../../platform/module.js';
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
import { addMedicalPickerReach, withheldCheckCount } from './health-scope.js';
import { healthMonthlySheet } from './health-monthly-export.js';
import { healthDailySheet } from './health-daily-export.js';
import { sendXlsx } from '../../platform/xlsx/report-sheet.js';
import { healthMonthlyOverview } from './health-monthly-overview.service.js';
import { healthMonthly, healthOverview } from './health-period.service.js';
import { healthDaily, healthDayDetail, notChecked } from './health-stats.service.js';
import { checksWithPhotos } from './check-photo.service.js';
import { consentPhotoPurgeJob } from './consent-photo-purge.service.js';
import { CONSENT_PHOTO_PURGE_JOB } from '../campus/consent.service.js';
import { keepHealthSummaries } from './health-summary.listeners.js';

/** Health: checks from the machines, their review, thresholds and the live statistics. */
export const healthRoutes: ModuleRoutes = async (app, deps) => {
  const { db, clock } = deps;
  keepHealthSummaries(deps.resources);
  const checks = new ResourceService(db, deps.resources, healthCheckResource(db));
  const messages = new ResourceService(db, deps.resources, doctorMessageResource(db));
  const reports = new ResourceService(db, deps.resources, growthReportResource);
  const others = [healthSettingResource, medicalContractResource, eyeTestResource, measurementResource, epidemicReportResource];
  for (const service of [checks, messages, reports, ...others.map((o) => new ResourceService(db, deps.resources, o))]) {
    await app.register(resourceRoutes(service), deps);
  }
  addMedicalPickerReach(db, deps.resources);
  const e = healthEndpoints;
  endpoint(app, e.review, async (req) => {
    await reviewCheck(db, checks, sessionOf(req), req.body);
    return checks.get(sessionOf(req), req.body.id, requestLocale(req));
  });
  endpoint(app, e.detail, async (req) => checkDetail(db, checks, deps.media, sessionOf(req), req.query.id, requestLocale(req)));
  endpoint(app, e.photos, async (req) => checksWithPhotos(db, deps.media, sessionOf(req), req.query));
  endpoint(app, e.dayDetail, async (req) => healthDayDetail(db, sessionOf(req), req.query, clock()));
  endpoint(app, e.withheld, async (req) => ({ withheld: await withheldCheckCount(db, sessionOf(req)) }));
  endpoint(app, e.writeMessage, async (req) => writeMessage(db, checks, sessionOf(req), req.body));
  endpoint(app, e.replyMessage, async (req) => replyMessage(db, messages, sessionOf(req), req.body));
  endpoint(app, e.daily, async (req) => healthDaily(db, sessionOf(req), req.query, clock()));
  endpoint(app, e.dailyExport, async (req, reply) => sendXlsx(reply, await healthDailySheet(db, sessionOf(req), req.query, requestLocale(req), clock())));
  endpoint(app, e.notChecked, async (req) => notChecked(db, sessionOf(req), req.query, clock()));
  endpoint(app, e.overview, async (req) => healthOverview(db, sessionOf(req), req.query, clock()));
  endpoint(app, e.monthlyOverview, async (req) => healthMonthlyOverview(db, sessionOf(req), req.query, clock()));
  endpoint(app, e.monthly, async (req) => healthMonthly(db, sessionOf(req), req.query, clock()));
  endpoint(app, e.monthlyExport, async (req, reply) => sendXlsx(reply, await healthMonthlySheet(db, sessionOf(req), req.query, requestLocale(req), clock())));
  deps.jobs.handle(GROWTH_JOB, growthReportJob(db, clock));
  // Photos kept before a guardian withdrew face-photo consent: deleted at once by a job, and swept hourly.
  deps.jobs.handle(CONSENT_PHOTO_PURGE_JOB, consentPhotoPurgeJob(db, deps.storage, clock), { maxAttempts: 10 });
  deps.jobs.schedule({ name: CONSENT_PHOTO_PURGE_JOB, kind: CONSENT_PHOTO_PURGE_JOB, cron: '41 * * * *' });
  deps.jobs.schedule({ name: `${CONSENT_PHOTO_PURGE_JOB}.unconsented`, kind: CONSENT_PHOTO_PURGE_JOB, cron: '17 3 * * *', payload: { sweep: 'unconsented' } });
  endpoint(app, e.generateGrowth, async (req) => requestReports(db, deps.jobs, sessionOf(req), req.body));
  endpoint(app, e.growthProgress, async (req) => reportProgress(db, sessionOf(req), req.query));
  endpoint(app, e.growthContent, async (req) => {
    const ctx = sessionOf(req);
    const content = await reportContent(db, ctx, reports, req.query.id);
    await auditRead(db, ctx, 'growthReport', req.query.id);
    return content;
  });
  endpoint(app, e.growthPdf, async (req, reply) => {
    const ctx = sessionOf(req);
    const content = await reportContent(db, ctx, reports, req.query.id);
    const pdf = await growthReportPdf(content, requestLocale(req));
    await auditRead(db, ctx, 'growthReport', req.query.id, undefined, 'export');
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${content.student.name}-${content.term.schoolYear}.pdf`)}`);
    return reply.send(pdf);
  });
};
