import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { devices } from '../modules/device/device.table.js';
import { ApiClient } from '../test/api-client.js';
import { allCodes, grantPermissions } from '../test/permissions.js';
import { TcpProxy } from '../test/tcp-proxy.js';
import { createTestApp, signIn, type TestApp } from '../test/test-app.js';
import { sessions } from '../modules/auth/session.table.js';
import { hashToken } from './tokens.js';
import type { DatabaseLimits } from './config.js';
import { classifyDbError } from './db-errors.js';

const template = inject('dbTemplate');
const onPostgres = template.kind === 'postgres';
// Short waits, so a fault is answered within a second or two; the bounds asserted below are generous.
const limits: DatabaseLimits = { poolMax: 3, connectTimeoutMs: 1000, statementTimeoutMs: 1000, queryTimeoutMs: 1500, healthTimeoutMs: 1000, retryAfterSeconds: 7 };
const UNAVAILABLE = 'The service is temporarily unavailable, please try again shortly';
// "Answers rather than hangs": far above the limits, far below a client's patience.
const ANSWER_BOUND_MS = 8000;

// For the hung-up client: waits longer than the test takes, so only the hang-up can stop the work.
const patient: DatabaseLimits = { ...limits, connectTimeoutMs: 60_000, statementTimeoutMs: 60_000, queryTimeoutMs: 60_000 };

let t: TestApp;
let ops: ApiClient;

// The request deadline of the patient apps: the only thing that answers a request held that long.
const DEADLINE_MS = 4000;

async function setUp(options: Parameters<typeof createTestApp>[1], database = limits) {
  t = await createTestApp({ database, requestTimeoutMs: database === patient ? DEADLINE_MS : 120_000 }, options);
  await grantPermissions(t.database.db, 'PLATFORM', 9, allCodes(['device:device']));
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
}

/** Twenty requests at once across routes (session check, generic list, hand-written info, a write). */
async function burst() {
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => {
      const url = ['/sys/login/get_info', '/device/device/list', '/device/device/save', '/sys/home/summary'][i % 4]!;
      const payload = url.endsWith('save') ? { serialNo: `BURST-${i}`, kind: 'signIn' } : url.endsWith('list') ? {} : undefined;
      return t.app.inject({ method: payload ? 'POST' : 'GET', url: `${url}?lang=en_US`, headers: { authorization: `Bearer ${ops.token}` }, payload });
    }),
  );
  return { answers, ms: Date.now() - started };
}

function expectAllUnavailable(answers: Awaited<ReturnType<typeof burst>>['answers']) {
  for (const res of answers) {
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe('7');
    expect(res.json()).toEqual({ code: 503, txt: UNAVAILABLE, data: null });
  }
}

async function expectDeadline() {
  const started = Date.now();
  const res = await t.app.inject({ method: 'GET', url: '/sys/login/get_info?lang=en_US', headers: { authorization: `Bearer ${ops.token}` } });
  console.info(`held database: answered ${res.statusCode} by the request deadline (${DEADLINE_MS} ms) after ${Date.now() - started} ms`);
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('7');
  expect(res.json()).toEqual({ code: 503, txt: UNAVAILABLE, data: null });
}

/**
 * Every route of the API (from its own OpenAPI description), called while the database cannot
 * answer: each says 503 with Retry-After, or a 4xx it decides without the database; none says 500.
 */
async function everyRouteWhileUnavailable() {
  const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
  const calls = Object.entries(spec.paths).flatMap(([route, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url: route.replace(/\{[^}]+\}/g, 'x') })),
  );
  expect(calls.length).toBeGreaterThan(100);
  const answers = await Promise.all(
    calls.map(async ({ method, url }) => {
      const authorization = url.startsWith('/device/v1/') ? `Device ${'d'.repeat(32)}` : `Bearer ${ops.token}`;
      const res = await t.app.inject({ method: method as 'GET', url: `${url}?lang=en_US`, headers: { authorization }, ...(method === 'GET' ? {} : { payload: {} }) });
      return { route: `${method} ${url}`, status: res.statusCode, retryAfter: res.headers['retry-after'] };
    }),
  );
  const byStatus = answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});
  console.info(`every route while the database cannot answer: ${JSON.stringify(byStatus)}`);
  const wrong = answers.filter((a) => (a.status === 503 ? a.retryAfter !== '7' : a.status >= 500));
  expect(wrong).toEqual([]);
  // Nearly every route asks the database first (the session): those are 503.
  expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(calls.length * 0.8);
}

