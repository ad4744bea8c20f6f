/**
 * The server's own CPU a request costs, apart from the load generator's: the server runs in a child
 * process (this same file, with BENCH_SERVER=1), the clients in this one; the child is asked for its
 * `process.cpuUsage()` before and after each sample. The static route, `get_info` and the chosen lists
 * are measured in turn, several rounds, from 16 clients; per request: the server process's CPU in µs
 * (user + system), medians of the rounds. It moves less with the machine's load than req/s, but on a
 * busy shared machine still much (a starved server batches fewer requests per turn of its loop):
 * compare a change side by side (BENCH_SERVERS), never against a figure of another run.
 *
 *   DATABASE_URL=postgres://... node --import tsx bench/server-cpu.ts   (PGlite without it)
 *   BENCH_SERVERS=<checkout>,<checkout>: two versions of the server side by side, each call measured on
 *   one right after the other in every round (the same load), with the paired ratio of their CPU
 *   BENCH_LISTS=/system/user/list,/campus/student/list BENCH_ROUNDS=5 BENCH_MS=1500 (defaults below)
 *   BENCH_PROFILE=<folder>: after the rounds, one more sample of each call under the V8 profiler in
 *   the server, written as <folder>/<call>.cpuprofile, and its top self-time functions printed
 */
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answered, listCall, tokenOf } from './http.js';

interface ToServer {
  kind: 'cpu' | 'profileStart' | 'profileStop';
  file?: string;
}
type FromServer = { kind: 'listening'; base: string } | { kind: 'cpu'; user: number; system: number } | { kind: 'done' };

if (process.env.BENCH_SERVER === '1') await serve();
else await drive();

/** The child: the app on the database, answering the parent's questions about its CPU. */
async function serve(): Promise<void> {
  // Imported here: the parent, which drives the clients, loads no server.
  const { startBenchServer } = await import('./bench-server.js');
  const server = await startBenchServer('server-cpu');
  const { base } = server;
  const inspector = new Session();
  inspector.connect();
  const send = (message: FromServer) => process.send!(message);
  process.on('message', (message: ToServer) => {
    void (async () => {
      if (message.kind === 'cpu') {
        const { user, system } = process.cpuUsage();
        send({ kind: 'cpu', user, system });
      } else if (message.kind === 'profileStart') {
        await inspector.post('Profiler.enable');
        await inspector.post('Profiler.setSamplingInterval', { interval: 100 });
        await inspector.post('Profiler.start');
        send({ kind: 'done' });
      } else {
        const { profile } = await inspector.post('Profiler.stop');
        writeFileSync(message.file!, JSON.stringify(profile));
        send({ kind: 'done' });
      }
    })();
  });
  process.once('disconnect', () => {
    void (async () => {
      await server.close();
      process.exit(0);
    })();
  });
  send({ kind: 'listening', base });
}

/** One server process (a checkout's code), its calls and its CPU. */
interface Server {
  label: string;
  ask(message: ToServer): Promise<FromServer>;
  ops: [string, () => Promise<boolean>][];
  stop(): Promise<void>;
}

