import { agencyEndpoints } from '@kg/domain';
import { sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import { requestLocale } from '../../platform/i18n.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { kigOpeningResource } from './kig-opening.resource.js';
import { moveOpening } from './kig-opening.service.js';

/** Agents and operations (issue 16): opening requests' generic calls, and their audit's. */
export const agencyRoutes: ModuleRoutes = async (app, deps) => {
  const openings = new ResourceService(deps.db, deps.resources, kigOpeningResource);
  await app.register(resourceRoutes(openings), deps);
  const { db } = deps;
  const e = agencyEndpoints;
  endpoint(app, e.approveKigOpening, async (req) => moveOpening(db, openings, sessionOf(req), { id: req.body.id, action: 'approve' }, requestLocale(req)));
  endpoint(app, e.rejectKigOpening, async (req) => moveOpening(db, openings, sessionOf(req), { id: req.body.id, action: 'reject', reason: req.body.reason }, requestLocale(req)));
  endpoint(app, e.refileKigOpening, async (req) => moveOpening(db, openings, sessionOf(req), { id: req.body.id, action: 'refile' }, requestLocale(req)));
};
