import { supervisionEndpoints } from '@kg/domain';
import { sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import { requestLocale } from '../../platform/i18n.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { sendXlsx } from '../../platform/xlsx/report-sheet.js';
import { createAuthority } from './authority.service.js';
import { alertDetail, alertPage, answerAlert, closeAlert, evaluateAll } from './supervision-alerts.service.js';
import { overviewSheet } from './supervision-export.js';
import { deleteRules, getRules, saveRules } from './supervision-rules.service.js';
import { supervisionKindergarten, supervisionOverview } from './supervision-overview.service.js';

/** Outbreak alerts are evaluated every minute for the kindergartens with new checks or sick leave, in each one's time zone (supervision-alerts.service.ts). */
export const ALERT_JOB = 'supervision.alerts';

/** The supervisory platform (issue 18): an authority's area, outbreak alerts, operations' authorities. */
export const supervisionRoutes: ModuleRoutes = async (app, deps) => {
  const { db, clock } = deps;
  const e = supervisionEndpoints;
  endpoint(app, e.overview, async (req) => supervisionOverview(db, sessionOf(req), req.query, clock()));
  endpoint(app, e.overviewExport, async (req, reply) => sendXlsx(reply, await overviewSheet(db, sessionOf(req), req.query, requestLocale(req), clock())));
  endpoint(app, e.kindergarten, async (req) => supervisionKindergarten(db, sessionOf(req), req.query, clock()));
  endpoint(app, e.alertList, async (req) => alertPage(db, sessionOf(req), req.body));
  endpoint(app, e.alertGet, async (req) => alertDetail(db, sessionOf(req), req.query.id));
  endpoint(app, e.alertAnswer, async (req) => answerAlert(db, sessionOf(req), req.body, clock()));
  endpoint(app, e.alertClose, async (req) => closeAlert(db, sessionOf(req), req.body, clock()));
  endpoint(app, e.rulesGet, async (req) => getRules(db, sessionOf(req)));
  endpoint(app, e.rulesSave, async (req) => saveRules(db, sessionOf(req), req.body, clock()));
  endpoint(app, e.rulesDelete, async (req) => deleteRules(db, sessionOf(req), req.body, clock()));
  endpoint(app, e.authorityCreate, async (req) => createAuthority(db, sessionOf(req), req.body));
  deps.jobs.handle(ALERT_JOB, async () => void (await evaluateAll(db, clock())));
  deps.jobs.schedule({ name: ALERT_JOB, kind: ALERT_JOB, cron: '* * * * *' });
};
