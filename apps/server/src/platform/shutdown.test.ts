import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../test/free-port.js';
import { TcpProxy } from '../test/tcp-proxy.js';
import { openTestDatabase } from '../test/test-app.js';

const template = inject('dbTemplate');
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The real process (`npm start`'s command) with a request stuck on a database that stopped
 * answering: SIGTERM still ends it, by the shutdown deadline. PostgreSQL only: the hang is made by a
 * proxy that holds the traffic (a stuck PGlite statement would hold the main thread itself, which is
 * what the disk reserve prevents).
 */
describe.skipIf(template.kind !== 'postgres')('SIGTERM while a request is stuck on the database', () => {
  let proxy: TcpProxy;
  let child: ChildProcess | undefined;
  let drop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    const opened = await openTestDatabase();
    drop = opened.drop;
    const target = new URL(opened.url!);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    target.host = proxy.address;
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: target.toString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST: 'none',
        RUN_JOBS: 'false',
        LOG_LEVEL: 'warn',
        // Nothing times the stuck request out: only the shutdown deadline can end it.
        DB_QUERY_TIMEOUT_MS: '0',
        REQUEST_TIMEOUT_MS: '0',
        SHUTDOWN_TIMEOUT_MS: '1500',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child!.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Ready:')) resolve();
      });
      child!.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready: ${out}`)));
    });
    (child as ChildProcess & { port: number }).port = port;
  }, 120_000);
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    proxy?.pass();
    await proxy?.stop();
    await drop();
  });

  it('exits within the shutdown deadline even though closing waits on the stuck request', async () => {
    const base = `http://127.0.0.1:${(child as ChildProcess & { port: number }).port}`;
    const signedIn = await fetch(`${base}/sys/login/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'demo-ops', password: 'Demo_1234', appType: 9 }),
    });
    const token = ((await signedIn.json()) as { data: { token: string } }).data.token;
    proxy.mode = { kind: 'pause' };
    const stuck = fetch(`${base}/sys/login/get_info`, { headers: { authorization: `Bearer ${token}` } }).catch(() => 'cut');
    await new Promise((resolve) => setTimeout(resolve, 500));

    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child!.kill('SIGTERM');
    // The deadline (1.5 s) ends it; without one it would wait on the database forever.
    expect(await exited).toBe(1);
    expect(await stuck).toBe('cut');
  }, 60_000);
});
