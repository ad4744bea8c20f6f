// PGlite only: the buckets are counted in the server's memory, before a route sends its SQL.
import { allows, apiPath, ENTITIES } from '@kg/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { ApiClient } from '../test/api-client.js';
import { allCodes, grantPermissions } from '../test/permissions.js';
import { createTestApp, envelope, type TestApp } from '../test/test-app.js';
import type { RateLimitConfig } from './config.js';

const WINDOW = 60;
const limits: RateLimitConfig = {
  enabled: true,
  session: { max: 8, windowSeconds: WINDOW },
  device: { max: 4, windowSeconds: WINDOW },
  address: { max: 5, windowSeconds: WINDOW },
  buckets: {
    export: { max: 2, windowSeconds: WINDOW },
    import: { max: 2, windowSeconds: WINDOW },
    upload: { max: 2, windowSeconds: WINDOW },
    report: { max: 2, windowSeconds: WINDOW },
  },
};

let t: TestApp;
let signIns = 0;

beforeAll(async () => {
  t = await createTestApp({ rateLimit: limits });
  await grantPermissions(t.database.db, 'PLATFORM', 9, allCodes(['device:device'], ['device:device:assign']));
});
afterAll(() => t.close());

/** A new session, signed in from an address of its own (sign-in is a public route, counted by address). */
async function session(userName: string, appType: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/sys/login/login',
    payload: { userName, password: 'Demo_1234', appType },
    remoteAddress: `10.9.0.${++signIns}`,
  });
  expect(res.statusCode).toBe(200);
  return (envelope(res).data as { token: string }).token;
}

const asSession = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

/** A machine installed at KG0001 and activated: its token. */
async function machine(n: number): Promise<string> {
  const ops = new ApiClient(t.app, await session('demo-ops', 9));
  const created = await ops.ok(ops.post<{ id: string; _once: { verifyCode: string } }>('/device/device/save', { serialNo: `SN-RATE-${n}`, kind: 'morningCheck' }));
  await ops.ok(ops.post('/device/device/assign', { id: created.id, kigCode: 'KG0001' }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/device/v1/activate',
    payload: { serialNo: `SN-RATE-${n}`, verifyCode: created._once.verifyCode },
    remoteAddress: `10.8.0.${n}`,
  });
  return (envelope(res).data as { token: string }).token;
}

const heartbeat = (token: string, lang = 'en_US') =>
  t.app.inject({ method: 'POST', url: `/device/v1/heartbeat?lang=${lang}`, headers: { authorization: `Device ${token}` }, payload: {} });

/** A refusal of the rate limit: the envelope, translated, with Retry-After in whole seconds within the window. */
function expectLimited(res: LightMyRequestResponse, text: RegExp) {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= WINDOW).toBe(true);
  const body = envelope(res);
  expect(body).toMatchObject({ code: 429, data: null });
  expect(body.txt).toMatch(text);
  expect(body.txt).toContain(String(seconds));
}

describe('rate limits', () => {
  it('per session: a session past its limit gets 429; another session of the same user is not held up', async () => {
    const first = await session('demo-kig', 3);
    const second = await session('demo-kig', 3);
    for (let i = 0; i < limits.session.max; i++) expect((await asSession(first, 'GET', '/sys/login/get_info')).statusCode).toBe(200);
    expectLimited(await asSession(first, 'GET', '/sys/login/get_info?lang=en_US'), /^Too many requests, please try again in \d+ seconds$/);
    expectLimited(await asSession(first, 'POST', '/campus/position/list?lang=zh_CN', {}), /^请求过于频繁，请 \d+ 秒后再试$/);
    expectLimited(await asSession(first, 'GET', '/sys/login/get_info?lang=zh_TW'), /^請求過於頻繁，請 \d+ 秒後再試$/);
    expect((await asSession(second, 'GET', '/sys/login/get_info')).statusCode).toBe(200);
  });

  it('per machine: a machine past its limit gets 429; another machine is not held up', async () => {
    const [busy, quiet] = [await machine(1), await machine(2)];
    for (let i = 0; i < limits.device.max; i++) expect((await heartbeat(busy)).statusCode).toBe(200);
    expectLimited(await heartbeat(busy), /^Too many requests, please try again in \d+ seconds$/);
    expectLimited(await heartbeat(busy, 'zh_CN'), /^请求过于频繁/);
    expect((await heartbeat(quiet)).statusCode).toBe(200);
  });

  it('per address: an address past its limit on public routes gets 429; another address is not held up (IPv6 by /64)', async () => {
    const config = (remoteAddress: string, lang = 'en_US') => t.app.inject({ method: 'GET', url: `/sys/config?lang=${lang}`, remoteAddress });
    for (let i = 0; i < limits.address.max; i++) expect((await config('192.0.2.77')).statusCode).toBe(200);
    expectLimited(await config('192.0.2.77'), /^Too many requests, please try again in \d+ seconds$/);
    expectLimited(await config('192.0.2.77', 'zh_TW'), /^請求過於頻繁/);
    expect((await config('192.0.2.78')).statusCode).toBe(200);
    // One /64 is one address: a client cannot step around the limit by changing its interface id.
    for (let i = 0; i < limits.address.max; i++) expect((await config(`2001:db8:0:1::${i + 1}`)).statusCode).toBe(200);
    expect((await config('2001:db8:0:1::ff')).statusCode).toBe(429);
    expect((await config('2001:db8:0:2::1')).statusCode).toBe(200);
  });

  it('an export bucket: a session past its exports gets 429 on exports only; another session exports', async () => {
    const busy = await session('demo-admin', 8);
    const other = await session('demo-admin', 8);
    for (let i = 0; i < limits.buckets.export.max; i++) expect((await asSession(busy, 'GET', '/system/user/export')).statusCode).toBe(200);
    // One bucket for every export route of the session, not one per route.
    expectLimited(await asSession(busy, 'POST', '/system/role/export?lang=en_US', {}), /^Too many requests, please try again in \d+ seconds$/);
    expect((await asSession(busy, 'GET', '/sys/login/get_info')).statusCode).toBe(200);
    expect((await asSession(other, 'GET', '/system/user/export')).statusCode).toBe(200);
  });

  it("an upload bucket counted by machine: a machine past its photo authorisations gets 429; another machine's are not held up", async () => {
    const [busy, quiet] = [await machine(3), await machine(4)];
    const authorize = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/device/v1/health/photos/authorize?lang=en_US',
        headers: { authorization: `Device ${token}` },
        payload: { fileName: 'hand.png', size: 100, contentType: 'image/png' },
      });
    for (let i = 0; i < limits.buckets.upload.max; i++) expect((await authorize(busy)).statusCode).toBe(200);
    expectLimited(await authorize(busy), /^Too many requests/);
    expect((await heartbeat(busy)).statusCode).toBe(200);
    expect((await authorize(quiet)).statusCode).toBe(200);
  });
});

