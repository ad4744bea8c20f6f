import { homeEndpoints } from '@kg/domain';
import { sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { homeToday } from './home-today.service.js';
import { homeSummary } from './home.service.js';
import { kigHome } from './kig-home.service.js';

export const homeRoutes: ModuleRoutes = async (app, { db, clock }) => {
  endpoint(app, homeEndpoints.summary, async (req) => homeSummary(db, sessionOf(req)));
  // Each figure is also limited to the screens the role may open (the codes read once per request).
  endpoint(app, homeEndpoints.today, async (req) => {
    const granted = await req.permissions();
    return homeToday(db, sessionOf(req), (code) => granted.has(code), clock());
  });
  endpoint(app, homeEndpoints.kig, async (req) => {
    const granted = await req.permissions();
    return kigHome(db, sessionOf(req), (code) => granted.has(code), clock());
  });
};
