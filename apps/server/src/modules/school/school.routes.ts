import type { ModuleRoutes } from '../../platform/module.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { newsResource, noticeResource } from './notice.resources.js';

/** School life (issue 15): notices and news through the generic routes. */
export const schoolRoutes: ModuleRoutes = async (app, deps) => {
  for (const options of [noticeResource, newsResource]) {
    await app.register(resourceRoutes(new ResourceService(deps.db, deps.resources, options)), deps);
  }
};
