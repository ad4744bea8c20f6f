import { agentStatsEndpoints } from '@kg/domain';
import { sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import { requestLocale } from '../../platform/i18n.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { sendXlsx } from '../../platform/xlsx/report-sheet.js';
import { agentStatsSheet } from './agent-stats-export.js';
import { agentStats } from './agent-stats.service.js';

/** An agent's statistics (issue 16; operations': every agent's or one's), and their sheet. */
export const agentStatsRoutes: ModuleRoutes = async (app, deps) => {
  const { db } = deps;
  const e = agentStatsEndpoints;
  endpoint(app, e.stats, async (req) => agentStats(db, sessionOf(req), req.query));
  endpoint(app, e.statsExport, async (req, reply) => sendXlsx(reply, await agentStatsSheet(db, sessionOf(req), req.body, requestLocale(req))));
};
