import { isRealDate } from '@kg/domain';
import { z } from 'zod';
import { sessionOf } from '../../platform/access.plugin.js';
import { ok } from '../../platform/envelope.js';
import { t } from '../../platform/i18n.js';
import { type ModuleRoutes, typed } from '../../platform/module.js';
import { linkRoutes } from '../../platform/resource/link.routes.js';
import { LinkService } from '../../platform/resource/link.service.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { campusLinks, campusResources, classResource, enrollmentResource, gradeResource, studentResource } from './campus.resources.js';
import { admit, type CampusServices, changeClass, graduate, graduatePreview, promote, promotePreview } from './year-moves.service.js';

const gradeQuery = z.looseObject({ gradeId: z.uuid() });
const gradeBody = z.object({ gradeId: z.uuid() });
const admitBody = z.object({
  id: z.uuid(),
  classId: z.uuid(),
  studentNumber: z.string().trim().min(1).max(32).regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/, { error: 'validation.format.code' }),
  enrolDate: z.string().refine(isRealDate, { error: 'validation.format.date' }),
});

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
  const r = typed(app);

  r.get('/campus/grade/promotePreview', { config: { access: { permission: 'campus:grade:promote' } }, schema: { querystring: gradeQuery } }, async (req) =>
    ok(await promotePreview(db, s, sessionOf(req), req.query.gradeId)),
  );
  r.post('/campus/grade/promote', { config: { access: { permission: 'campus:grade:promote' } }, schema: { body: gradeBody } }, async (req) =>
    ok(await promote(db, s, sessionOf(req), req.body.gradeId), t(req, 'success.ok')),
  );
  r.get('/campus/grade/graduatePreview', { config: { access: { permission: 'campus:grade:graduate' } }, schema: { querystring: gradeQuery } }, async (req) =>
    ok(await graduatePreview(db, s, sessionOf(req), req.query.gradeId)),
  );
  r.post('/campus/grade/graduate', { config: { access: { permission: 'campus:grade:graduate' } }, schema: { body: gradeBody } }, async (req) =>
    ok(await graduate(db, s, sessionOf(req), req.body.gradeId), t(req, 'success.ok')),
  );
  r.post(
    '/campus/student/changeClass',
    { config: { access: { permission: 'campus:student:changeClass' } }, schema: { body: z.object({ id: z.uuid(), classId: z.uuid() }) } },
    async (req) => ok(await changeClass(db, s, sessionOf(req), req.body.id, req.body.classId), t(req, 'success.ok')),
  );
  r.post('/campus/enrollment/admit', { config: { access: { permission: 'campus:enrollment:admit' } }, schema: { body: admitBody } }, async (req) =>
    ok(await admit(db, s, sessionOf(req), req.body), t(req, 'success.ok')),
  );
};
