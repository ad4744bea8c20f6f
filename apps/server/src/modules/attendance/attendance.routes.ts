import { attendanceEndpoints } from '@kg/domain';
import { sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import { requestLocale } from '../../platform/i18n.js';
import { sendXlsx } from '../../platform/xlsx/report-sheet.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { attendanceOverview } from './attendance-overview.service.js';
import { keepAttendanceSummaries } from './attendance-summary.listeners.js';
import { dailyByClass, listRecords, monthlyByClass, notArrived } from './attendance-report.service.js';
import { attendanceRuleResource, leaveRequestResource } from './attendance.resources.js';
import { monthlySheet } from './monthly-export.js';
import { dailySheet, noCheckSheet, recordsSheet } from './report-exports.js';

/** Attendance: rules and leave (declared resources) and the counts read live from the machines' events. */
export const attendanceRoutes: ModuleRoutes = async (app, deps) => {
  const { db, clock } = deps;
  keepAttendanceSummaries(deps.resources);
  for (const options of [attendanceRuleResource, leaveRequestResource]) {
    await app.register(resourceRoutes(new ResourceService(db, deps.resources, options)), deps);
  }
  const e = attendanceEndpoints;
  endpoint(app, e.daily, async (req) => dailyByClass(db, sessionOf(req), req.query, clock()));
  endpoint(app, e.noCheck, async (req) => notArrived(db, sessionOf(req), req.query, clock()));
  endpoint(app, e.monthly, async (req) => monthlyByClass(db, sessionOf(req), req.query, clock()));
  endpoint(app, e.records, async (req) => listRecords(db, sessionOf(req), req.body, clock()));
  endpoint(app, e.overview, async (req) => attendanceOverview(db, sessionOf(req), req.query, clock()));
  endpoint(app, e.dailyExport, async (req, reply) => sendXlsx(reply, await dailySheet(db, sessionOf(req), req.query, requestLocale(req), clock())));
  endpoint(app, e.monthlyExport, async (req, reply) => sendXlsx(reply, await monthlySheet(db, sessionOf(req), req.query, requestLocale(req), clock())));
  endpoint(app, e.noCheckExport, async (req, reply) => sendXlsx(reply, await noCheckSheet(db, sessionOf(req), req.query, requestLocale(req), clock())));
  endpoint(app, e.recordsExport, async (req, reply) => sendXlsx(reply, await recordsSheet(db, sessionOf(req), req.body, requestLocale(req), clock())));
};
