import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type Page } from '../../test/api-client.js';
import { allCodes, grantPermissions } from '../../test/permissions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ops: ApiClient;
let kig1: ApiClient;
let kig2: ApiClient;
let kig1Id: string;
const machine: { id?: string; serialNo: string; verifyCode?: string; token?: string } = { serialNo: 'SN-2026-0001' };

beforeAll(async () => {
  t = await createTestApp();
  await grantPermissions(t.database.db, 'PLATFORM', 9, allCodes(['device:device'], ['device:device:enable', 'device:device:disable']));
  const kigCodes = allCodes(['device:device'], ['device:device:register', 'device:device:enable', 'device:device:disable']);
  kig1Id = await grantPermissions(t.database.db, 'KG0001', 3, kigCodes);
  await grantPermissions(t.database.db, 'KG0002', 3, kigCodes);
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
  kig1 = await ApiClient.as(t.app, 'demo-kig', 3);
  kig2 = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
});
afterAll(() => t.close());

const device = (token: string | undefined, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: token === undefined ? {} : { authorization: `Device ${token}` } });

describe('device registry', () => {
  it('operations provision a machine; its verification code is shown once', async () => {
    const created = await ops.ok(
      ops.post<{ id: string; _once: { verifyCode: string }; kigId: null }>('/device/device/save', { serialNo: machine.serialNo, kind: 'morningCheck', name: '晨检机 1 号' }),
    );
    expect(created._once.verifyCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(created.kigId).toBeNull();
    machine.id = created.id;
    machine.verifyCode = created._once.verifyCode;
    expect(JSON.stringify(await ops.ok(ops.get(`/device/device/get?id=${created.id}`)))).not.toMatch(/verifyCode|Hash/);
    // Only the platform provisions machines.
    expect((await kig1.post('/device/device/save', { serialNo: 'SN-FAKE-0001', kind: 'gateway' })).status).toBe(403);
  });

  it('a kindergarten registers it only with the right code; another cannot take it', async () => {
    expect(await kig1.post('/device/device/register', { serialNo: machine.serialNo, verifyCode: 'WRONG123' })).toMatchObject({
      status: 422,
      txt: 'Wrong serial number or verification code',
    });
    expect((await kig1.post('/device/device/register', { serialNo: 'SN-UNKNOWN', verifyCode: machine.verifyCode })).status).toBe(422);
    expect(await kig1.ok(kig1.post('/device/device/register', { serialNo: machine.serialNo.toLowerCase(), verifyCode: machine.verifyCode!.toLowerCase() }))).toEqual({
      id: machine.id,
    });
    expect((await kig2.post('/device/device/register', { serialNo: machine.serialNo, verifyCode: machine.verifyCode })).status).toBe(409);
    const mine = await kig1.ok(kig1.post<Page<{ id: string; kigId: string }>>('/device/device/list', {}));
    expect(mine.records).toEqual([expect.objectContaining({ id: machine.id, kigId: kig1Id })]);
    expect((await kig2.ok(kig2.post<Page<unknown>>('/device/device/list', {}))).total).toBe(0);
    expect((await kig2.get(`/device/device/get?id=${machine.id}`)).status).toBe(404);
  });

  it('the machine activates with serial and code, gets its own token, and beats', async () => {
    const activated = await t.app.inject({ method: 'POST', url: '/device/v1/activate', payload: { serialNo: machine.serialNo, verifyCode: machine.verifyCode } });
    machine.token = activated.json<{ data: { token: string } }>().data.token;
    expect(machine.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const beat = await device(machine.token, '/device/v1/heartbeat', { version: '2.4.1', fingerprint: 'cpu:abc;mac:00:11' });
    expect(beat.statusCode).toBe(200);
    const seen = await ops.ok(ops.get<{ version: string; lastOnlineAt: string }>(`/device/device/get?id=${machine.id}`));
    expect(seen.version).toBe('2.4.1');
    expect(Date.now() - new Date(seen.lastOnlineAt).getTime()).toBeLessThan(60_000);
  });

  it('answers beats sent at once, each after its write, and keeps the last version the machine sent', async () => {
    const first = await device(machine.token, '/device/v1/heartbeat', { version: '3.0.0' });
    expect(first.statusCode).toBe(200);
    // While the first beat of a quiet moment is written, the others gather into one next batch.
    const beats = await Promise.all(Array.from({ length: 20 }, (_, i) => device(machine.token, '/device/v1/heartbeat', { version: `3.0.${i + 1}` })));
    expect(beats.map((b) => b.statusCode)).toEqual(beats.map(() => 200));
    const seen = await ops.ok(ops.get<{ version: string; fingerprint: string; lastOnlineAt: string }>(`/device/device/get?id=${machine.id}`));
    expect(seen.version).toMatch(/^3\.0\.([1-9]|1\d|20)$/);
    // A beat without a fingerprint keeps the one sent before.
    expect(seen.fingerprint).toBe('cpu:abc;mac:00:11');
    const latest = Math.max(...beats.map((b) => new Date(b.json<{ data: { serverTime: string } }>().data.serverTime).getTime()));
    expect(new Date(seen.lastOnlineAt).getTime()).toBe(latest);
  });

  it('refuses a machine with no, a forged or a replaced token, and a disabled machine (401)', async () => {
    expect((await device(undefined, '/device/v1/heartbeat')).statusCode).toBe(401);
    expect((await device('forged-token-forged-token-forged-token-xx', '/device/v1/heartbeat')).statusCode).toBe(401);
    const people = await t.app.inject({ method: 'POST', url: '/device/v1/heartbeat', headers: { authorization: `Bearer ${kig1.token}` }, payload: {} });
    expect(people.statusCode).toBe(401);
    const old = machine.token!;
    const again = await t.app.inject({ method: 'POST', url: '/device/v1/activate', payload: { serialNo: machine.serialNo, verifyCode: machine.verifyCode } });
    machine.token = again.json<{ data: { token: string } }>().data.token;
    expect((await device(old, '/device/v1/heartbeat')).statusCode).toBe(401);
    await kig1.ok(kig1.post('/device/device/disable', { id: machine.id }));
    expect((await device(machine.token, '/device/v1/heartbeat')).statusCode).toBe(401);
    await kig1.ok(kig1.post('/device/device/enable', { id: machine.id }));
    expect((await device(machine.token, '/device/v1/heartbeat')).statusCode).toBe(200);
  });

  it('an unregistered machine cannot activate', async () => {
    const other = await ops.ok(ops.post<{ _once: { verifyCode: string } }>('/device/device/save', { serialNo: 'SN-2026-0002', kind: 'signIn' }));
    const res = await t.app.inject({ method: 'POST', url: '/device/v1/activate', payload: { serialNo: 'SN-2026-0002', verifyCode: other._once.verifyCode } });
    expect(res.statusCode).toBe(401);
  });
});
