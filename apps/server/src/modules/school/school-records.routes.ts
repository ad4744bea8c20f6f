import { schoolRecordsEndpoints } from '@kg/domain';
import { sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import { requestLocale } from '../../platform/i18n.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { sendXlsx } from '../../platform/xlsx/report-sheet.js';
import { recordsSheet, teacherTotalsSheet } from './school-records-export.js';
import { schoolRecords, teacherTotals } from './school-records.service.js';

/** School -> Records and Teacher totals (issue 15): read from the items' own rows, exported through the report sheet. */
export const schoolRecordsRoutes: ModuleRoutes = async (app, deps) => {
  const { db } = deps;
  const e = schoolRecordsEndpoints;
  endpoint(app, e.records, async (req) => {
    const { kigs: _, ...page } = await schoolRecords(db, sessionOf(req), req.body);
    return page;
  });
  endpoint(app, e.recordsExport, async (req, reply) => sendXlsx(reply, await recordsSheet(db, sessionOf(req), req.body, requestLocale(req))));
  endpoint(app, e.teacherTotals, async (req) => {
    const { kigs: _, ...totals } = await teacherTotals(db, sessionOf(req), req.body);
    return totals;
  });
  endpoint(app, e.teacherTotalsExport, async (req, reply) => sendXlsx(reply, await teacherTotalsSheet(db, sessionOf(req), req.body, requestLocale(req))));
};
