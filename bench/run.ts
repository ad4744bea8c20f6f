/**
 * Throughput of the hot signed-in paths, each next to its ceiling measured in the same run:
 * the same server answering a bare JSON route (what Fastify alone allows) and the same query as
 * bare SQL on the same database (what the database alone allows).
 *
 *   npm run bench                      (PGlite in a temporary folder)
 *   DATABASE_URL=postgres://... npm run bench
 *   BENCH_LISTS=/health/eyeTest/list,/system/user/list node --import tsx bench/run.ts: only the static ceiling and these lists
 *   (each beside the ceiling just before it), BENCH_LIST_ROUNDS=3 each of them that many times in turn
 */
import { sql } from 'drizzle-orm';
import { ATTENDANCE_EVENTS_BY_MONTH } from '../apps/server/src/db/partitioned-tables.js';
import { ensureMonths } from '../apps/server/src/platform/partitions/monthly-partitions.js';
import { hashToken } from '../apps/server/src/platform/tokens.js';
import { apiPath } from '@kg/domain';
import { startBenchServer } from './bench-server.js';
import { answered, tokenOf } from './http.js';

const DURATION_MS = Number(process.env.BENCH_MS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
/** Each generic list is measured this long (there are some thirty). */
const LIST_MS = Number(process.env.BENCH_LIST_MS ?? Math.max(500, DURATION_MS / 4));
/** Each headline call's round before any is measured. */
const WARM_UP_MS = Number(process.env.BENCH_WARM_UP_MS ?? 1500);
/** The issue's goal for generic lists and get_info: a share of the static ceiling, and a p95. */
const GOAL_SHARE = 0.4;
const GOAL_P95_MS = 25;
/** Only these generic lists (their paths), and nothing else but the static ceiling: a quick look at the lowest ones. */
const ONLY_LISTS = process.env.BENCH_LISTS?.split(',').filter(Boolean);
/** How many times each generic list is measured, in turn (each beside its own ceiling). */
const LIST_ROUNDS = Number(process.env.BENCH_LIST_ROUNDS ?? 1);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  /** Statements one request runs (once warm). */
  queries?: number;
  /** The static ceiling measured just before this row (the generic lists), else the run's first. */
  ceiling?: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
}

