import { systemEndpoints } from '@kg/domain';
import { sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import { requestLocale } from '../../platform/i18n.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { appModuleMatrix, setAppModule } from './app-module.service.js';
import { areaChildren, areaPath } from '../../platform/area-codes.js';
import { auditLogResource } from './audit-log.resource.js';
import { dictionaryCodeFor, dictionaryHas, dictionaryResource, dictionaryValues, toggleDictionary } from './dictionary.resource.js';
import { menuResource } from './menu.resource.js';
import { organizationResource } from './organization.resource.js';
import { authorizeRole, roleAuthorization } from './role-authorization.service.js';
import { roleResource } from './role.resource.js';
import { resetPassword } from './user.service.js';
import { userResource } from './user.resource.js';

/** System management (spec section 1): the generic calls of each entity, and the few of its own. */
export const systemRoutes: ModuleRoutes = async (app, deps) => {
  const { db, resources } = deps;
  resources.dictionaryCode = dictionaryCodeFor;
  resources.dictionaryHas = dictionaryHas;
  const make = (options: ConstructorParameters<typeof ResourceService>[2]) => new ResourceService(db, resources, options);
  const organizations = make(organizationResource(deps.identity));
  const roles = make(roleResource);
  const menus = make(menuResource);
  const users = make(userResource(deps.identity));
  const dictionary = make(dictionaryResource);
  const logs = make(auditLogResource);
  for (const service of [organizations, roles, menus, users, dictionary, logs]) {
    await app.register(resourceRoutes(service), deps);
  }

  const e = systemEndpoints;
  endpoint(app, e.resetPassword, async (req) => ({ password: await resetPassword(db, deps.identity, users, sessionOf(req), req.params.id) }));
  endpoint(app, e.roleAuthorization, async (req) => roleAuthorization(db, roles, sessionOf(req), req.query.id, requestLocale(req)));
  endpoint(app, e.authorizeRole, async (req) => authorizeRole(db, deps.identity, roles, sessionOf(req), req.body));
  endpoint(app, e.toggleDictionary, async (req) => toggleDictionary(db, dictionary, sessionOf(req), req.params.id));
  endpoint(app, e.dictionaryValues, async (req) => dictionaryValues(db, req.query.type, requestLocale(req)));
  endpoint(app, e.areaChildren, async (req) => areaChildren(req.query.parentCode));
  endpoint(app, e.areaPath, async (req) => areaPath(req.query.code));
  endpoint(app, e.appModuleMatrix, async () => appModuleMatrix(db));
  endpoint(app, e.saveAppModule, async (req) => {
    await setAppModule(db, sessionOf(req), req.body);
    return null;
  });
};
