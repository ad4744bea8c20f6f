/**
 * The scaling curve (issue 14): single PostgreSQL beside a three-node Citus cluster on this machine,
 * at 10, 100 and 1,000 kindergartens of 300 children with a month (20 school days) of morning and
 * afternoon checks and gate events in and out each; one table per measure, the scales as columns,
 * each figure beside its ceiling and the issue's goal.
 *
 *   npm run bench:scale          (starts both under SCALE_DIR, ports SCALE_PORT..SCALE_PORT+3)
 *   BENCH_SCALES=10,100 SCALE_PG_URL=postgres://... SCALE_CITUS_URL=postgres://... npm run bench:scale
 */
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { MONTHLY_PARTITIONED } from '../apps/server/src/db/partitioned-tables.js';
import { seedIfEmpty } from '../apps/server/src/db/seed/seed.js';
import type { SessionContext } from '../apps/server/src/platform/context.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { todayIn } from '../apps/server/src/platform/dates.js';
import { openDatabase } from '../apps/server/src/platform/db.js';
import { ensureMonthsAhead } from '../apps/server/src/platform/partitions/monthly-partitions.js';
import { rowsOf } from '../apps/server/src/platform/sql-rows.js';
import { benchMonth, CHILDREN, type Growth, growTo } from './scale/data-set.js';
import { detachTimes, ingestion, kigOf, kindergartenMonth, rawBytes, reachDays, type Target, type Timing } from './scale/measures.js';
import { startNodes } from './scale/nodes.js';
import { kib, type Line, met, ms, perSecond, table } from './scale/report.js';

const SCALES = (process.env.BENCH_SCALES ?? '10,100,1000').split(',').map(Number);
const DIR = process.env.SCALE_DIR ?? path.join(os.tmpdir(), 'kg-scale');
const PORT = Number(process.env.SCALE_PORT ?? 55520);
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

const now = new Date();
const { month, days } = benchMonth(todayIn('Asia/Shanghai', now));
const lastDay = days.at(-1)!;
const nodes = startNodes(DIR, PORT);
log(`single PostgreSQL ${nodes.pgUrl}; Citus coordinator ${nodes.citusUrl}; bench month ${month} (${days[0]} to ${lastDay})`);

interface Side {
  target: Target;
  close(): Promise<void>;
}

