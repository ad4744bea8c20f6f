import { opsStatsEndpoints } from '@kg/domain';
import { sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import { requestLocale } from '../../platform/i18n.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { sendXlsx } from '../../platform/xlsx/report-sheet.js';
import { opsStatsSheet } from './ops-stats-export.js';
import { opsStats } from './ops-stats.service.js';

/** Operations' data stats (issue 18): the platform at a glance by month and area, drilled to a kindergarten, and its sheet. */
export const opsStatsRoutes: ModuleRoutes = async (app, deps) => {
  const { db, clock } = deps;
  const e = opsStatsEndpoints;
  endpoint(app, e.stats, async (req) => opsStats(db, sessionOf(req), req.query, clock()));
  endpoint(app, e.export, async (req, reply) => sendXlsx(reply, await opsStatsSheet(db, sessionOf(req), req.body, requestLocale(req), clock())));
};
