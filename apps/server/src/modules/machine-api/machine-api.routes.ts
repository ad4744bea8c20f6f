import { deviceEndpoints, type EndpointDef, type EndpointResult } from '@kg/domain';
import type { FastifyInstance } from 'fastify';
import { machineOf } from '../../platform/access.plugin.js';
import type { DeviceContext } from '../../platform/context.js';
import { endpoint, type EndpointOptions, type EndpointRequest } from '../../platform/endpoint.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { requireKigService } from '../../platform/tenancy/kig-services.js';
import { ingestAttendance } from '../attendance/attendance-ingest.service.js';
import { activateDevice, heartbeat } from '../device/device.service.js';
import { rosterOf } from '../device/roster.service.js';
import { signInTerminal } from '../device/terminal-account.service.js';
import { ingestChecks } from '../health/check-ingest.service.js';
import { authorizeCheckPhoto, confirmCheckPhoto } from '../health/check-photo.service.js';

/** A machine's call: its handler gets the machine the access check resolved from the token. */
function machineEndpoint<D extends EndpointDef>(
  app: FastifyInstance,
  def: D,
  handler: (request: EndpointRequest<D>, machine: DeviceContext) => Promise<EndpointResult<D>>,
  options?: EndpointOptions,
): void {
  endpoint(app, def, (request) => handler(request, machineOf(request)), options);
}

/**
 * The machines' whole API under /device/v1 (docs/architecture.md, section 8), in one place: activation, then with
 * the machine's own token its roster, heartbeat, attendance events, check photos and checks. The
 * areas keep the rules; this area only calls them, so the arrows run from here to them.
 */
export const machineApiRoutes: ModuleRoutes = async (app, { db, config, storage, ingestion }) => {
  const e = deviceEndpoints;
  endpoint(app, e.activate, async (req) => activateDevice(db, config.deviceThrottle, req.body.serialNo, req.body.verifyCode, req.ip));
  endpoint(app, e.terminalSignIn, async (req) => signInTerminal(db, config.deviceThrottle, req.body, req.ip));
  machineEndpoint(app, e.roster, async (_req, machine) => rosterOf(db, machine));
  machineEndpoint(app, e.heartbeat, async (req, machine) => heartbeat(db, machine, req.body));
  const batch = { bodyLimit: 2 * 1024 * 1024 };
  // A kindergarten not sold a machine's service refuses what its machines send for it (issue 16).
  machineEndpoint(
    app,
    e.attendanceEvents,
    async (req, machine) => {
      await requireKigService(db, machine.kigId, 'checkInService');
      return ingestAttendance(db, machine, req.body.events, (times) => ingestion.committed('attendance', times));
    },
    batch,
  );
  machineEndpoint(app, e.checkPhotoAuthorize, async (req, machine) => {
    await requireKigService(db, machine.kigId, 'morningCheckService');
    return authorizeCheckPhoto(db, storage, machine, req.body);
  });
  machineEndpoint(app, e.checkPhotoConfirm, async (req, machine) => confirmCheckPhoto(db, storage, machine, req.body.path));
  machineEndpoint(
    app,
    e.healthChecks,
    async (req, machine) => {
      await requireKigService(db, machine.kigId, 'morningCheckService');
      return ingestChecks(db, storage, machine, req.body.checks, (times) => ingestion.committed('healthCheck', times));
    },
    batch,
  );
};