const healthz = () => t.app.inject({ method: 'GET', url: '/healthz?lang=en_US' });

/**
 * A request over a real socket that hangs up while its session check waits for the database. The
 * session is a fresh one last seen an hour ago: had its check run, it would have been marked seen.
 */
async function abandonedRequest(whileHeld: () => Promise<void>, hold: () => void) {
  const token = await signIn(t.app, 'demo-ops', 9);
  const hourAgo = new Date(Date.now() - 3_600_000);
  await t.database.db
    .update(sessions)
    .set({ lastSeenAt: hourAgo })
    .where(eq(sessions.tokenHash, hashToken(token)));
  hold();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const client = new AbortController();
  const sent = fetch(`${address}/sys/login/get_info`, { headers: { authorization: `Bearer ${token}` }, signal: client.signal }).catch(() => 'hung up');
  // Let the request reach the server and queue for the database, then leave.
  await new Promise((resolve) => setTimeout(resolve, 500));
  client.abort();
  expect(await sent).toBe('hung up');
  // The server has seen the socket close before the database frees up.
  for (let open = 1; open > 0; await new Promise((resolve) => setTimeout(resolve, 20))) {
    open = await new Promise<number>((resolve) => t.app.server.getConnections((_e, n) => resolve(n)));
  }
  await whileHeld();
  // The abandoned request had every chance to go on: others pass through the database after it.
  for (let i = 0; i < 3; i++) expect((await ops.post('/device/device/list', {})).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const [row] = await t.database.db
    .select({ lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row!.lastSeenAt.getTime() === hourAgo.getTime() ? 'not run' : 'ran';
}

describe.skipIf(!onPostgres)('PostgreSQL slow, held or down (through a proxy in front of it)', () => {
  let proxy: TcpProxy;

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    const target = new URL(template.url);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    await setUp({ database: { via: proxy.address, limits } });
  });
  afterAll(async () => {
    proxy?.pass();
    await t?.close();
    await proxy?.stop();
  });

  it('answers every request 503 with Retry-After while the database is slow, /healthz too, and recovers', async () => {
    proxy.mode = { kind: 'delay', ms: 2000 };
    const { answers, ms } = await burst();
    console.info(`slow database: 20 concurrent requests answered 503 within ${ms} ms`);
    expectAllUnavailable(answers);
    expect(ms).toBeLessThan(ANSWER_BOUND_MS);
    const health = await healthz();
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable', problems: [{ code: 'databaseUnreachable', message: 'The database cannot be reached' }] });

    proxy.pass();
    expect((await ops.get('/sys/login/get_info')).status).toBe(200);
    expect((await healthz()).json()).toMatchObject({ status: 'ok', problems: [] });
  });

  it('answers 503 at once while the database is down, and recovers when it is back', async () => {
    await proxy.stop();
    const { answers, ms } = await burst();
    console.info(`database down: 20 concurrent requests answered 503 within ${ms} ms`);
    expectAllUnavailable(answers);
    expect(ms).toBeLessThan(ANSWER_BOUND_MS);
    expect((await healthz()).statusCode).toBe(503);
    await everyRouteWhileUnavailable();

    await proxy.start();
    expect((await ops.get('/sys/login/get_info')).status).toBe(200);
    expect((await ops.post('/device/device/save', { serialNo: 'AFTER-DOWN', kind: 'signIn' })).status).toBe(200);
  });
});

describe.skipIf(!onPostgres)('PostgreSQL held, a client hanging up meanwhile', () => {
  let proxy: TcpProxy;

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    const target = new URL(template.url);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    await setUp({ database: { via: proxy.address, limits: patient } }, patient);
  });
  afterAll(async () => {
    proxy?.pass();
    await t?.close();
    await proxy?.stop();
  });

  it('answers a request held past its deadline 503 with Retry-After', async () => {
    proxy.mode = { kind: 'pause' };
    await expectDeadline();
    proxy.pass();
  });

  it('does not run the work of a request whose client hung up while it waited for a connection', async () => {
    let stuck: Array<Promise<{ status: number }>> = [];
    const hold = () => {
      proxy.mode = { kind: 'pause' };
      // Every pooled connection taken by reads stuck in the held network.
      stuck = Array.from({ length: patient.poolMax }, () => ops.post('/device/device/list', {}));
    };
    expect(await abandonedRequest(async () => proxy.pass(), hold)).toBe('not run');
    for (const res of await Promise.all(stuck)) expect([200, 503]).toContain(res.status);
    expect((await ops.post('/device/device/save', { serialNo: 'AFTER-GONE', kind: 'signIn' })).status).toBe(200);
  });
});

