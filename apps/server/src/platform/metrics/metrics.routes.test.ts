import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { students } from '../../modules/campus/campus.tables.js';
import { GROWTH_JOB } from '../../modules/health/growth-report.service.js';
import { activatedGateMachine } from '../../test/device-machine.js';
import { grantPermissions } from '../../test/permissions.js';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app.js';
import { jobs } from '../jobs/job.table.js';
import { captureLog } from '../../test/log-capture.js';

const { log, lines } = captureLog();

let t: TestApp;
let machine: string;
let cards: string[];

beforeAll(async () => {
  // One pooled connection on both drivers, so that a test can hold it and make a statement wait.
  t = await createTestApp({}, { log, database: { limits: { ...testConfig().database, poolMax: 1 } } });
  const db = t.database.db;
  await seedCampus(db, ['KG0001']);
  const kigId = await grantPermissions(db, 'KG0001', 3, ['device:device:view']);
  cards = (await db.select({ cardNo: students.cardNo }).from(students).where(eq(students.kigId, kigId)).limit(3)).map((r) => r.cardNo!);
  machine = await activatedGateMachine(t.app, db, 'GATE-METRICS-1');
}, 60_000);
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

/** The value of one series (name and exact labels as written), or undefined when absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const secondsAgo = (s: number) => new Date(Date.now() - s * 1000).toISOString();

describe('/metrics', () => {
  it('answers in the Prometheus text format: requests by route pattern, method and status, and the process', async () => {
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    for (const id of ids) expect((await t.app.inject({ method: 'GET', url: `/campus/student/get?id=${id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/no/such/${ids[0]}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    const res = await scrape();
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.body;
    // Every line is a comment or a sample: `name{labels} value`.
    const malformed = text
      .split('\n')
      .filter((l) => l !== '' && !l.startsWith('# '))
      .filter((l) => !/^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? -?(\d+(\.\d+)?(e[+-]?\d+)?|NaN|\+Inf|-Inf)$/.test(l));
    expect(malformed).toEqual([]);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/campus/student/get",status_code="401"}')).toBe(2);
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/healthz",status_code="200"}')).toBe(1);
    // An address no route matches counts under one label: no address, no id, ever makes a series.
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}')).toBe(1);
    for (const id of ids) expect(text).not.toContain(id);
    expect(valueOf(text, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/campus/student/get",status_code="401"}')).toBe(2);
    expect(valueOf(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it("tells how long a machine's events took from their own time to their commit, once each", async () => {
    const headers = { authorization: `Device ${machine}` };
    const events = [
      { recordId: crypto.randomUUID(), method: 'card', credential: cards[0]!, direction: 'in', time: secondsAgo(90) },
      { recordId: crypto.randomUUID(), method: 'card', credential: cards[1]!, direction: 'in', time: secondsAgo(90) },
    ];
    const sent = await t.app.inject({ method: 'POST', url: '/device/v1/attendance/events', headers, payload: { events } });
    expect(sent.json()).toMatchObject({ data: { accepted: 2 } });
    // Sent again: duplicates, already counted.
    expect((await t.app.inject({ method: 'POST', url: '/device/v1/attendance/events', headers, payload: { events } })).json()).toMatchObject({ data: { duplicates: 2 } });
    const checks = [{ recordId: crypto.randomUUID(), method: 'card', credential: cards[2]!, session: 'morning', temperature: 36.6, time: secondsAgo(3) }];
    expect((await t.app.inject({ method: 'POST', url: '/device/v1/health/checks', headers, payload: { checks } })).json()).toMatchObject({ data: { accepted: 1 } });

    const text = (await scrape()).body;
    expect(text).toContain('# TYPE kg_ingestion_lag_seconds histogram');
    expect(valueOf(text, 'kg_ingestion_lag_seconds_count{kind="attendance"}')).toBe(2);
    expect(valueOf(text, 'kg_ingestion_lag_seconds_bucket{le="60",kind="attendance"}')).toBe(0);
    expect(valueOf(text, 'kg_ingestion_lag_seconds_bucket{le="120",kind="attendance"}')).toBe(2);
    const sum = valueOf(text, 'kg_ingestion_lag_seconds_sum{kind="attendance"}')!;
    expect(sum).toBeGreaterThanOrEqual(180);
    expect(sum).toBeLessThan(240);
    expect(valueOf(text, 'kg_ingestion_lag_seconds_count{kind="health_check"}')).toBe(1);
    expect(valueOf(text, 'kg_ingestion_lag_seconds_bucket{le="2",kind="health_check"}')).toBe(0);
    expect(valueOf(text, 'kg_ingestion_lag_seconds_bucket{le="60",kind="health_check"}')).toBe(1);
    // Each machine route timed by its pattern.
    expect(valueOf(text, 'http_request_duration_seconds_count{method="POST",route="/device/v1/attendance/events",status_code="200"}')).toBe(2);
  });

  it('tells the job queue by kind: ready, delayed and running, and how long the oldest ready one has waited', async () => {
    const db = t.database.db;
    const kind = 'metrics.test';
    await db.insert(jobs).values([
      { kind, payload: {}, runAfter: new Date(Date.now() - 120_000) },
      { kind, payload: {}, runAfter: new Date(Date.now() - 10_000) },
      { kind, payload: {}, runAfter: new Date(Date.now() + 600_000) },
      { kind, payload: {}, status: 'running', leaseUntil: new Date(Date.now() + 60_000) },
      { kind, payload: {}, status: 'done' },
    ]);
    const text = (await scrape()).body;
    expect(valueOf(text, `kg_jobs{kind="${kind}",state="ready"}`)).toBe(2);
    expect(valueOf(text, `kg_jobs{kind="${kind}",state="delayed"}`)).toBe(1);
    expect(valueOf(text, `kg_jobs{kind="${kind}",state="running"}`)).toBe(1);
    const age = valueOf(text, `kg_jobs_oldest_ready_age_seconds{kind="${kind}"}`)!;
    expect(age).toBeGreaterThanOrEqual(120);
    expect(age).toBeLessThan(180);
    // A kind this server handles is told at zero while it has no job.
    expect(valueOf(text, `kg_jobs{kind="${GROWTH_JOB}",state="ready"}`)).toBe(0);
    expect(valueOf(text, `kg_jobs_oldest_ready_age_seconds{kind="${GROWTH_JOB}"}`)).toBe(0);
    await db.execute(sql`delete from jobs where kind = ${kind}`);
  });

  it('tells the pool: connections in use and idle, its size, and the statements waiting for one', async () => {
    const idle = (await scrape()).body;
    expect(valueOf(idle, 'kg_db_pool_max_connections')).toBe(1);
    expect(valueOf(idle, 'kg_db_pool_connections{state="in_use"}')).toBe(0);
    expect(valueOf(idle, 'kg_db_pool_waiting')).toBe(0);

    // A transaction holds the one connection; a statement waits for it; then the scrape reads the pool
    // (and waits in turn to read the queue, until the transaction ends).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const holds = new Promise<void>((resolve) => (holding = resolve));
    const transaction = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      holding();
      await held;
    });
    await holds;
    try {
      // `.then`: drizzle runs a statement only once it is awaited.
      const waiter = t.database.db.execute(sql`select 1`).then(() => undefined);
      await until(() => t.database.connections().waiting === 1);
      const busy = t.app.inject({ method: 'GET', url: '/metrics' });
      await until(() => t.database.connections().waiting === 2);
      release();
      await Promise.all([transaction, waiter]);
      const text = (await busy).body;
      expect(valueOf(text, 'kg_db_pool_connections{state="in_use"}')).toBe(1);
      expect(valueOf(text, 'kg_db_pool_connections{state="idle"}')).toBe(0);
      expect(valueOf(text, 'kg_db_pool_waiting')).toBe(1);
    } finally {
      release();
    }
  });

  it('answers any address not allowed as an address that does not exist, whatever it says it forwards for', async () => {
    const stranger = '203.0.113.9';
    const asked = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: stranger });
    const nothing = await t.app.inject({ method: 'GET', url: '/no-such-address', remoteAddress: stranger });
    expect(asked.statusCode).toBe(404);
    expect(asked.body).toBe(nothing.body);
    expect(asked.body).not.toContain('http_request');
    const forwarded = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: stranger, headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(forwarded.statusCode).toBe(404);
    // Loopback is allowed by default, IPv6 and IPv4 on a dual-stack socket alike.
    for (const remoteAddress of ['::1', '::ffff:127.0.0.1', '127.0.0.2'])
      expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress })).statusCode, remoteAddress).toBe(200);
  });
});

describe('the request id', () => {
  const parsed = () => lines.map((l) => JSON.parse(l) as { reqId?: string; msg: string; res?: { statusCode: number } });

  it('is in every answer, errors too, and in every log line of its request, which are JSON', async () => {
    lines.length = 0;
    const answers = [
      await t.app.inject({ method: 'GET', url: `/campus/student/get?id=${crypto.randomUUID()}` }),
      await t.app.inject({ method: 'POST', url: '/sys/login/login', headers: { 'content-type': 'application/json' }, payload: '{"userName":' }),
      await t.app.inject({ method: 'GET', url: '/no-such-address' }),
      await t.app.inject({ method: 'GET', url: '/healthz' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([401, 400, 404, 200]);
    const ids = answers.map((a) => a.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^req-[0-9a-f]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const logged = parsed();
    answers.forEach((answer, i) => {
      const own = logged.filter((l) => l.reqId === ids[i]);
      expect(own.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
      expect(own[1]!.res!.statusCode).toBe(answer.statusCode);
    });
  });

  it('is in the answer to an address the router refuses before any hook', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/campus/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toMatch(/^req-[0-9a-f]{16}$/);
  });

  it('given by the client is not taken without a trusted proxy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'chosen-by-client' } });
    expect(res.headers['x-request-id']).toMatch(/^req-[0-9a-f]{16}$/);
  });
});

describe('behind a trusted proxy, with METRICS_ALLOW set', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    lines.length = 0;
    proxied = await createTestApp({ trustProxy: true, metricsAllow: ['10.0.0.0/8', 'fd00::/8'] }, { log });
  });
  afterAll(() => proxied.close());

  it("keeps the proxy's request id when it is short and plain, and makes one otherwise", async () => {
    const ask = (id: string) => proxied.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id } });
    const kept = await ask('7f3a9c1e-proxy.id:42');
    expect(kept.headers['x-request-id']).toBe('7f3a9c1e-proxy.id:42');
    expect(lines.some((l) => (JSON.parse(l) as { reqId?: string }).reqId === '7f3a9c1e-proxy.id:42')).toBe(true);
    for (const unsafe of ['x'.repeat(65), 'two words', 'line"break', '']) expect((await ask(unsafe)).headers['x-request-id'], unsafe).toMatch(/^req-[0-9a-f]{16}$/);
  });

  it('lets only the listed ranges read /metrics, by the address of the connection itself', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) => proxied.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
    expect((await from('10.1.2.3')).statusCode).toBe(200);
    expect((await from('::ffff:10.1.2.3')).statusCode).toBe(200);
    expect((await from('fd12::5')).statusCode).toBe(200);
    expect((await from('127.0.0.1')).statusCode).toBe(404);
    // The proxy's forwarded address is the client's to write: it opens nothing.
    expect((await from('203.0.113.9', { 'x-forwarded-for': '10.1.2.3' })).statusCode).toBe(404);
  });
});

/** Waits for a condition the server reaches on its own (a statement queued), within a bound. */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}
