import { campusEndpoints, consentEndpoints } from '@kg/domain';
import { familyOf, sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { linkRoutes } from '../../platform/resource/link.routes.js';
import { LinkService } from '../../platform/resource/link.service.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { campusLinks, campusResources, classResource, enrollmentResource, gradeResource, studentResource } from './campus.resources.js';
import { familyConsents, familyDecides, recordPaperConsent, statesInReach } from './consent.service.js';
import { admit, type CampusServices, changeClass, graduate, graduatePreview, promote, promotePreview } from './year-moves.service.js';

/** Campus management (spec section 2): the kindergarten's people and places, and the school year's moves. */
export const campusRoutes: ModuleRoutes = async (app, deps) => {
  const services = new Map(campusResources.map((options) => [options, new ResourceService(deps.db, deps.resources, options)]));
  for (const service of services.values()) await app.register(resourceRoutes(service), deps);
  for (const options of campusLinks) await app.register(linkRoutes(new LinkService(deps.db, deps.resources, options)), deps);
  const s: CampusServices = {
    grades: services.get(gradeResource)!,
    classes: services.get(classResource)!,
    students: services.get(studentResource)!,
    enrollments: services.get(enrollmentResource)!,
  };
  const { db } = deps;
  const e = campusEndpoints;
  endpoint(app, e.promotePreview, async (req) => promotePreview(db, s, sessionOf(req), req.query.gradeId));
  endpoint(app, e.promote, async (req) => promote(db, s, sessionOf(req), req.body.gradeId));
  endpoint(app, e.graduatePreview, async (req) => graduatePreview(db, s, sessionOf(req), req.query.gradeId));
  endpoint(app, e.graduate, async (req) => graduate(db, s, sessionOf(req), req.body.gradeId));
  endpoint(app, e.changeClass, async (req) => changeClass(db, s, sessionOf(req), req.body.id, req.body.classId));
  endpoint(app, e.admit, async (req) => admit(db, s, sessionOf(req), req.body));
  const c = consentEndpoints;
  endpoint(app, c.states, async (req) => statesInReach(db, s.students, sessionOf(req), req.body.studentIds));
  endpoint(app, c.record, async (req) => recordPaperConsent(db, deps.jobs, s.students, sessionOf(req), req.body));
  endpoint(app, c.familyStates, async (req) => familyConsents(db, familyOf(req)));
  endpoint(app, c.familyRecord, async (req) => familyDecides(db, deps.jobs, familyOf(req), req.body));
};
