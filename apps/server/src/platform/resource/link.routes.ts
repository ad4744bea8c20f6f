import { linkEndpoints, linkListKey } from '@kg/domain';
import { sessionOf } from '../access.plugin.js';
import { endpoint } from '../endpoint.js';
import { requestLocale } from '../i18n.js';
import type { ModuleRoutes } from '../module.js';
import type { LinkService } from './link.service.js';

/** The calls of a declared link (`/<area>/<link>/list|save|delete`), from `linkEndpoints`. */
export function linkRoutes(service: LinkService): ModuleRoutes {
  const link = service.link;
  const e = linkEndpoints(link);
  return async (app) => {
    endpoint(app, e.list, async (req) => {
      const body = req.body as Record<string, string[] | undefined>;
      const end = link.ends.find((end) => Array.isArray(body[linkListKey(end)]))!;
      return service.list(sessionOf(req), end.key, body[linkListKey(end)]!, requestLocale(req));
    });
    endpoint(app, e.save, async (req) => service.save(sessionOf(req), req.body, requestLocale(req)));
    endpoint(app, e.delete, async (req) => {
      await service.delete(sessionOf(req), req.body);
      return null;
    });
  };
}
