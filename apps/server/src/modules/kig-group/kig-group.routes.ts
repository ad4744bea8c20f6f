import { kigGroupEndpoints } from '@kg/domain';
import { sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import { requestLocale } from '../../platform/i18n.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { sendXlsx } from '../../platform/xlsx/report-sheet.js';
import { kigGroupSheet } from './kig-group-export.js';
import { groupHistory, groupKigs, groupList, moveKig } from './kig-group.service.js';

/** Operations' groups (issue 18): the groups and their kindergartens, a kindergarten moved between them, the history and the sheet. */
export const kigGroupRoutes: ModuleRoutes = async (app, deps) => {
  const { db, clock } = deps;
  const e = kigGroupEndpoints;
  endpoint(app, e.list, async (req) => groupList(db, sessionOf(req), req.query));
  endpoint(app, e.kigs, async (req) => groupKigs(db, sessionOf(req), req.query.groupId));
  endpoint(app, e.move, async (req) => moveKig(db, sessionOf(req), req.body));
  endpoint(app, e.history, async (req) => groupHistory(db, sessionOf(req), req.query));
  endpoint(app, e.export, async (req, reply) => sendXlsx(reply, await kigGroupSheet(db, sessionOf(req), req.body, requestLocale(req), clock().toISOString().slice(0, 10))));
};
