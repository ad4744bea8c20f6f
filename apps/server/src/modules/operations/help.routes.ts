import { helpArticleEntity, helpEndpoints } from '@kg/domain';
import { sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { helpArticle, helpList } from './help.service.js';
import { helpArticles } from './help.table.js';

/** User help (issue 18): operations' articles (generic calls), and every signed-in user's reading of the published ones. */
export const helpRoutes: ModuleRoutes = async (app, deps) => {
  const { db } = deps;
  await app.register(resourceRoutes(new ResourceService(db, deps.resources, { entity: helpArticleEntity, table: helpArticles })), deps);
  endpoint(app, helpEndpoints.list, async (req) => helpList(db, sessionOf(req).locale, req.body));
  endpoint(app, helpEndpoints.get, async (req) => helpArticle(db, sessionOf(req).locale, req.query.id));
};
