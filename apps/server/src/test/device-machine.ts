import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../platform/db.js';
import { grantPermissions } from './permissions.js';
import { call, envelope, signIn } from './test-app.js';

/**
 * A gate machine of the demo kindergarten KG0001, as in life: operations provision it, the
 * kindergarten registers it with its code, the machine activates. Returns its `Device` token.
 */
export async function activatedGateMachine(app: FastifyInstance, db: Db, serialNo: string): Promise<string> {
  // Neither code is granted in the demo catalogue.
  await grantPermissions(db, 'PLATFORM', 9, ['device:device:add', 'device:device:edit']);
  await grantPermissions(db, 'KG0001', 3, ['device:device:register']);
  const [ops, kig] = [await signIn(app, 'demo-ops', 9), await signIn(app, 'demo-kig', 3)];
  const created = step(await call(app, ops, { method: 'POST', url: '/device/device/save', payload: { serialNo, kind: 'signIn' } })) as { _once: { verifyCode: string } };
  const { verifyCode } = created._once;
  step(await call(app, kig, { method: 'POST', url: '/device/device/register', payload: { serialNo, verifyCode } }));
  return (step(await app.inject({ method: 'POST', url: '/device/v1/activate', payload: { serialNo, verifyCode } })) as { token: string }).token;
}

/** A step of the setup that must succeed: a failure stops the test that needs the machine, with the answer. */
function step(res: LightMyRequestResponse): unknown {
  const body = envelope(res);
  if (body.code !== 200) throw new Error(`machine setup failed: ${res.body}`);
  return body.data;
}
