import { salesmanEndpoints } from '@kg/domain';
import { sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { salesmanResource } from './salesman.resource.js';
import { assignKig, releaseKig, salesmanFigures, salesmanKigList } from './salesman.service.js';

/** Salesman maintenance (issue 16): the salesmen's generic calls, and the kindergartens each one brought in. */
export const salesmanRoutes: ModuleRoutes = async (app, deps) => {
  const { db } = deps;
  const salesmen = new ResourceService(db, deps.resources, salesmanResource);
  await app.register(resourceRoutes(salesmen), deps);
  const e = salesmanEndpoints;
  endpoint(app, e.kigs, async (req) => salesmanKigList(db, salesmen, sessionOf(req), req.query.salesmanId));
  endpoint(app, e.figures, async (req) => salesmanFigures(db, sessionOf(req)));
  endpoint(app, e.assign, async (req) => assignKig(db, salesmen, sessionOf(req), req.body));
  endpoint(app, e.release, async (req) => releaseKig(db, sessionOf(req), req.body.kigId));
};
