import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const clusterScript = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../scripts/citus-cluster.sh');

/** A Citus cluster of a test's own (scripts/citus-cluster.sh): a fault test stops its nodes without troubling other files. */
export async function startCluster(dir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const { stdout } = await run('bash', [clusterScript, 'start', dir]);
  return { url: stdout.trim(), stop: async () => void (await run('bash', [clusterScript, 'stop', dir])) };
}

/** A worker node's server process, which a fault test stops and starts again. */
export interface WorkerProcess {
  /** Ends it at once, as a crash or a pulled plug would (no shutdown checkpoint). */
  kill(): Promise<void>;
  /** Starts it again with the options it had, and waits until it accepts connections. */
  start(): Promise<void>;
}

/** The process of the worker at that address, run on this machine. */
export async function workerProcess(workerUrl: string): Promise<WorkerProcess> {
  const client = new pg.Client({ connectionString: workerUrl });
  await client.connect();
  let dataDir: string;
  try {
    dataDir = (await client.query<{ data_directory: string }>('show data_directory')).rows[0]!.data_directory;
  } finally {
    await client.end();
  }
  // Its first word is the server's program: pg_ctl lies beside it.
  const bin = path.dirname(readFileSync(path.join(dataDir, 'postmaster.opts'), 'utf8').split(' ')[0]!);
  const pgCtl = async (args: string[]) => {
    const command = [path.join(bin, 'pg_ctl'), '-D', dataDir, ...args];
    // The server refuses to run as root: as root, as its owner.
    if (process.getuid?.() === 0) await run('runuser', ['-u', 'postgres', '--', ...command]);
    else await run(command[0]!, command.slice(1));
  };
  return {
    kill: () => pgCtl(['-m', 'immediate', 'stop']),
    // `restart` of a stopped server starts it with the options in postmaster.opts, the ones it had.
    start: () => pgCtl(['-w', '-l', path.join(dataDir, 'log'), 'restart']),
  };
}
