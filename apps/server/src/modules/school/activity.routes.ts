import { schoolEndpoints } from '@kg/domain';
import { familyOf, sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { applyForActivity } from './activity-application.service.js';
import { activityApplicationResource, activityResource } from './activity.resources.js';
import { moveActivity, publishesDirectly } from './activity-review.service.js';

/** School -> Activities (issue 15): the generic calls of activities and their applications, and the review's actions. */
export const activityRoutes: ModuleRoutes = async (app, deps) => {
  const activities = new ResourceService(deps.db, deps.resources, activityResource);
  const applications = new ResourceService(deps.db, deps.resources, activityApplicationResource);
  await app.register(resourceRoutes(activities), deps);
  await app.register(resourceRoutes(applications), deps);
  const { db } = deps;
  const e = schoolEndpoints;
  endpoint(app, e.activityPublishing, async (req) => ({ direct: await publishesDirectly(db, sessionOf(req).userId) }));
  endpoint(app, e.passActivity, async (req) => moveActivity(db, activities, sessionOf(req), await req.permissions(), { id: req.body.id, action: 'pass' }));
  endpoint(app, e.notPassActivity, async (req) =>
    moveActivity(db, activities, sessionOf(req), await req.permissions(), { id: req.body.id, action: 'notPass', reason: req.body.reason }),
  );
  endpoint(app, e.publishActivity, async (req) => moveActivity(db, activities, sessionOf(req), await req.permissions(), { id: req.body.id, action: 'publish' }));
  endpoint(app, e.unpublishActivity, async (req) => moveActivity(db, activities, sessionOf(req), await req.permissions(), { id: req.body.id, action: 'unpublish' }));
  endpoint(app, e.applyActivity, async (req) => db.transaction((tx) => applyForActivity(tx, familyOf(req), req.body.activityId, req.body.studentId, deps.clock())));
};
