import { isRealDate } from '@kg/domain';
import { z } from 'zod';
import { sessionOf } from '../../platform/access.plugin.js';
import { ok } from '../../platform/envelope.js';
import { type ModuleRoutes, typed } from '../../platform/module.js';
import { dailyByClass, notArrived } from './attendance-day.service.js';

const dayQuery = z.looseObject({
  kigId: z.uuid().optional(),
  date: z.string().refine(isRealDate, { error: 'validation.format.date' }).optional(),
  classId: z.uuid().optional(),
});

/** Attendance read from the machines' committed events (spec: daily counts, noCheck). */
export const attendanceRoutes: ModuleRoutes = async (app, { db }) => {
  const r = typed(app);
  r.get('/attendance/daily/byClass', { config: { access: { permission: 'attendance:daily:view' } }, schema: { querystring: dayQuery } }, async (req) =>
    ok(await dailyByClass(db, sessionOf(req), req.query)),
  );
  r.get('/attendance/noCheck/list', { config: { access: { permission: 'attendance:noCheck:view' } }, schema: { querystring: dayQuery } }, async (req) =>
    ok(await notArrived(db, sessionOf(req), req.query)),
  );
};