async function open(name: string, url: string, citus: boolean): Promise<Side> {
  // No statement limit: the bulk writes, index builds and `analyze` of millions of rows run longer than a request may.
  const env = { ...process.env, DATABASE_URL: url, WEB_DIST: 'none', RUN_JOBS: 'false', RATE_LIMIT: 'off', DB_STATEMENT_TIMEOUT_MS: '0', DB_QUERY_TIMEOUT_MS: '0' };
  const config = { ...loadConfig(env), logLevel: 'warn' };
  const database = await openDatabase(config);
  await database.migrate();
  await seedIfEmpty(database.db);
  await ensureMonthsAhead(database.db, MONTHLY_PARTITIONED, now);
  const db = database.db;
  const app = await buildApp({ config, database, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${base}/sys/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'demo-group', password: 'Demo_1234', appType: 4 }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const org = async (code: string, orgKind: string) => {
    const [o] = rowsOf<{ id: string; path: string }>(await db.execute(sql`select id, path from organisations where code = ${code}`));
    return { orgId: o!.id, orgPath: o!.path, orgKind, userId: o!.id } as SessionContext;
  };
  const target = { name, citus, db, base, groupAuth: { authorization: `Bearer ${token}` }, groupCtx: await org('GR0001', 'group'), platformCtx: await org('PLATFORM', 'platform') };
  return {
    target,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

type Bytes = Awaited<ReturnType<typeof rawBytes>>;
interface Measured {
  growth: Growth;
  reach: { group: number; platform: number };
  perKigMonth: Bytes;
  detach: Awaited<ReturnType<typeof detachTimes>>;
  month: Awaited<ReturnType<typeof kindergartenMonth>>;
  days: Awaited<ReturnType<typeof reachDays>>;
  ingest: Awaited<ReturnType<typeof ingestion>>;
}

const sides = [await open('PostgreSQL', nodes.pgUrl, false), await open('Citus', nodes.citusUrl, true)];
const results = new Map<string, Measured[]>(sides.map((s) => [s.target.name, []]));
const versions: string[] = [];
try {
  for (const s of sides) {
    const [v] = rowsOf<{ pg: string; citus: string | null }>(
      await s.target.db.execute(sql`select current_setting('server_version') as pg, (select extversion from pg_extension where extname = 'citus') as citus`),
    );
    versions.push(`${s.target.name}: PostgreSQL ${v!.pg}${v!.citus ? `, Citus ${v!.citus} (a coordinator and two workers)` : ''}`);
  }
  for (const [i, scale] of SCALES.entries()) {
    for (const { target: t } of sides) {
      log(`${t.name}: growing to ${scale} kindergartens`);
      const before = await rawBytes(t);
      const growth = await growTo(t.db, scale, days, (line) => log(`${t.name}:${line}`));
      log(`${t.name}: ${growth.added} kindergartens written in ${growth.writeSeconds.toFixed(0)} s, summaries rebuilt in ${growth.rebuildSeconds.toFixed(0)} s`);
      const after = await rawBytes(t);
      const per = (k: keyof Bytes) => ({ table: (after[k].table - before[k].table) / growth.added, indexes: (after[k].indexes - before[k].indexes) / growth.added });
      const [reach] = rowsOf<{ group: number; platform: number }>(
        await t.db.execute(sql`select count(*) filter (where path like ${`${t.groupCtx.orgPath}%`})::int as group, count(*)::int as platform
          from organisations where kind = 'kindergarten'`),
      );
      const detach = await detachTimes(t, month, now);
      log(`${t.name}: reading`);
      const kig = await kigOf(t.db, 'SK0001');
      const monthTimes = await kindergartenMonth(t, kig, month, lastDay);
      const dayTimes = await reachDays(t, lastDay, now);
      log(`${t.name}: ingesting`);
      const codes = Array.from({ length: 8 }, (_, k) => `SK${String(k + 1).padStart(4, '0')}`);
      const ingest = await ingestion(t, codes, `s${scale}`, i < SCALES.length - 1);
      results.get(t.name)!.push({
        growth,
        reach: reach!,
        perKigMonth: { events: per('events'), checks: per('checks'), summaries: per('summaries') },
        detach,
        month: monthTimes,
        days: dayTimes,
        ingest,
      });
    }
  }
} finally {
  for (const s of sides) await s.close();
  if (!process.env.SCALE_KEEP) nodes.stop();
}

// --- the tables -----------------------------------------------------------------------------------
const names = sides.map((s) => s.target.name);
const of = (name: string) => results.get(name)!;
const pair = (t: Timing) => `${ms(t.p50)} / ${ms(t.p95)}`;
const out: string[] = [];

const monthLines: Line[] = [];
for (const [label, key, ceiling] of [
  ['health', 'health', 'healthCeiling'],
  ['attendance', 'attendance', 'attendanceCeiling'],
] as const) {
  for (const n of names) {
    const r = of(n).map((m) => m.month);
    const first = r[0]![key].p95;
    const last = r.at(-1)![key].p95;
    const ok = r.every((x) => x[key].p95 < 50) && last <= 1.5 * first;
    monthLines.push({
      name: `${n}: ${label}, the screen's route`,
      cells: r.map((x) => pair(x[key])),
      goal: `p95 < 50 ms and within 1.5x of the smallest scale: ${met(ok)} (${(last / first).toFixed(2)}x)`,
    });
    monthLines.push({ name: `${n}: ceiling, bare SQL of the same summaries`, cells: r.map((x) => pair(x[ceiling])) });
  }
}
out.push(table("One kindergarten's month (p50 / p95 ms)", SCALES, monthLines));

const dayLines: Line[] = [];
for (const [label, key, reachOf] of [
  ["the group's day, health", 'groupHealth', 'group'],
  ["the group's day, attendance", 'groupAttendance', 'group'],
  ['the platform-wide day, health', 'platformHealth', 'platform'],
  ['the platform-wide day, attendance', 'platformAttendance', 'platform'],
] as const) {
  for (const n of names) {
    const r = of(n);
    const raw = `${key}Raw` as const;
    const growth = r.at(-1)!.days[key].p50 / r[0]!.days[key].p50;
    const kigs = r.at(-1)!.reach[reachOf] / r[0]!.reach[reachOf];
    const ratio = r.at(-1)!.days[raw].p50 / r.at(-1)!.days[key].p50;
    dayLines.push({
      name: `${n}: ${label}, from summaries`,
      cells: r.map((x) => `${pair(x.days[key])} (${x.reach[reachOf].toLocaleString('en')})`),
      goal: `grows no faster than the kindergartens: ${met(growth <= kigs)} (${growth.toFixed(1)}x for ${kigs.toFixed(1)}x)`,
    });
    dayLines.push({
      name: `${n}: the same from raw rows (today's read)`,
      cells: r.map((x) => `${pair(x.days[raw])} (${(x.days[raw].p50 / x.days[key].p50).toFixed(1)}x)`),
      goal: `summaries at least 5x faster at ${SCALES.at(-1)!.toLocaleString('en')}: ${met(ratio >= 5)} (${ratio.toFixed(1)}x)`,
    });
  }
}
out.push(table("A reach's day (p50 / p95 ms; the kindergartens in reach; raw rows: how many times the summaries' p50)", SCALES, dayLines));

const ingestLines: Line[] = names.flatMap((n) => [
  { name: `${n}: device API, batches of 1,000`, cells: of(n).map((m) => perSecond(m.ingest.api)) },
  { name: `${n}: ceiling, the same rows inserted straight`, cells: of(n).map((m) => perSecond(m.ingest.ceiling)) },
]);
const [pg, citus] = names.map(of) as [Measured[], Measured[]];
const shares = SCALES.map((_, k) => citus[k]!.ingest.api / pg[k]!.ingest.api);
ingestLines.push({
  name: 'Citus as a share of PostgreSQL (device API)',
  cells: shares.map((s) => `${Math.round(100 * s)} %`),
  goal: `at least 80 %: ${met(shares.every((s) => s >= 0.8))}`,
});
out.push(table('Batched ingestion (events/s)', SCALES, ingestLines));

const storageLines: Line[] = names.flatMap((n) => [
  ...(['events', 'checks', 'summaries'] as const).map((k) => ({
    name: `${n}: ${k === 'summaries' ? 'day summaries (both)' : k === 'events' ? 'attendance events' : 'health checks'}, table + indexes a kindergarten-month`,
    cells: of(n).map((m) => `${kib(m.perKigMonth[k].table)} + ${kib(m.perKigMonth[k].indexes)}`),
    goal: 'shown',
  })),
  ...MONTHLY_PARTITIONED.map((p, k) => ({
    name: `${n}: detach a month of ${p.table} (its rows)`,
    cells: of(n).map((m) => `${ms(m.detach[k]!.ms)} ms (${m.detach[k]!.rows.toLocaleString('en')})`),
    goal: 'shown',
  })),
]);
out.push(table('Storage and archive', SCALES, storageLines));

const genLines: Line[] = names.map((n) => ({
  name: `${n}: written (bulk SQL) + summaries rebuilt, s`,
  cells: of(n).map((m) => `${m.growth.writeSeconds.toFixed(0)} + ${m.growth.rebuildSeconds.toFixed(0)} (${m.growth.added} added)`),
}));
out.push(table('Growing the data set to each scale', SCALES, genLines));

console.log(
  `\n## The scaling curve, ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC\n\n` +
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; ${versions.join('; ')}; Node ${process.version}. ` +
    `Each kindergarten: ${CHILDREN} children, ${days.length} school days of ${month}, morning and afternoon checks, gate in and out ` +
    `(${(SCALES.at(-1)! * CHILDREN * days.length * 2).toLocaleString('en')} checks and as many events at ${SCALES.at(-1)!.toLocaleString('en')}).\n`,
);
console.log(out.join('\n\n'));
