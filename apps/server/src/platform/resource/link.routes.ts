import { apiPath, linkListKey, linkListSchema, linkPermission, linkSaveSchema } from '@kg/domain';
import { sessionOf } from '../access.plugin.js';
import { ok } from '../envelope.js';
import { requestLocale, t } from '../i18n.js';
import { type ModuleRoutes, typed } from '../module.js';
import type { LinkService } from './link.service.js';

/**
 * The calls of a declared link (`/<area>/<link>/list|save|delete`): reading needs the link's view
 * code, linking and unlinking its edit code.
 */
export function linkRoutes(service: LinkService): ModuleRoutes {
  const link = service.link;
  const path = (call: string) => apiPath(link, call);
  const view = linkPermission(link, 'view');
  const edit = linkPermission(link, 'edit');
  return async (app) => {
    const r = typed(app);
    r.post(path('list'), { config: { access: { permission: view } }, schema: { body: linkListSchema(link) } }, async (req) => {
      const end = link.ends.find((e) => Array.isArray(req.body[linkListKey(e)]))!;
      return ok(await service.list(sessionOf(req), end.key, req.body[linkListKey(end)] as string[], requestLocale(req)));
    });
    r.post(path('save'), { config: { access: { permission: edit } }, schema: { body: linkSaveSchema(link) } }, async (req) =>
      ok(await service.save(sessionOf(req), req.body, requestLocale(req)), t(req, 'success.saved')),
    );
    r.post(path('delete'), { config: { access: { permission: edit } }, schema: { body: linkSaveSchema(link, false) } }, async (req) => {
      await service.delete(sessionOf(req), req.body);
      return ok(null, t(req, 'success.deleted'));
    });
  };
}
