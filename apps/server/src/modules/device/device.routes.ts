import { deviceEndpoints } from '@kg/domain';
import { sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { deviceResource } from './device.resource.js';
import { bindCard, listCards } from './card.service.js';
import { assignDevice, registerDevice, resetVerifyCode } from './device.service.js';
import { cameraResource, gatewayResource, speakerResource } from './equipment.resources.js';

/** The device registry, people's side (the machines' own API is modules/machine-api). */
export const deviceRoutes: ModuleRoutes = async (app, deps) => {
  const { db } = deps;
  for (const options of [deviceResource, cameraResource(deps.secrets), gatewayResource, speakerResource]) {
    await app.register(resourceRoutes(new ResourceService(db, deps.resources, options)), deps);
  }
  const e = deviceEndpoints;
  endpoint(app, e.resetCode, async (req) => resetVerifyCode(db, sessionOf(req), req.body.id));
  endpoint(app, e.assign, async (req) => assignDevice(db, sessionOf(req), req.body.id, req.body));
  endpoint(app, e.cards, async (req) => listCards(db, sessionOf(req), req.body));
  endpoint(app, e.bindCard, async (req) => bindCard(db, sessionOf(req), req.body));
  endpoint(app, e.register, async (req) => registerDevice(db, deps.config.deviceThrottle, sessionOf(req), req.body.serialNo, req.body.verifyCode));
};