/** Runs `op` from CONCURRENCY loops for DURATION_MS; every answer must be ok. */
async function measure(name: string, op: () => Promise<boolean>, durationMs = DURATION_MS): Promise<Row> {
  for (let i = 0; i < 50; i++) await op(); // warm-up
  const latencies: number[] = [];
  const end = performance.now() + durationMs;
  let failures = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        if (!(await op())) failures++;
        latencies.push(performance.now() - start);
      }
    }),
  );
  if (failures) throw new Error(`${name}: ${failures} failed requests`);
  latencies.sort((a, b) => a - b);
  return { name, rps: latencies.length / (durationMs / 1000), p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

// Campus data gives the attendance measurements children to recognise.
const server = await startBenchServer('run');
const { database, resources, base } = server;
const startMemory = process.memoryUsage();

const token = await tokenOf(base, 'demo-admin', 8);
const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const get = (url: string) => () => answered(fetch(`${base}${url}`, { headers: auth }));
const post = (url: string, body: object) => () => answered(fetch(`${base}${url}`, { method: 'POST', headers: auth, body: JSON.stringify(body) }));

/** Statements one call runs, warm (the fewest of three calls: a background statement may fall in one). */
async function queriesOf(op: () => Promise<boolean>): Promise<number> {
  let fewest = Infinity;
  for (let i = 0; i < 3; i++) {
    const before = database.statements();
    if (!(await op())) throw new Error('the call failed');
    fewest = Math.min(fewest, database.statements() - before);
  }
  return fewest;
}
const counted = async (name: string, op: () => Promise<boolean>, durationMs?: number): Promise<Row> => {
  const queries = await queriesOf(op);
  return { ...(await measure(name, op, durationMs)), queries };
};

const rows: Row[] = [];
// A round of every headline call before any is measured: the first measures of a fresh process ran
// while V8 was still compiling the server's paths (the user list read 28 % of the ceiling at the top of a
// run and 39 % later in the same run), and the table compared a cold call with a warm one.
if (!ONLY_LISTS) {
  for (const op of [
    get('/bench/static'),
    get('/sys/login/get_info'),
    get('/sys/home/summary'),
    post('/system/user/list', { pageSize: 10 }),
    post('/system/auditLog/list', { pageSize: 20 }),
  ]) {
    await measure('warm-up', op, WARM_UP_MS);
  }
}
const staticCeiling = await measure('ceiling: Fastify, static JSON', get('/bench/static'));
rows.push(staticCeiling);
// The other hot paths (not with BENCH_LISTS, which measures the chosen lists only).
let getInfo: Row | undefined;
let userList: Row | undefined;
if (!ONLY_LISTS) {
  rows.push((getInfo = await counted('GET /sys/login/get_info (session + permissions)', get('/sys/login/get_info'))));
  rows.push(await counted('GET /sys/home/summary (tree counts)', get('/sys/home/summary')));
  rows.push((userList = await counted('POST /system/user/list (page of 10, labels)', post('/system/user/list', { pageSize: 10 }))));
  rows.push(
    await measure('ceiling: bare SQL, the same page of users', async () => {
      await database.db.execute(sql`select * from users where deleted = false order by user_name limit 10`);
      return true;
    }),
  );
  rows.push(await counted('POST /system/auditLog/list (newest 20)', post('/system/auditLog/list', { pageSize: 20 })));
}

// Every generic list, a page of 10 each, for the slowest one: a kindergarten's entities as the
// kindergarten's administrator (whose lists they are, day to day), the others as the platform's (either
// when the other cannot read it). Each beside the static ceiling
// measured just before it: on a shared machine the load moves within a run, and a share against
// the ceiling of minutes earlier says more of the neighbours than of the list.
const kigStaff = await fetch(`${base}/sys/login/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ userName: 'demo-kig', password: 'Demo_1234', appType: 3 }),
});
const kigStaffAuth = { authorization: `Bearer ${((await kigStaff.json()) as { data: { token: string } }).data.token}`, 'content-type': 'application/json' };
const postAs = (headers: Record<string, string>, url: string) => () => answered(fetch(`${base}${url}`, { method: 'POST', headers, body: JSON.stringify({ pageSize: 10 }) }));
const lists: Row[] = [];
const unread: string[] = [];
const listed = resources.all().map((service) => apiPath(service.entity, 'list'));
const kindergartens = new Set(
  resources
    .all()
    .filter((service) => service.entity.scope === 'kindergarten')
    .map((service) => apiPath(service.entity, 'list')),
);
if (ONLY_LISTS) for (const path of ONLY_LISTS) if (!listed.includes(path)) throw new Error(`BENCH_LISTS: ${path} is no generic list`);
for (let round = 0; round < LIST_ROUNDS; round++) {
  for (const path of ONLY_LISTS ?? listed) {
    const op = kindergartens.has(path) ? [postAs(kigStaffAuth, path), postAs(auth, path)] : [postAs(auth, path), postAs(kigStaffAuth, path)];
    const able = (await op[0]!()) ? op[0]! : (await op[1]!()) ? op[1]! : undefined;
    if (!able) {
      if (round === 0) unread.push(path);
      continue;
    }
    const ceiling = await measure('ceiling: Fastify, static JSON', get('/bench/static'), LIST_MS);
    lists.push({ ...(await counted(`POST ${path}`, able, LIST_MS)), ceiling: ceiling.rps });
  }
}
const shareOf = (r: Row) => r.rps / (r.ceiling ?? staticCeiling.rps);
const listTable = () => {
  console.log('| list | per second | static ceiling just before | of it | p50 ms | p95 ms | queries a request |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of lists) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${Math.round(r.ceiling!)} | ${share(r)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.queries} |`);
};
const share = (r: Row) => (r.queries === undefined ? '' : `${Math.round(100 * shareOf(r))} %`);
if (ONLY_LISTS) {
  // In the order measured (rounds in turn), each beside the ceiling just before it.
  const os = await import('node:os');
  console.log(
    `\nDatabase: ${database.driver}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${CONCURRENCY} clients; ${LIST_MS / 1000} s each\n`,
  );
  listTable();
  await server.close();
  process.exit(0);
}
lists.sort((a, b) => shareOf(a) - shareOf(b));
const slowestList = { ...lists[0]!, name: `lowest share of ${lists.length} generic lists (beside the ceiling just before it): ${lists[0]!.name}` };
rows.push(slowestList);