describe('every 429 carries Retry-After', () => {
  it('a 429 from anything but our own errors (a plugin) still leaves translated, with Retry-After', async () => {
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    app.get('/test/plugin-429', { config: { access: { public: true } } }, async () => {
      throw Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 });
    });
    try {
      expectLimited(await app.inject({ method: 'GET', url: '/test/plugin-429?lang=en_US' }), /^Too many requests, please try again in 60 seconds$/);
    } finally {
      await app.close();
    }
  });
});

describe('costly routes declare their bucket', () => {
  it('every export, import, upload authorisation and report generation names its bucket in the API description', async () => {
    const description = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: Record<string, Record<string, { 'x-rate-bucket'?: string }>> }>();
    const declared = new Map<string, string>();
    for (const [path, methods] of Object.entries(description.paths)) {
      for (const [method, operation] of Object.entries(methods)) if (operation['x-rate-bucket']) declared.set(`${method.toUpperCase()} ${path}`, operation['x-rate-bucket']);
    }
    const expected = new Map<string, string>([
      ['GET /attendance/monthly/export', 'export'],
      ['GET /health/stats/monthlyExport', 'export'],
      ['GET /attendance/daily/export', 'export'],
      ['GET /attendance/noCheck/export', 'export'],
      ['POST /attendance/records/export', 'export'],
      ['GET /health/stats/dailyExport', 'export'],
      ['GET /health/growthReport/pdf', 'export'],
      ['POST /health/growthReport/generate', 'report'],
      ['POST /sys/third-auth/getOssAuth', 'upload'],
      ['POST /device/v1/health/photos/authorize', 'upload'],
      ['GET /school/timetable/export', 'export'],
      ['GET /school/notice/readers/export', 'export'],
      ['POST /school/records/export', 'export'],
      ['POST /school/teacherTotals/export', 'export'],
      ['POST /agency/stats/export', 'export'],
      ['POST /agency/membership/status/export', 'export'],
      ['GET /money/lines/export', 'export'],
      ['POST /money/statement/generate', 'report'],
      ['GET /money/statement/xlsx', 'export'],
      ['GET /money/statement/pdf', 'export'],
      ['GET /money/reconciliation/export', 'export'],
      ['POST /operations/group/export', 'export'],
      ['POST /operations/institution/export', 'export'],
      ['POST /operations/stats/export', 'export'],
      ['GET /supervision/overview/export', 'export'],
    ]);
    for (const entity of ENTITIES) {
      if (allows(entity, 'export')) for (const method of ['GET', 'POST']) expected.set(`${method} ${apiPath(entity, 'export')}`, 'export');
      if (allows(entity, 'import')) {
        expected.set(`POST ${apiPath(entity, 'import')}`, 'import');
        expected.set(`GET ${apiPath(entity, 'importTemplate')}`, 'export');
      }
    }
    expect(Object.fromEntries(declared)).toEqual(Object.fromEntries(expected));
    // And no route that sounds costly was left out of that list.
    const costly = /export|import|pdf|getOssAuth|photos\/authorize|generate/i;
    const all = Object.entries(description.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(all.filter((route) => costly.test(route) && !declared.has(route))).toEqual([]);
  });
});
