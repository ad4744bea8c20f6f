/**
 * What a request costs in CPU time, beside the static route's, for a shared machine: the throughput
 * of `npm run bench` moves with whatever else runs there, the CPU time a request takes much less.
 * The static route and the chosen lists are measured in turn, several rounds, each over HTTP from 16
 * clients in the same process; per request: this process's CPU (server and load generator) and the
 * CPU of the database's backends (read from /proc: PostgreSQL on the same machine, readable by this
 * user). "cpu share" is the static route's CPU over the list's: on a machine of its own, busy only
 * with this, the share of the static ceiling a list could reach.
 *
 *   DATABASE_URL=postgres://... npm run bench:cpu
 *   BENCH_LISTS=/system/user/list,/system/menu/list BENCH_ROUNDS=5 BENCH_MS=2000 (defaults below)
 *   BENCH_PROFILE=<folder>: after the rounds, one more sample of each call under the V8 profiler,
 *   written as <folder>/<call>.cpuprofile (only that call's time, for Chrome's DevTools or speedscope)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import pg from 'pg';
import { startBenchServer } from './bench-server.js';
import { answered, listCall, tokenOf } from './http.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: the CPU of PostgreSQL backends is read, PGlite has none');
const LISTS = (
  process.env.BENCH_LISTS ??
  '/health/measurement/list,/health/eyeTest/list,/health/epidemicReport/list,/health/doctorMessage/list,/health/healthCheck/list,/system/menu/list,/campus/class/list,/campus/student/list,/system/user/list'
).split(',');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const MS = Number(process.env.BENCH_MS ?? 2000);
const CONCURRENCY = 16;
/** Clock ticks of /proc/<pid>/stat, in µs (USER_HZ is 100 on Linux). */
const TICK_US = 10_000;

const server = await startBenchServer('cpu');
const { base } = server;

const post = (url: string, token: string) => listCall(base, url, token);
// As the platform's administrator, or (a kindergarten's own entities) as a kindergarten's.
const tokens = [await tokenOf(base, 'demo-admin', 8), await tokenOf(base, 'demo-kig', 3)];
const ops: [string, () => Promise<boolean>][] = [
  ['static', () => answered(fetch(`${base}/bench/static`))],
  ['/sys/login/get_info', () => answered(fetch(`${base}/sys/login/get_info`, { headers: { authorization: `Bearer ${tokens[0]!}` } }))],
];
for (const list of LISTS) {
  const able = (await post(list, tokens[0]!)()) ? post(list, tokens[0]!) : post(list, tokens[1]!);
  if (!(await able())) throw new Error(`${list}: neither account reads it`);
  ops.push([list, able]);
}

const watcher = new pg.Client({ connectionString: url });
await watcher.connect();
/** CPU time so far of this database's backends (not the watcher's own), in µs. */
async function databaseCpu(): Promise<number> {
  const { rows } = await watcher.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A backend that ended meanwhile.
    }
  }
  return ticks * TICK_US;
}

interface Sample {
  rps: number;
  node: number;
  db: number;
}
async function sample(op: () => Promise<boolean>): Promise<Sample> {
  for (let i = 0; i < 40; i++) await op();
  const cpu = process.cpuUsage();
  const dbBefore = await databaseCpu();
  let n = 0;
  const end = performance.now() + MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        if (!(await op())) throw new Error('a request failed');
        n++;
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return { rps: n / (MS / 1000), node: (used.user + used.system) / n, db: ((await databaseCpu()) - dbBefore) / n };
}

const samples = new Map<string, Sample[]>();
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, op] of ops) samples.set(name, [...(samples.get(name) ?? []), await sample(op)]);
}
const profiles = process.env.BENCH_PROFILE;
if (profiles) {
  const inspector = new Session();
  inspector.connect();
  await inspector.post('Profiler.enable');
  for (const [name, op] of ops) {
    await inspector.post('Profiler.start');
    await sample(op);
    const { profile } = await inspector.post('Profiler.stop');
    writeFileSync(path.join(profiles, `${name.replace(/[^a-z0-9]+/gi, '_').replace(/^_/, '')}.cpuprofile`), JSON.stringify(profile));
  }
  inspector.disconnect();
}
await watcher.end();
await server.close();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const of = (name: string) => {
  const s = samples.get(name)!;
  return { rps: median(s.map((x) => x.rps)), node: median(s.map((x) => x.node)), db: median(s.map((x) => x.db)) };
};
const ceiling = of('static');
console.log(`\n${ROUNDS} rounds of ${MS / 1000} s each, ${CONCURRENCY} clients; medians of the rounds; CPU in µs a request\n`);
console.log('| call | per second | this process | database | cpu share |');
console.log('|---|---:|---:|---:|---:|');
for (const name of samples.keys()) {
  const m = of(name);
  const share = name === 'static' ? '' : `${Math.round((100 * (ceiling.node + ceiling.db)) / (m.node + m.db))} %`;
  console.log(`| ${name} | ${Math.round(m.rps)} | ${Math.round(m.node)} | ${Math.round(m.db)} | ${share} |`);
}
