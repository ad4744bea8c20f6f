import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ApiClient } from './api-client.js';

/**
 * A morning-check machine of the kindergarten `kigCode`, as operations set one up: provisioned, assigned
 * to the kindergarten, then activated by the machine with its verification code. Returns its `Device`
 * token. `ops` is operations' client (demo-ops, system 9).
 */
export async function activatedCheckMachine(app: FastifyInstance, ops: ApiClient, kigCode: string, serialNo: string): Promise<string> {
  const created = await ops.ok(ops.post<{ id: string; _once: { verifyCode: string } }>('/device/device/save', { serialNo, kind: 'morningCheck' }));
  await ops.ok(ops.post('/device/device/assign', { id: created.id, kigCode }));
  const activated = await app.inject({ method: 'POST', url: '/device/v1/activate', payload: { serialNo, verifyCode: created._once.verifyCode } });
  return activated.json<{ data: { token: string } }>().data.token;
}

/**
 * One check as a machine reports it: a child's card read at ten past eight on `day` in Shanghai (a
 * morning check), with the temperature in degrees; `more` adds or replaces fields (session, time,
 * unclear, mouth, photos).
 */
export const machineCheck = (day: string, recordId: string, cardNo: string, temperature: number, more: object = {}) => ({
  recordId,
  method: 'card',
  credential: cardNo,
  session: 'morning',
  time: `${day}T00:10:00Z`,
  temperature,
  ...more,
});

/** A machine's batch of checks, sent with its token (answered in `lang`, the API's default when absent). */
export function sendChecks(app: FastifyInstance, token: string, checks: object[], lang?: string): Promise<LightMyRequestResponse> {
  const query = lang ? `?lang=${lang}` : '';
  return app.inject({ method: 'POST', url: `/device/v1/health/checks${query}`, headers: { authorization: `Device ${token}` }, payload: { checks } });
}