// --- attendance events through the device API --------------------------------------------------
const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const verifyCode = 'BENCH234';
const [kig] = await rowsOf<{ id: string }>(sql`select id from organisations where code = 'KG0001'`);
const deviceId = crypto.randomUUID();
await database.db.execute(sql`insert into devices (id, serial_no, kind, kig_id, status, verify_code_hash, registered_at)
  values (${deviceId}, 'BENCH-0001', 'signIn', ${kig!.id}, 'enabled', ${hashToken(verifyCode)}, now())`);
const activation = await fetch(`${base}/device/v1/activate`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ serialNo: 'BENCH-0001', verifyCode }),
});
const deviceToken = ((await activation.json()) as { data: { token: string } }).data.token;
const cards = (await rowsOf<{ card_no: string }>(sql`select card_no from students where kig_id = ${kig!.id}`)).map((r) => r.card_no);
let seq = 0;
const events = (n: number) =>
  Array.from({ length: n }, () => ({ recordId: `b-${seq++}`, method: 'card', credential: cards[seq % cards.length], direction: 'in', time: new Date().toISOString() }));
const sendEvents = (n: number) => () =>
  answered(
    fetch(`${base}/device/v1/attendance/events`, {
      method: 'POST',
      headers: { authorization: `Device ${deviceToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events: events(n) }),
    }),
  );
// Peak memory of the process while machines send (server and load generator share it).
let peakRss = 0;
let peakHeap = 0;
let peakExternal = 0;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
  peakExternal = Math.max(peakExternal, m.external);
}, 100);
const single = await measure('device API: one event a request', sendEvents(1));
rows.push({ ...single, name: 'device API: events/s, one event a request' });
const batched = await measure('device API: 1,000 events a request', sendEvents(1000));
rows.push({ ...batched, name: 'device API: events/s, 1,000 a request', rps: batched.rps * 1000 });
clearInterval(sampler);
const studentIds = (await rowsOf<{ id: string }>(sql`select id from students where kig_id = ${kig!.id}`)).map((r) => r.id);
// Events are partitioned by month: the month of the straight inserts' day made first, as the device API would.
await ensureMonths(database.db, ATTENDANCE_EVENTS_BY_MONTH, ['2026-11']);
const bare = await measure('ceiling: the same 1,000 rows inserted straight', async () => {
  const batch = Array.from({ length: 1000 }, (_, i) => ({
    id: crypto.randomUUID(),
    kig_id: kig!.id,
    device_id: deviceId,
    device_record_id: `raw-${seq++}`,
    person_kind: 'student',
    person_id: studentIds[i % studentIds.length],
    direction: 'in',
    method: 'card',
    occurred_at: new Date().toISOString(),
    school_day: '2026-11-23',
    photo_path: null,
  }));
  await database.db
    .execute(sql`insert into attendance_events (id, kig_id, device_id, device_record_id, person_kind, person_id, direction, method, occurred_at, school_day, photo_path)
    select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(id uuid, kig_id uuid, device_id uuid, device_record_id text, person_kind text,
      person_id uuid, direction text, method text, occurred_at timestamptz, school_day date, photo_path text)`);
  return true;
});
rows.push({ ...bare, name: 'ceiling: events/s, the same 1,000 rows inserted straight', rps: bare.rps * 1000 });

// --- attendance read live from a month of simulated events (KG0002, untouched by the load above) ----
const { simulate } = await import('../apps/server/src/simulator/simulate.js');
const { httpTransport } = await import('../apps/server/src/simulator/transport.js');
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
const month = today.slice(0, 7);
const monthDays = Array.from({ length: Number(today.slice(8)) }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
await simulate({ transport: httpTransport(base), kigCode: 'KG0002', dates: monthDays, ops: { userName: 'demo-ops', password: 'Demo_1234' }, until: new Date() });
const kigLogin = await fetch(`${base}/sys/login/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ userName: 'demo-easy', password: '123456', appType: 3 }),
});
const kigAuth = { authorization: `Bearer ${((await kigLogin.json()) as { data: { token: string } }).data.token}` };
const kigGet = (url: string) => () => answered(fetch(`${base}${url}`, { headers: kigAuth }));
const [kig2] = await rowsOf<{ id: string }>(sql`select id from organisations where code = 'KG0002'`);
rows.push(await measure('GET /attendance/daily/byClass (today, live)', kigGet('/attendance/daily/byClass')));
rows.push(await measure(`GET /attendance/monthly/byClass (${month}, live)`, kigGet(`/attendance/monthly/byClass?month=${month}`)));
rows.push(
  await measure("ceiling: bare SQL, the month's events of the kindergarten", async () => {
    await database.db.execute(sql`select person_id, occurred_at, direction, school_day from attendance_events
      where kig_id = ${kig2!.id} and person_kind = 'student' and school_day between ${`${month}-01`} and ${today}`);
    return true;
  }),
);
rows.push(await measure(`GET /attendance/monthly/export (${month}, xlsx)`, kigGet(`/attendance/monthly/export?month=${month}&personKind=student`)));

