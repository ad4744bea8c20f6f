import { deviceEndpoints } from '@kg/domain';
import { machineOf, sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { ingestAttendance } from '../attendance/attendance-ingest.service.js';
import { deviceResource } from './device.resource.js';
import { bindCard, listCards } from './card.service.js';
import { activateDevice, assignDevice, heartbeat, registerDevice, resetVerifyCode } from './device.service.js';
import { cameraResource, gatewayResource, speakerResource } from './equipment.resources.js';
import { rosterOf } from './roster.service.js';

/** The device registry (people's side) and the machines' own API under /device/v1. */
export const deviceRoutes: ModuleRoutes = async (app, deps) => {
  const { db } = deps;
  for (const options of [deviceResource(db), cameraResource(deps.secrets), gatewayResource, speakerResource]) {
    await app.register(resourceRoutes(new ResourceService(db, deps.resources, options)), deps);
  }
  const e = deviceEndpoints;
  endpoint(app, e.resetCode, async (req) => resetVerifyCode(db, sessionOf(req), req.body.id));
  endpoint(app, e.assign, async (req) => assignDevice(db, sessionOf(req), req.body.id, req.body));
  endpoint(app, e.cards, async (req) => listCards(db, sessionOf(req), req.body));
  endpoint(app, e.bindCard, async (req) => bindCard(db, sessionOf(req), req.body));
  endpoint(app, e.register, async (req) => registerDevice(db, deps.config.deviceThrottle, sessionOf(req), req.body.serialNo, req.body.verifyCode));
  endpoint(app, e.activate, async (req) => activateDevice(db, deps.config.deviceThrottle, req.body.serialNo, req.body.verifyCode, req.ip));
  endpoint(app, e.roster, async (req) => rosterOf(db, machineOf(req)));
  endpoint(app, e.heartbeat, async (req) => heartbeat(db, machineOf(req), req.body));
  endpoint(app, e.attendanceEvents, async (req) => ingestAttendance(db, machineOf(req), req.body.events), { bodyLimit: 2 * 1024 * 1024 });
};
