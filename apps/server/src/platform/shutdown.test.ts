import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../test/free-port.js';
import { TcpProxy } from '../test/tcp-proxy.js';
import { openTestDatabase } from '../test/test-app.js';

const template = inject('dbTemplate');
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface ServerProcess {
  process: ChildProcess;
  base: string;
  /** Its standard output so far. */
  output(): string;
}

/** `npm start`'s command on a file of the server, ready once it printed its `Ready:` line. */
async function startProcess(file: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WEB_DIST: 'none', RUN_JOBS: 'false', LOG_LEVEL: 'warn', SHUTDOWN_TIMEOUT_MS: '1500', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => out.includes('Ready:') && resolve());
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready: ${out}`)));
  });
  return { process: child, base: `http://127.0.0.1:${port}`, output: () => out };
}

async function signIn(base: string): Promise<string> {
  const signedIn = await fetch(`${base}/sys/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'demo-ops', password: 'Demo_1234', appType: 9 }),
  });
  return ((await signedIn.json()) as { data: { token: string } }).data.token;
}

/**
 * The real process (`npm start`'s command) with a request stuck on a database that stopped
 * answering: SIGTERM still ends it, by the shutdown deadline. The hang is made by a proxy that
 * holds the traffic.
 */
describe.skipIf(template.kind !== 'postgres')('SIGTERM while a request is stuck on the database', () => {
  let proxy: TcpProxy;
  let child: ServerProcess | undefined;
  let drop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    const opened = await openTestDatabase();
    drop = opened.drop;
    const target = new URL(opened.url!);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    target.host = proxy.address;
    child = await startProcess('src/main.ts', {
      DATABASE_URL: target.toString(),
      // Nothing times the stuck request out: only the shutdown deadline can end it.
      DB_QUERY_TIMEOUT_MS: '0',
      REQUEST_TIMEOUT_MS: '0',
    });
  }, 120_000);
  afterAll(async () => {
    if (child?.process.exitCode === null) child.process.kill('SIGKILL');
    proxy?.pass();
    await proxy?.stop();
    await drop();
  });

  it('exits within the shutdown deadline even though closing waits on the stuck request', async () => {
    const base = child!.base;
    const token = await signIn(base);
    proxy.mode = { kind: 'pause' };
    const stuck = fetch(`${base}/sys/login/get_info`, { headers: { authorization: `Bearer ${token}` } }).catch(() => 'cut');
    await new Promise((resolve) => setTimeout(resolve, 500));

    const exited = new Promise<number | null>((resolve) => child!.process.once('exit', (code) => resolve(code)));
    child!.process.kill('SIGTERM');
    // The deadline (1.5 s) ends it; without one it would wait on the database forever.
    expect(await exited).toBe(1);
    expect(await stuck).toBe('cut');
  }, 60_000);
});

const UNAVAILABLE = 'The service is temporarily unavailable, please try again shortly';

/**
 * The real process with PGlite stuck on a statement that does not end (through the test entry's
 * hook, `src/test/stuck-database.main.ts`): its worker is busy, the server answers 503 and SIGTERM
 * still ends it by the shutdown deadline. Before PGlite had a thread of its own nothing answered
 * and only SIGKILL ended it.
 */
describe.skipIf(template.kind !== 'pglite')('PGlite stuck on a statement, in the real process', () => {
  let child: ServerProcess | undefined;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(inject('scratchDir'), 'stuck-'));
    // The seeded template written to the data folder, as a first start would have left it.
    await (await openTestDatabase({ dataDir: path.join(dataDir, 'pglite') })).drop();
    child = await startProcess('src/test/stuck-database.main.ts', {
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      HEALTH_TIMEOUT_MS: '1000',
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_RETRY_AFTER_SECONDS: '7',
    });
  }, 120_000);
  afterAll(() => {
    if (child?.process.exitCode === null) child.process.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers /healthz and the API 503, and exits on SIGTERM within the shutdown deadline', async () => {
    const { base, process: server } = child!;
    const token = await signIn(base);
    server.stdin!.write('hold\n');
    while (!child!.output().includes('database held')) await new Promise((resolve) => setTimeout(resolve, 20));

    const health = await fetch(`${base}/healthz?lang=en_US`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'unavailable', problems: [{ code: 'databaseUnreachable' }] });
    for (const [lang, txt] of [
      ['en_US', UNAVAILABLE],
      ['zh_CN', '服务暂时不可用，请稍后再试'],
    ]) {
      const res = await fetch(`${base}/sys/login/get_info?lang=${lang}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('7');
      expect(await res.json()).toEqual({ code: 503, txt, data: null });
    }

    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    // The deadline (1.5 s) ends it, the worker with it; before, the process ignored SIGTERM.
    expect(await exited).toBe(1);
  }, 60_000);
});
