import { feedbackEndpoints } from '@kg/domain';
import { familyOf, sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { feedbackResource } from './feedback.resources.js';
import { answerFeedback, familyFeedback, fileFamilyFeedback } from './feedback.service.js';

/** Feedback (issue 18): the generic calls (a kindergarten's create, list, export, close) and its own (`feedbackEndpoints`). */
export const feedbackRoutes: ModuleRoutes = async (app, deps) => {
  const { db } = deps;
  const feedback = new ResourceService(db, deps.resources, feedbackResource);
  const e = feedbackEndpoints;
  endpoint(app, e.familyWrite, async (req) => fileFamilyFeedback(db, familyOf(req), req.body));
  endpoint(app, e.familyList, async (req) => familyFeedback(db, familyOf(req), req.query));
  endpoint(app, e.answer, async (req) => answerFeedback(db, feedback, sessionOf(req), req.body));
  await app.register(resourceRoutes(feedback), deps);
};
