import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * The two databases of a scaling run on this machine: a single PostgreSQL and a three-node Citus cluster
 * (scripts/citus-cluster.sh), from the same binaries and with the same settings, so that what differs
 * is the distribution alone; stopped and removed at the end. Given by SCALE_PG_URL and SCALE_CITUS_URL,
 * nothing is started.
 */
export interface Nodes {
  pgUrl: string;
  citusUrl: string;
  stop(): void;
}

const root = path.resolve(import.meta.dirname, '../..');
const asPostgres = (command: string) => (process.getuid?.() === 0 ? execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', command]) : execFileSync('bash', ['-c', command]));

/** The newest PostgreSQL that has Citus, as the cluster script takes it. */
function pgBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(path.join(base, v, 'lib', 'citus.so'))) : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!newest) throw new Error('no PostgreSQL with Citus under /usr/lib/postgresql (see README, "On a Citus cluster")');
  return path.join(base, newest, 'bin');
}

/** Starts what the environment does not give: DIR/single on port BASE, DIR/citus on BASE+1..BASE+3. */
export function startNodes(dir: string, basePort: number): Nodes {
  const given = { pg: process.env.SCALE_PG_URL, citus: process.env.SCALE_CITUS_URL };
  const stops: (() => void)[] = [];
  const stop = () => stops.splice(0).forEach((s) => s());
  try {
    mkdirSync(dir, { recursive: true });
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
    let pgUrl = given.pg;
    if (!pgUrl) {
      const bin = pgBin();
      const data = path.join(dir, 'single');
      asPostgres(`${bin}/initdb -D ${data} -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 --no-sync >${dir}/single.initdb.log 2>&1`);
      // The cluster script's settings, less Citus.
      asPostgres(
        `${bin}/pg_ctl -D ${data} -l ${data}/log -w start -o '-p ${basePort} -k ${data} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=300' >/dev/null`,
      );
      stops.push(() => {
        asPostgres(`${bin}/pg_ctl -D ${data} -m immediate stop >/dev/null 2>&1 || true`);
        rmSync(data, { recursive: true, force: true });
      });
      pgUrl = `postgres://postgres@127.0.0.1:${basePort}/postgres`;
    }
    let citusUrl = given.citus;
    if (!citusUrl) {
      const script = path.join(root, 'scripts/citus-cluster.sh');
      const cluster = path.join(dir, 'citus');
      const ports = [1, 2, 3].map((i) => basePort + i).join(' ');
      citusUrl = execFileSync('bash', [script, 'start', cluster], { env: { ...process.env, CITUS_PORTS: ports } })
        .toString()
        .trim();
      stops.push(() => {
        execFileSync('bash', [script, 'stop', cluster]);
        rmSync(cluster, { recursive: true, force: true });
      });
    }
    return { pgUrl, citusUrl, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
