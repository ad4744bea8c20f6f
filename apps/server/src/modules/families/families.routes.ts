import { familyEndpoints } from '@kg/domain';
import { familyOf, sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { changeFamilyPassword, familyLogin, familyLogout, familyMe } from './family-auth.service.js';
import { kigAppModules } from '../system/app-module.service.js';
import { issueFamilyPassword } from './family-password.service.js';

/** The parents' app's own sign-in and its `me` (`/app/v1`), and the parents list's password for it: declared in `familyEndpoints`. */
export const familiesRoutes: ModuleRoutes = async (app, { db, config, resources }) => {
  const e = familyEndpoints;
  endpoint(app, e.login, async (req) => familyLogin(db, config, { ...req.body, ip: req.ip, userAgent: req.headers['user-agent'] }));
  endpoint(app, e.logout, async (req) => {
    await familyLogout(db, familyOf(req));
    return null;
  });
  endpoint(app, e.changePassword, async (req) => {
    await changeFamilyPassword(db, familyOf(req), req.body);
    return null;
  });
  endpoint(app, e.me, async (req) => familyMe(db, familyOf(req)));
  // The modules each of its kindergartens shows, resolved as each module's own check resolves them.
  endpoint(app, e.modules, async (req) => Promise.all(familyOf(req).kigIds.map(async (kigId) => ({ kigId, modules: await kigAppModules(db, kigId) }))));
  endpoint(app, e.issuePassword, async (req) => issueFamilyPassword(db, resources, sessionOf(req), req.body.id));
};