describe.skipIf(onPostgres)('PGlite busy (its one connection held)', () => {
  let release: () => void = () => undefined;
  let holding: Promise<unknown> = Promise.resolve();

  // A transaction that waits on the test keeps PGlite's only connection without blocking the event loop.
  const hold = () => {
    const gate = new Promise<void>((resolve) => (release = resolve));
    holding = t.database.db.transaction(async (tx) => {
      await tx.select({ id: devices.id }).from(devices).limit(1);
      await gate;
    });
  };

  beforeAll(() => setUp({ database: { limits } }));
  afterAll(async () => {
    release();
    await holding;
    await t?.close();
  });

  it('answers every request 503 with Retry-After while the database is busy, /healthz too, and recovers', async () => {
    hold();
    const { answers, ms } = await burst();
    console.info(`PGlite held: 20 concurrent requests answered 503 within ${ms} ms`);
    expectAllUnavailable(answers);
    expect(ms).toBeLessThan(ANSWER_BOUND_MS);
    expect((await healthz()).statusCode).toBe(503);
    await everyRouteWhileUnavailable();

    release();
    await holding;
    expect((await ops.get('/sys/login/get_info')).status).toBe(200);
    expect((await healthz()).json()).toMatchObject({ status: 'ok', problems: [] });
  });
});

describe.skipIf(onPostgres)('PGlite held, a client hanging up meanwhile', () => {
  let release: () => void = () => undefined;
  let holding: Promise<unknown> = Promise.resolve();
  const hold = () => {
    const gate = new Promise<void>((resolve) => (release = resolve));
    holding = t.database.db.transaction(async (tx) => {
      await tx.select({ id: devices.id }).from(devices).limit(1);
      await gate;
    });
  };

  beforeAll(() => setUp({ database: { limits: patient } }, patient));
  afterAll(async () => {
    release();
    await holding;
    await t?.close();
  });

  it('answers a request held past its deadline 503 with Retry-After', async () => {
    hold();
    await expectDeadline();
    release();
    await holding;
  });

  it('does not run the work of a request whose client hung up while it waited for its turn', async () => {
    const done = async () => {
      release();
      await holding;
    };
    expect(await abandonedRequest(done, hold)).toBe('not run');
    expect((await ops.post('/device/device/save', { serialNo: 'AFTER-GONE', kind: 'signIn' })).status).toBe(200);
  });
});

/**
 * PGlite itself stuck: a statement that does not end keeps its worker thread busy (the way it once
 * spun in its log flush on a nearly full disk). Before PGlite had a thread of its own this held the
 * whole server: no answer at all, /healthz included.
 */
describe.skipIf(onPostgres)('PGlite stuck on a statement that does not end', () => {
  beforeAll(() => setUp({ database: { limits, closeTimeoutMs: 500 } }));
  afterAll(() => t?.close());

  it('answers every request 503 with Retry-After, /healthz too, and closing stops the worker', async () => {
    const stuck = t.database.db.execute(sql`select pg_sleep(3600)`).then(() => 'answered', classifyDbError);
    // Its own caller stops waiting at the query timeout; the worker stays busy.
    expect(await stuck).toBe('unavailable');
    const { answers, ms } = await burst();
    console.info(`PGlite stuck: 20 concurrent requests answered 503 within ${ms} ms`);
    expectAllUnavailable(answers);
    expect(ms).toBeLessThan(ANSWER_BOUND_MS);
    const health = await healthz();
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable', problems: [{ code: 'databaseUnreachable', message: 'The database cannot be reached' }] });
    await everyRouteWhileUnavailable();

    // The worker does not close by itself: closing stops it after its short wait.
    await t.database.close();
    expect(classifyDbError(await t.database.db.execute(sql`select 1`).catch((error: unknown) => error))).toBe('unavailable');
  });
});
