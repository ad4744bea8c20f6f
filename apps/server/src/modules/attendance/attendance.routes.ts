import { attendanceOverviewQuerySchema, dayQuerySchema, monthQuerySchema, recordsQuerySchema } from '@kg/domain';
import { sessionOf } from '../../platform/access.plugin.js';
import { ok } from '../../platform/envelope.js';
import { requestLocale } from '../../platform/i18n.js';
import { sendXlsx } from '../../platform/xlsx/report-sheet.js';
import { type ModuleRoutes, typed } from '../../platform/module.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { attendanceOverview } from './attendance-overview.service.js';
import { dailyByClass, listRecords, monthlyByClass, notArrived } from './attendance-report.service.js';
import { attendanceRuleResource, leaveRequestResource } from './attendance.resources.js';
import { monthlySheet } from './monthly-export.js';
import { dailySheet, noCheckSheet, recordsSheet } from './report-exports.js';

/** Attendance: rules and leave (declared resources) and the counts read live from the machines' events. */
export const attendanceRoutes: ModuleRoutes = async (app, deps) => {
  const { db, clock } = deps;
  for (const options of [attendanceRuleResource, leaveRequestResource]) {
    await app.register(resourceRoutes(new ResourceService(db, deps.resources, options)), deps);
  }
  const r = typed(app);
  r.get('/attendance/daily/byClass', { config: { access: { permission: 'attendance:daily:view' } }, schema: { querystring: dayQuerySchema } }, async (req) =>
    ok(await dailyByClass(db, sessionOf(req), req.query, clock())),
  );
  r.get('/attendance/noCheck/list', { config: { access: { permission: 'attendance:noCheck:view' } }, schema: { querystring: dayQuerySchema } }, async (req) =>
    ok(await notArrived(db, sessionOf(req), req.query, clock())),
  );
  r.get('/attendance/monthly/byClass', { config: { access: { permission: 'attendance:monthly:view' } }, schema: { querystring: monthQuerySchema } }, async (req) =>
    ok(await monthlyByClass(db, sessionOf(req), req.query, clock())),
  );
  r.get(
    '/attendance/monthly/export',
    { config: { access: { permission: 'attendance:monthly:export' }, rateBucket: 'export' }, schema: { querystring: monthQuerySchema } },
    async (req, reply) => sendXlsx(reply, await monthlySheet(db, sessionOf(req), req.query, requestLocale(req), clock())),
  );
  // Each report's sheet: the same permission and scope as the report it exports.
  r.get(
    '/attendance/daily/export',
    { config: { access: { permission: 'attendance:daily:view' }, rateBucket: 'export' }, schema: { querystring: dayQuerySchema } },
    async (req, reply) => sendXlsx(reply, await dailySheet(db, sessionOf(req), req.query, requestLocale(req), clock())),
  );
  r.get(
    '/attendance/noCheck/export',
    { config: { access: { permission: 'attendance:noCheck:view' }, rateBucket: 'export' }, schema: { querystring: dayQuerySchema } },
    async (req, reply) => sendXlsx(reply, await noCheckSheet(db, sessionOf(req), req.query, requestLocale(req), clock())),
  );
  r.post(
    '/attendance/records/export',
    { config: { access: { permission: 'attendance:report:view' }, rateBucket: 'export' }, schema: { body: recordsQuerySchema } },
    async (req, reply) => sendXlsx(reply, await recordsSheet(db, sessionOf(req), req.body, requestLocale(req), clock())),
  );
  // The kindergartens side by side before one is chosen, on each of the four report screens.
  r.get(
    '/attendance/overview',
    {
      config: { access: { permission: ['attendance:daily:view', 'attendance:monthly:view', 'attendance:noCheck:view', 'attendance:report:view'] } },
      schema: { querystring: attendanceOverviewQuerySchema },
    },
    async (req) => ok(await attendanceOverview(db, sessionOf(req), req.query, clock())),
  );
  r.post('/attendance/records/list', { config: { access: { permission: 'attendance:report:view' } }, schema: { body: recordsQuerySchema } }, async (req) =>
    ok(await listRecords(db, sessionOf(req), req.body, clock())),
  );
};
