import { attendanceBatchSchema, cardBindSchema, cardListSchema } from '@kg/domain';
import { z } from 'zod';
import { sessionOf } from '../../platform/access.plugin.js';
import { ok } from '../../platform/envelope.js';
import { t } from '../../platform/i18n.js';
import { type ModuleRoutes, typed } from '../../platform/module.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { unauthorized } from '../../platform/errors.js';
import { ingestAttendance } from '../attendance/attendance-ingest.service.js';
import { deviceResource } from './device.resource.js';
import { bindCard, listCards } from './card.service.js';
import { activateDevice, assignDevice, heartbeat, registerDevice, resetVerifyCode } from './device.service.js';
import { cameraResource, gatewayResource, speakerResource } from './equipment.resources.js';
import { rosterOf } from './roster.service.js';

const serialAndCode = z.object({ serialNo: z.string().trim().min(1).max(32), verifyCode: z.string().trim().min(1).max(16) });

/** The device registry (people's side) and the machines' own API under /device/v1. */
export const deviceRoutes: ModuleRoutes = async (app, deps) => {
  const { db } = deps;
  for (const options of [deviceResource(db), cameraResource(deps.secrets), gatewayResource, speakerResource]) {
    await app.register(resourceRoutes(new ResourceService(db, deps.resources, options)), deps);
  }
  const r = typed(app);
  const byId = z.object({ id: z.uuid() });
  r.post('/device/device/resetCode', { config: { access: { permission: 'device:device:resetCode' } }, schema: { body: byId } }, async (req) =>
    ok(await resetVerifyCode(db, sessionOf(req), req.body.id), t(req, 'success.ok')),
  );
  r.post(
    '/device/device/assign',
    { config: { access: { permission: 'device:device:assign' } }, schema: { body: z.object({ id: z.uuid(), kigId: z.uuid().nullable().optional(), kigCode: z.string().trim().min(1).max(32).optional() }) } },
    async (req) => ok(await assignDevice(db, sessionOf(req), req.body.id, req.body), t(req, 'success.saved')),
  );
  r.post('/device/card/list', { config: { access: { permission: 'device:card:view' } }, schema: { body: cardListSchema } }, async (req) =>
    ok(await listCards(db, sessionOf(req), req.body)),
  );
  r.post('/device/card/bind', { config: { access: { permission: 'device:card:bind' } }, schema: { body: cardBindSchema } }, async (req) =>
    ok(await bindCard(db, sessionOf(req), req.body), t(req, 'success.saved')),
  );
  r.get('/device/v1/roster', { config: { access: { device: true } } }, async (req) => {
    if (!req.device) throw unauthorized('error.deviceAuth');
    return ok(await rosterOf(db, req.device));
  });

  r.post('/device/device/register', { config: { access: { permission: 'device:device:register' } }, schema: { body: serialAndCode } }, async (req) =>
    ok(await registerDevice(db, deps.config.deviceThrottle, sessionOf(req), req.body.serialNo, req.body.verifyCode), t(req, 'success.saved')),
  );

  r.post('/device/v1/activate', { config: { access: { public: true } }, schema: { body: serialAndCode } }, async (req) =>
    ok(await activateDevice(db, deps.config.deviceThrottle, req.body.serialNo, req.body.verifyCode, req.ip)),
  );

  r.post(
    '/device/v1/attendance/events',
    { config: { access: { device: true } }, bodyLimit: 2 * 1024 * 1024, schema: { body: attendanceBatchSchema } },
    async (req) => {
      if (!req.device) throw unauthorized('error.deviceAuth');
      return ok(await ingestAttendance(db, req.device, req.body.events));
    },
  );

  r.post(
    '/device/v1/heartbeat',
    {
      config: { access: { device: true } },
      schema: { body: z.object({ version: z.string().trim().max(32).optional(), fingerprint: z.string().trim().max(128).optional() }) },
    },
    async (req) => {
      if (!req.device) throw unauthorized('error.deviceAuth');
      return ok(await heartbeat(db, req.device, req.body));
    },
  );
};