/** The parent: the clients, and the arithmetic. */
async function drive(): Promise<void> {
  const LISTS = (process.env.BENCH_LISTS ?? '/system/user/list,/campus/student/list').split(',').filter(Boolean);
  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
  const MS = Number(process.env.BENCH_MS ?? 1500);
  const CONCURRENCY = 16;
  // Checkouts to compare (each a folder with this file in its bench/), measured in turn in the same rounds.
  const checkouts = process.env.BENCH_SERVERS?.split(',').filter(Boolean) ?? [path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')];

  // One after another: the first migrates and seeds the database, the others find it done.
  const servers: Server[] = [];
  for (const checkout of checkouts) servers.push(await start(checkout));

  async function start(checkout: string): Promise<Server> {
    const child = fork(path.join(checkout, 'bench/server-cpu.ts'), { cwd: checkout, env: { ...process.env, BENCH_SERVER: '1' }, execArgv: ['--import', 'tsx'] });
    const next = () => new Promise<FromServer>((resolve) => child.once('message', (m: FromServer) => resolve(m)));
    const ask = async (message: ToServer) => {
      const answer = next();
      child.send(message);
      return answer;
    };
    const first = await next();
    if (first.kind !== 'listening') throw new Error('the server did not start');
    const base = first.base;
    const post = (url: string, token: string) => listCall(base, url, token);
    // As the platform's administrator, or (a kindergarten's own entities) as a kindergarten's.
    const admin = await tokenOf(base, 'demo-admin', 8);
    const kig = await tokenOf(base, 'demo-kig', 3);
    const ops: [string, () => Promise<boolean>][] = [
      ['static', () => answered(fetch(`${base}/bench/static`))],
      ['/sys/login/get_info', () => answered(fetch(`${base}/sys/login/get_info`, { headers: { authorization: `Bearer ${admin}` } }))],
    ];
    for (const list of LISTS) {
      const able = (await post(list, admin)()) ? post(list, admin) : post(list, kig);
      if (!(await able())) throw new Error(`${list}: neither account reads it`);
      ops.push([list, able]);
    }
    const stop = async () => {
      child.disconnect();
      await new Promise((resolve) => child.once('exit', resolve));
    };
    return { label: path.basename(checkout), ask, ops, stop };
  }

  const serverCpu = async (server: Server) => {
    const m = await server.ask({ kind: 'cpu' });
    if (m.kind !== 'cpu') throw new Error('unexpected answer');
    return m.user + m.system;
  };
  async function sample(server: Server, op: () => Promise<boolean>): Promise<{ rps: number; us: number; n: number }> {
    for (let i = 0; i < 40; i++) await op();
    const before = await serverCpu(server);
    let n = 0;
    const begin = performance.now();
    const end = begin + MS;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < end) {
          if (!(await op())) throw new Error('a request failed');
          n++;
        }
      }),
    );
    const used = (await serverCpu(server)) - before;
    return { rps: n / ((performance.now() - begin) / 1000), us: used / n, n };
  }

  // The idle server's own CPU (its job runner's polls): what every request figure below carries a share of.
  const idle = new Map<string, number>();
  for (const server of servers) {
    const idleBefore = await serverCpu(server);
    const idleStart = performance.now();
    await new Promise((resolve) => setTimeout(resolve, MS));
    idle.set(server.label, ((await serverCpu(server)) - idleBefore) / ((performance.now() - idleStart) / 1000));
  }
  const load = loadavg();
  // Per call and server, each round's sample; the servers of one call measured one right after the other.
  const samples = new Map<string, { rps: number; us: number }[]>();
  const names = servers[0]!.ops.map(([name]) => name);
  for (let round = 0; round < ROUNDS; round++)
    for (let i = 0; i < names.length; i++)
      for (const server of round % 2 ? [...servers].reverse() : servers) {
        const key = `${server.label} ${names[i]!}`;
        samples.set(key, [...(samples.get(key) ?? []), await sample(server, server.ops[i]![1])]);
      }

  const profiles = process.env.BENCH_PROFILE;
  const tops: string[] = [];
  if (profiles) {
    for (const server of servers) {
      const prefix = servers.length > 1 ? `${server.label}-` : '';
      const idleFile = path.resolve(profiles, `${prefix}idle.cpuprofile`);
      await server.ask({ kind: 'profileStart' });
      await new Promise((resolve) => setTimeout(resolve, MS));
      await server.ask({ kind: 'profileStop', file: idleFile });
      tops.push(`idle: ${idleFile} (${MS / 1000} s)`);
      for (const [name, op] of server.ops) {
        const file = path.resolve(profiles, `${prefix}${name.replace(/[^a-z0-9]+/gi, '_').replace(/^_/, '')}.cpuprofile`);
        await server.ask({ kind: 'profileStart' });
        const { n } = await sample(server, op);
        await server.ask({ kind: 'profileStop', file });
        writeFileSync(`${file}.requests`, String(n));
        tops.push(`${server.label} ${name}: ${file} (${n} requests)`);
      }
    }
  }
  for (const server of servers) await server.stop();

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const of = (key: string) => {
    const s = samples.get(key)!;
    return { rps: median(s.map((x) => x.rps)), us: median(s.map((x) => x.us)), min: Math.min(...s.map((x) => x.us)), max: Math.max(...s.map((x) => x.us)) };
  };
  console.log(
    `\nDatabase: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; load average before ${load.map((l) => l.toFixed(2)).join(' ')}, after ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${ROUNDS} rounds of ${MS / 1000} s, ${CONCURRENCY} clients; the server process's CPU (user + system) a request, median of the rounds (lowest–highest)\n`,
  );
  for (const server of servers) console.log(`The idle server${servers.length > 1 ? ` ${server.label}` : ''}: ${Math.round(idle.get(server.label)!)} µs of CPU a second`);
  console.log(`\n| ${servers.length > 1 ? 'server | ' : ''}call | server CPU µs a request | beyond static | static's CPU over this | per second |`);
  console.log(`|${servers.length > 1 ? '---|' : ''}---|---:|---:|---:|---:|`);
  for (const name of names)
    for (const server of servers) {
      const ceiling = of(`${server.label} static`);
      const m = of(`${server.label} ${name}`);
      const share = name === 'static' ? '' : `${Math.round((100 * ceiling.us) / m.us)} %`;
      console.log(
        `| ${servers.length > 1 ? `${server.label} | ` : ''}${name} | ${Math.round(m.us)} (${Math.round(m.min)}–${Math.round(m.max)}) | ${name === 'static' ? '' : Math.round(m.us - ceiling.us)} | ${share} | ${Math.round(m.rps)} |`,
      );
    }
  if (servers.length > 1) {
    // Each round's pair (measured one right after the other, under the same load): the later server's CPU over the first's.
    console.log(`\nPaired, ${servers[1]!.label} over ${servers[0]!.label} (median of the rounds' ratios, lowest–highest):\n`);
    for (const name of names) {
      const a = samples.get(`${servers[0]!.label} ${name}`)!;
      const b = samples.get(`${servers[1]!.label} ${name}`)!;
      const ratios = a.map((x, i) => b[i]!.us / x.us);
      console.log(`- ${name}: ${(100 * median(ratios)).toFixed(0)} % (${(100 * Math.min(...ratios)).toFixed(0)}–${(100 * Math.max(...ratios)).toFixed(0)} %)`);
    }
  }
  if (tops.length) console.log(`\nProfiles:\n${tops.join('\n')}`);
}
