import { versionSchema } from '@kg/domain';
import { z } from 'zod';
import { sessionOf } from '../../platform/access.plugin.js';
import { ok } from '../../platform/envelope.js';
import { requestLocale, t } from '../../platform/i18n.js';
import { type ModuleRoutes, typed } from '../../platform/module.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { appModuleMatrix, appModuleSaveSchema, setAppModule } from './app-module.service.js';
import { areaChildren, areaPath } from './area.service.js';
import { auditLogResource } from './audit-log.resource.js';
import { dictionaryCodeFor, dictionaryHas, dictionaryResource, dictionaryValues, toggleDictionary } from './dictionary.resource.js';
import { menuResource } from './menu.resource.js';
import { organizationResource } from './organization.resource.js';
import { authorizeRole, roleAuthorization } from './role-authorization.service.js';
import { roleResource } from './role.resource.js';
import { resetPassword } from './user.service.js';
import { userResource } from './user.resource.js';

const idParams = z.object({ id: z.uuid() });

/** System management (spec section 1): the generic calls of each entity, and the few of its own. */
export const systemRoutes: ModuleRoutes = async (app, deps) => {
  const { db, resources } = deps;
  resources.dictionaryCode = dictionaryCodeFor;
  resources.dictionaryHas = dictionaryHas;
  const make = (options: ConstructorParameters<typeof ResourceService>[2]) => new ResourceService(db, resources, options);
  const organizations = make(organizationResource);
  const roles = make(roleResource);
  const menus = make(menuResource);
  const users = make(userResource);
  const dictionary = make(dictionaryResource);
  const logs = make(auditLogResource);
  for (const service of [organizations, roles, menus, users, dictionary, logs]) {
    await app.register(resourceRoutes(service), deps);
  }

  const r = typed(app);

  r.get(
    '/api/user/resetPassword/:id',
    { config: { access: { permission: 'system:user:resetPassword' } }, schema: { params: idParams } },
    async (req) => ok({ password: await resetPassword(db, users, sessionOf(req), req.params.id) }, t(req, 'success.passwordReset')),
  );

  r.get(
    '/system/role/authorization',
    { config: { access: { permission: 'system:role:authorize' } }, schema: { querystring: z.looseObject({ id: z.uuid() }) } },
    async (req) => ok(await roleAuthorization(db, roles, sessionOf(req), req.query.id, requestLocale(req))),
  );

  r.post(
    '/system/role/authorize',
    {
      config: { access: { permission: 'system:role:authorize' } },
      schema: { body: z.object({ id: z.uuid(), updatedAt: versionSchema, menuIds: z.array(z.uuid()).max(2000) }) },
    },
    async (req) => ok(await authorizeRole(db, roles, sessionOf(req), req.body), t(req, 'success.saved')),
  );

  r.get(
    '/api/dictionary/isActivated/:id',
    { config: { access: { permission: 'system:dictionary:edit' } }, schema: { params: idParams } },
    async (req) => ok(await toggleDictionary(db, dictionary, sessionOf(req), req.params.id), t(req, 'success.ok')),
  );

  r.get(
    '/system/dictionary/values',
    { config: { access: { signedIn: true } }, schema: { querystring: z.looseObject({ type: z.string().trim().min(1).max(64) }) } },
    async (req) => ok(await dictionaryValues(db, req.query.type, requestLocale(req))),
  );

  r.get(
    '/system/area/children',
    {
      config: { access: { signedIn: true } },
      schema: { querystring: z.looseObject({ parentCode: z.string().regex(/^(0|\d{6})$/).default('0') }) },
    },
    async (req) => ok(areaChildren(req.query.parentCode)),
  );

  r.get(
    '/system/area/path',
    { config: { access: { signedIn: true } }, schema: { querystring: z.looseObject({ code: z.string().regex(/^\d{6}$/) }) } },
    async (req) => ok(areaPath(req.query.code)),
  );

  r.get('/system/appModule/matrix', { config: { access: { permission: 'system:appModule:view' } } }, async () =>
    ok(await appModuleMatrix(db)),
  );

  r.post(
    '/system/appModule/save',
    { config: { access: { permission: 'system:appModule:edit' } }, schema: { body: appModuleSaveSchema } },
    async (req) => {
      await setAppModule(db, sessionOf(req), req.body);
      return ok(null, t(req, 'success.saved'));
    },
  );
};
