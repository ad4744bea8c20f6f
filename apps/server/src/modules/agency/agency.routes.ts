import { agencyEndpoints, kigBaseEndpoints } from '@kg/domain';
import { sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import { requestLocale } from '../../platform/i18n.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { kigBaseResource } from './kig-base.resource.js';
import { erasableKig, eraseKindergarten, KIG_FILES_ERASE_JOB, kigFilesEraseJob } from './kig-erase.service.js';
import { kigOpeningResource } from './kig-opening.resource.js';
import { moveOpening } from './kig-opening.service.js';
import { servicesEnding } from './service-ending.service.js';
import { agentAppModules, changeTerminalPassword, kigSetting, kigTotals, saveAgentAppModules, saveKigAppModules, saveKigSetting } from './kig-setting.service.js';

/** Agents and operations (issue 16): opening requests and their audit; kindergartens' records and settings. */
export const agencyRoutes: ModuleRoutes = async (app, deps) => {
  const openings = new ResourceService(deps.db, deps.resources, kigOpeningResource);
  await app.register(resourceRoutes(openings), deps);
  await app.register(resourceRoutes(new ResourceService(deps.db, deps.resources, kigBaseResource)), deps);
  const { db } = deps;
  const e = agencyEndpoints;
  endpoint(app, e.approveKigOpening, async (req) => moveOpening(db, openings, sessionOf(req), { id: req.body.id, action: 'approve' }, requestLocale(req)));
  endpoint(app, e.rejectKigOpening, async (req) => moveOpening(db, openings, sessionOf(req), { id: req.body.id, action: 'reject', reason: req.body.reason }, requestLocale(req)));
  endpoint(app, e.refileKigOpening, async (req) => moveOpening(db, openings, sessionOf(req), { id: req.body.id, action: 'refile' }, requestLocale(req)));
  const k = kigBaseEndpoints;
  endpoint(app, k.kigTotals, async (req) => kigTotals(db, sessionOf(req), req.query.id));
  endpoint(app, k.servicesEnding, async (req) => servicesEnding(db, sessionOf(req), deps.clock()));
  endpoint(app, k.eraseKig, async (req) => {
    const ctx = sessionOf(req);
    // Its reach and its ended service first: a code is not spent on a kindergarten that cannot be deleted.
    await erasableKig(db, ctx, req.body.id);
    await deps.codes.require(ctx, 'kig_delete', req.body.code);
    return eraseKindergarten(db, deps.resources, deps.identity, deps.jobs, ctx, req.body.id);
  });
  deps.jobs.handle(KIG_FILES_ERASE_JOB, kigFilesEraseJob(db, deps.storage), { maxAttempts: 10 });
  endpoint(app, k.kigSetting, async (req) => kigSetting(db, sessionOf(req)));
  endpoint(app, k.saveKigSetting, async (req) => saveKigSetting(db, sessionOf(req), req.body));
  endpoint(app, k.saveKigAppModules, async (req) => saveKigAppModules(db, sessionOf(req), req.body));
  endpoint(app, k.changeTerminalPassword, async (req) => changeTerminalPassword(db, sessionOf(req), req.body.password));
  endpoint(app, k.agentAppModules, async (req) => agentAppModules(db, sessionOf(req)));
  endpoint(app, k.saveAgentAppModules, async (req) => saveAgentAppModules(db, sessionOf(req), req.body));
};
