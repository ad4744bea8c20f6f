import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../test/api-client.js';
import { allCodes, grantPermissions } from '../../test/permissions.js';
import { createTestApp, envelope, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ops: ApiClient;
let kig: ApiClient;
let made = 0;

beforeAll(async () => {
  t = await createTestApp({ deviceThrottle: { maxSerialFailures: 3, maxAddressFailures: 6, windowMinutes: 15, lockMinutes: 15, slowAfter: 1, delayStepMs: 5, maxDelayMs: 20 } });
  await grantPermissions(t.database.db, 'PLATFORM', 9, allCodes(['device:device'], ['device:device:assign']));
  await grantPermissions(t.database.db, 'KG0001', 3, allCodes(['device:device'], ['device:device:register']));
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
});
afterAll(() => t.close());

/** A provisioned machine: its serial and code; installed at KG0001 when `assigned`. */
async function machine(assigned: boolean): Promise<{ serialNo: string; verifyCode: string }> {
  const serialNo = `SN-THROTTLE-${++made}`;
  const created = await ops.ok(ops.post<{ id: string; _once: { verifyCode: string } }>('/device/device/save', { serialNo, kind: 'signIn' }));
  if (assigned) await ops.ok(ops.post('/device/device/assign', { id: created.id, kigCode: 'KG0001' }));
  return { serialNo, verifyCode: created._once.verifyCode };
}

const activate = (serialNo: string, verifyCode: string, remoteAddress = '192.0.2.1', lang = 'en_US') =>
  t.app.inject({ method: 'POST', url: `/device/v1/activate?lang=${lang}`, payload: { serialNo, verifyCode }, remoteAddress });

function expectLocked(res: Awaited<ReturnType<typeof activate>>, text: RegExp) {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(Number.isInteger(seconds) && seconds > 0 && seconds <= 15 * 60).toBe(true);
  expect(envelope(res)).toMatchObject({ code: 429, data: null });
  expect(envelope(res).txt).toMatch(text);
}

describe('machine activation is throttled like sign-in', () => {
  it('locks a serial after its wrong codes, even for the right code, with Retry-After and a translated message', async () => {
    const m = await machine(true);
    for (let i = 0; i < t.config.deviceThrottle.maxSerialFailures; i++) expect((await activate(m.serialNo, 'WRONG234', `192.0.2.${10 + i}`)).statusCode).toBe(401);
    expectLocked(await activate(m.serialNo, m.verifyCode, '192.0.2.50'), /Too many wrong serial numbers or verification codes, please try again in \d+ minutes/);
    expectLocked(await activate(m.serialNo, m.verifyCode, '192.0.2.50', 'zh_CN'), /^序列号或验证码错误次数过多，请 \d+ 分钟后再试$/);
    expectLocked(await activate(m.serialNo, m.verifyCode, '192.0.2.50', 'zh_TW'), /^序號或驗證碼錯誤次數過多，請 \d+ 分鐘後再試$/);
    // Another machine, from one of the same addresses, is not held up.
    const other = await machine(true);
    expect((await activate(other.serialNo, other.verifyCode, '192.0.2.10')).statusCode).toBe(200);
  });

  it('counts a right code on a machine not yet installed like any refusal (the answer and its delay tell nothing)', async () => {
    const m = await machine(false);
    for (let i = 0; i < t.config.deviceThrottle.maxSerialFailures; i++) expect((await activate(m.serialNo, m.verifyCode, '192.0.2.60')).statusCode).toBe(401);
    expect((await activate(m.serialNo, m.verifyCode, '192.0.2.61')).statusCode).toBe(429);
  });

  it('locks an address that tries many serials, and only that address', async () => {
    const m = await machine(true);
    for (let i = 0; i < t.config.deviceThrottle.maxAddressFailures; i++) expect((await activate(`SN-GUESS-${i}`, 'WRONG234', '198.51.100.7')).statusCode).toBe(401);
    expectLocked(await activate(m.serialNo, m.verifyCode, '198.51.100.7'), /Too many wrong serial numbers/);
    expect((await activate(m.serialNo, m.verifyCode, '198.51.100.8')).statusCode).toBe(200);
  });

  it('a success clears the serial: earlier failures do not add up across a right activation', async () => {
    const m = await machine(true);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < t.config.deviceThrottle.maxSerialFailures - 1; i++) expect((await activate(m.serialNo, 'WRONG234', `203.0.113.${round * 10 + i}`)).statusCode).toBe(401);
      expect((await activate(m.serialNo, m.verifyCode, '203.0.113.99')).statusCode).toBe(200);
    }
  });
});

describe("a kindergarten's registration is throttled with the same counters", () => {
  it('locks the serial after wrong codes (422 each, then 429), for registration and activation alike', async () => {
    const m = await machine(false);
    for (let i = 0; i < t.config.deviceThrottle.maxSerialFailures; i++) {
      expect((await kig.post('/device/device/register', { serialNo: m.serialNo, verifyCode: 'WRONG234' })).status).toBe(422);
    }
    const res = await kig.raw('POST', '/device/device/register', { serialNo: m.serialNo, verifyCode: m.verifyCode });
    expectLocked(res, /Too many wrong serial numbers or verification codes/);
    expect((await activate(m.serialNo, m.verifyCode, '192.0.2.200')).statusCode).toBe(429);
  });

  it('registers with the right code while not locked', async () => {
    const m = await machine(false);
    expect((await kig.post('/device/device/register', { serialNo: m.serialNo, verifyCode: 'WRONG234' })).status).toBe(422);
    expect((await kig.post('/device/device/register', { serialNo: m.serialNo, verifyCode: m.verifyCode })).status).toBe(200);
  });
});