const memory = process.memoryUsage();
await server.close();

const os = await import('node:os');
console.log(
  `\nDatabase: ${database.driver}; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}); Node ${process.version}; ` +
    `${CONCURRENCY} concurrent clients in the same process; ${DURATION_MS / 1000} s each\n`,
);
const line = (r: Row) => `| ${r.name} | ${Math.round(r.rps)} | ${share(r)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.queries ?? ''} |`;
console.log('| measurement | per second | of the static ceiling | p50 ms | p95 ms | queries a request |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows) console.log(line(r));
console.log(`\nGoals (at least ${GOAL_SHARE * 100} % of the static-JSON ceiling, p95 under ${GOAL_P95_MS} ms at ${CONCURRENCY} connections):`);
for (const r of [getInfo!, userList!, slowestList]) {
  const fast = shareOf(r) >= GOAL_SHARE;
  const quick = r.p95 < GOAL_P95_MS;
  console.log(`- ${r.name}: ${share(r)} of the ceiling (${fast ? 'met' : 'not met'}), p95 ${r.p95.toFixed(1)} ms (${quick ? 'met' : 'not met'})`);
}
console.log(
  `\nEvery generic list (${LIST_MS / 1000} s each, after the static ceiling for as long), lowest share first${unread.length ? ` (not readable by either account: ${unread.join(', ')})` : ''}:\n`,
);
listTable();
const mib = (n: number) => Math.round(n / 1048576);
console.log(
  `\nMemory (server and load in one process): at start rss ${mib(startMemory.rss)} MiB, heap ${mib(startMemory.heapUsed)} MiB; peak while machines sent events rss ${mib(peakRss)} MiB, heap ${mib(peakHeap)} MiB, external ${mib(peakExternal)} MiB; ` +
    `after the run rss ${mib(memory.rss)} MiB, heap ${mib(memory.heapUsed)} MiB`,
);
