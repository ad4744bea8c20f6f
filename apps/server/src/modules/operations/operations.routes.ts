import { inboxEndpoints, manualCheckEndpoints } from '@kg/domain';
import { sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { feedbackRoutes } from './feedback.routes.js';
import { helpRoutes } from './help.routes.js';
import { inboxPage, readMessage, unreadCount } from './inbox.service.js';
import { manualCheckQueue } from './manual-check.service.js';
import { costResource, growTagResource, popupResource, sysMessageResource } from './operations.resources.js';

/** Operations (issue 18): system messages and `/message`, grow tags, running costs, popups, the manual check queue. */
export const operationsRoutes: ModuleRoutes = async (app, deps) => {
  const { db, clock } = deps;
  for (const resource of [sysMessageResource, growTagResource, costResource, popupResource]) {
    await app.register(resourceRoutes(new ResourceService(db, deps.resources, resource)), deps);
  }
  const e = inboxEndpoints;
  endpoint(app, e.list, async (req) => inboxPage(db, sessionOf(req), clock(), req.body.pageNumber, req.body.pageSize));
  endpoint(app, e.unread, async (req) => ({ count: await unreadCount(db, sessionOf(req), clock()) }));
  endpoint(app, e.read, async (req) => readMessage(db, sessionOf(req), clock(), req.body.id));
  // The manual check queue; a check is opened and reviewed by health's own calls.
  endpoint(app, manualCheckEndpoints.list, async (req) => manualCheckQueue(db, deps.media, sessionOf(req), req.body));
  await feedbackRoutes(app, deps);
  await helpRoutes(app, deps);
};
