/**
 * Health statistics at scale, on PostgreSQL: a data set of 200 kindergartens x 300 children x 200
 * school days of morning checks (12 million rows) under the demo group, then the monthly report of one
 * kindergarten, the group's day and the platform-wide day (median and p95 of sequential calls, each
 * beside the same aggregate as one bare SQL statement), and growth reports for one child and for a
 * kindergarten of 300.
 *
 *   DATABASE_URL=postgres://.../empty_db npm run bench:health      (BENCH_KIGS, BENCH_KIDS, BENCH_DAYS to scale)
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { HEALTH_CHECKS_BY_MONTH } from '../apps/server/src/db/partitioned-tables.js';
import { seedIfEmpty } from '../apps/server/src/db/seed/seed.js';
import { ensureMonths } from '../apps/server/src/platform/partitions/monthly-partitions.js';
import { GROWTH_JOB, growthReportJob, requestReports } from '../apps/server/src/modules/health/growth-report.service.js';
import { healthOverview } from '../apps/server/src/modules/health/health-period.service.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import type { SessionContext } from '../apps/server/src/platform/context.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db.js';
import { JobRunner } from '../apps/server/src/platform/jobs/job-runner.js';

const KIGS = Number(process.env.BENCH_KIGS ?? 200);
const KIDS = Number(process.env.BENCH_KIDS ?? 300);
const DAYS = Number(process.env.BENCH_DAYS ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
if (!process.env.DATABASE_URL) {
  console.error('bench:health needs DATABASE_URL (an empty PostgreSQL database): 12 million rows are not for PGlite.');
  process.exit(2);
}

// Throughput is measured, not the rate limits (16 clients on one session would meet them at once).
const config = { ...loadConfig({ ...process.env, WEB_DIST: 'none', RUN_JOBS: 'false', RATE_LIMIT: 'off' }), logLevel: 'warn' };
const database = await openDatabase(config);
await database.migrate();
await seedIfEmpty(database.db);
const db = database.db;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

// --- the data set -------------------------------------------------------------------------------
const [group] = await rows<{ id: string; path: string }>(sql`select id, path from organisations where code = 'GR0001'`);
const [existing] = await rows<{ n: number }>(sql`select count(*)::int as n from organisations where code like 'BK%'`);
const started = performance.now();
if (existing!.n === 0) {
  await db.execute(sql`
    insert into organisations (id, parent_id, path, kind, code, name, status)
    select id, ${group!.id}, ${group!.path} || id || '/', 'kindergarten', 'BK' || lpad(n::text, 4, '0'), '压测幼儿园 ' || n, 'enabled'
    from (select gen_random_uuid() as id, n from generate_series(1, ${KIGS}) n) k`);
  await db.execute(sql`insert into grades (id, grade_name, kig_id, sort) select gen_random_uuid(), '大班', id, 10 from organisations where code like 'BK%'`);
  await db.execute(sql`
    insert into classes (id, class_name, kig_id, grade_id, sort)
    select gen_random_uuid(), c || '班', g.kig_id, g.id, c from grades g join organisations o on o.id = g.kig_id and o.code like 'BK%', generate_series(1, 10) c`);
  await db.execute(sql`
    insert into students (id, name, kig_id, student_number, class_id, birth_date, enrol_date)
    select gen_random_uuid(), '幼儿' || s, c.kig_id, c.id || '-' || s, c.id, '2022-03-01', '2025-09-01'
    from classes c join organisations o on o.id = c.kig_id and o.code like 'BK%', generate_series(1, ${Math.round(KIDS / 10)}) s`);
  await db.execute(sql`
    insert into terms (id, school_year, semester, kig_id, begin_date, end_date)
    select gen_random_uuid(), '2026-2027', 'autumn', id, current_date - 140, current_date + 60 from organisations where code like 'BK%'`);
  // School days: the DAYS weekdays up to yesterday, one day's checks per statement.
  const days = await rows<{ d: string }>(sql`
    select d::date::text as d from generate_series(current_date - ${Math.ceil(DAYS * 1.45)}::int, current_date - 1, interval '1 day') d
    where extract(isodow from d) < 6 order by d desc limit ${DAYS}`);
  // Checks are partitioned by month: the months of these days made first, as the device API would.
  await ensureMonths(db, HEALTH_CHECKS_BY_MONTH, [...new Set(days.map(({ d }) => d.slice(0, 7)))]);
  for (const [i, { d }] of days.entries()) {
    await db.execute(sql`
      insert into health_checks (id, kig_id, student_id, class_id, session, school_day, checked_at, temperature, abnormal, reasons, review)
      select gen_random_uuid(), s.kig_id, s.id, s.class_id, 'morning', ${d}::date, ${d}::date + time '08:05',
        t, t >= 373, case when t >= 381 then '["fever","highFever"]'::jsonb when t >= 373 then '["fever"]'::jsonb else '[]'::jsonb end,
        case when t >= 373 then 'pending' else 'auto' end
      from (select s.*, 362 + (abs(hashtext(s.id::text || ${d})) % 15) + case when abs(hashtext(${d} || s.id::text)) % 50 = 0 then 12 else 0 end as t
            from students s join organisations o on o.id = s.kig_id and o.code like 'BK%') s`);
    if ((i + 1) % 20 === 0) console.log(`  ${i + 1}/${days.length} school days of checks written (${seconds(started)} s)`);
  }
  await db.execute(sql`analyze`);
}
const [counted] = await rows<{ n: number }>(sql`select count(*)::int as n from health_checks`);
console.log(`Data set: ${KIGS} kindergartens x ${KIDS} children x ${DAYS} school days = ${counted!.n.toLocaleString('en')} checks (${seconds(started)} s to write)`);

// --- measurements -------------------------------------------------------------------------------
interface Row {
  name: string;
  p50: number;
  p95: number;
}
async function time(name: string, op: () => Promise<unknown>): Promise<Row> {
  await op();
  const took: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await op();
    took.push(performance.now() - t0);
  }
  took.sort((a, b) => a - b);
  return { name, p50: took[Math.floor(took.length / 2)]!, p95: took[Math.min(took.length - 1, Math.floor(took.length * 0.95))]! };
}

const app = await buildApp({ config, database, logger: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${base}/sys/login/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ userName: 'demo-group', password: 'Demo_1234', appType: 4 }),
});
const auth = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
const get = (url: string) => async () => {
  const res = await fetch(`${base}${url}`, { headers: auth });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  await res.arrayBuffer();
};
const [kig] = await rows<{ id: string }>(sql`select id from organisations where code = 'BK0001'`);
const [lastDay] = await rows<{ d: string; month: string }>(sql`select max(school_day)::text as d, to_char(max(school_day), 'YYYY-MM') as month from health_checks`);
const [platform] = await rows<{ id: string; path: string }>(sql`select id, path from organisations where code = 'PLATFORM'`);
const platformCtx = { orgId: platform!.id, orgPath: platform!.path, orgKind: 'platform', userId: platform!.id } as SessionContext;

const results: Row[] = [];
results.push(await time(`GET /health/stats/monthly (one kindergarten, ${lastDay!.month})`, get(`/health/stats/monthly?kigId=${kig!.id}&month=${lastDay!.month}`)));
results.push(
  await time('ceiling: bare SQL, the same month by day and class', () =>
    db.execute(sql`select school_day, class_id, count(*), count(*) filter (where abnormal)
      from health_checks where kig_id = ${kig!.id} and session = 'morning' and school_day between ${`${lastDay!.month}-01`} and ${lastDay!.d}
      group by school_day, class_id`),
  ),
);
results.push(await time(`GET /health/stats/overview (the group's ${KIGS + 2} kindergartens, one day)`, get(`/health/stats/overview?date=${lastDay!.d}`)));
results.push(
  await time('ceiling: bare SQL, the same day per kindergarten', () =>
    db.execute(sql`select kig_id, count(*), count(*) filter (where abnormal) from health_checks
      where school_day = ${lastDay!.d} and session = 'morning' group by kig_id`),
  ),
);
results.push(await time('platform-wide day (service, every kindergarten)', () => healthOverview(db, platformCtx, { date: lastDay!.d, session: 'morning' }, new Date())));
results.push(
  await time('ceiling: bare SQL, the platform-wide day', () =>
    db.execute(sql`select count(*), count(*) filter (where abnormal) from health_checks where school_day = ${lastDay!.d} and session = 'morning'`),
  ),
);

// Growth reports through the job, as the screens ask for them.
const runner = new JobRunner(db);
runner.handle(GROWTH_JOB, growthReportJob(db, systemClock));
const [term] = await rows<{ id: string }>(sql`select id from terms where kig_id = ${kig!.id}`);
const [child] = await rows<{ id: string }>(sql`select id from students where kig_id = ${kig!.id} limit 1`);
// Its gate too (in at 8, out at 16:30 on every school day of checks): a report counts the term's days from the events.
const [gate] = await rows<{ n: number }>(sql`select count(*)::int as n from attendance_events where kig_id = ${kig!.id}`);
if (gate!.n === 0) {
  const [device] = await rows<{ id: string }>(sql`
    insert into devices (id, serial_no, kind, kig_id, verify_code_hash, status)
    values (gen_random_uuid(), 'BENCH-GATE-1', 'signIn', ${kig!.id}, 'bench', 'enabled') returning id`);
  await db.execute(sql`
    insert into attendance_events (id, kig_id, device_id, device_record_id, person_kind, person_id, direction, method, occurred_at, school_day)
    select gen_random_uuid(), s.kig_id, ${device!.id}, s.id || '-' || d.day || '-' || v.direction, 'student', s.id, v.direction, 'card',
      (d.day + v.at) at time zone 'Asia/Shanghai', d.day
    from students s
    cross join (select distinct school_day as day from health_checks where kig_id = ${kig!.id}) d
    cross join (values ('in', time '08:00'), ('out', time '16:30')) v(direction, at)
    where s.kig_id = ${kig!.id}`);
  await db.execute(sql`analyze attendance_events`);
}
const groupCtx = { orgId: group!.id, orgPath: group!.path, orgKind: 'group', userId: group!.id } as SessionContext;
let t0 = performance.now();
await requestReports(db, runner, groupCtx, { kigId: kig!.id, termId: term!.id, studentIds: [child!.id] });
await runner.drain();
const one = (performance.now() - t0) / 1000;
t0 = performance.now();
const all = await requestReports(db, runner, groupCtx, { kigId: kig!.id, termId: term!.id });
await runner.drain();
const whole = (performance.now() - t0) / 1000;

await app.close();
await database.close();

console.log(`\n${RUNS} sequential calls each after one warm-up; PostgreSQL; ${(await import('node:os')).cpus().length} cores\n`);
console.log('| measurement | p50 ms | p95 ms |');
console.log('|---|---:|---:|');
for (const r of results) console.log(`| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`);
console.log(`\nGrowth reports (term of ~100 school days): one child ${one.toFixed(2)} s; a kindergarten of ${all.total} children ${whole.toFixed(1)} s`);
