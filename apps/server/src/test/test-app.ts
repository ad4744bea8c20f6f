import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { type AppConfig, loadConfig } from '../platform/config.js';
import { type Database, type OpenOptions, openPglite, openPostgres } from '../platform/db.js';
import type { Clock } from '../platform/clock.js';
import type { ResourceRegistry } from '../platform/resource/registry.js';
import { dropEverywhere, onEveryNode } from './citus-nodes.js';
import { databaseUrlFor } from './pg-url.js';
import { pgliteArtifacts } from './pglite-artifacts.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** The PostgreSQL database's address (absent on PGlite), for a test's own connection. */
  databaseUrl?: string;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ WEB_DIST: 'none' });
  return {
    ...base,
    // Under the run's scratch folder, which the run removes whatever became of the test.
    storage: { ...base.storage, localDir: mkdtempSync(path.join(inject('scratchDir'), 'files-')) },
    secretKey: randomBytes(32).toString('hex'),
    runJobs: false,
    // Every answer is checked against its declared schema, so each API test is a contract test too.
    checkAnswers: true,
    // The disk reserve is tested where it is set up (platform/disk-reserve.test.ts), not on the machine's /tmp.
    disk: { path: undefined, reserveBytes: 0 },
    ...overrides,
    // Slowing is real but short, so throttle tests stay quick.
    loginThrottle: { ...base.loginThrottle, delayStepMs: 5, maxDelayMs: 20, ...overrides.loginThrottle },
    deviceThrottle: { ...base.deviceThrottle, delayStepMs: 5, maxDelayMs: 20, ...overrides.deviceThrottle },
    // In-process suites drive one session far faster than a person (fuzzing, route tables): the rate
    // limit tests set their own limits, the demo-start test the defaults, and the browser tests run them.
    rateLimit: overrides.rateLimit ?? { ...base.rateLimit, enabled: false },
  };
}

let templateDump: { file: string; bytes: Uint8Array } | undefined;
/** The template's dump, read once per test process (some ninety copies a run are made of it). */
function pgliteTemplate(file: string): Uint8Array {
  if (templateDump?.file !== file) templateDump = { file, bytes: readFileSync(file) };
  return templateDump.bytes;
}

export interface TestDatabaseOptions extends OpenOptions {
  /** PostgreSQL: reach the database through another address (a test's proxy), e.g. '127.0.0.1:40001'. */
  via?: string;
  /** PGlite: keep its files in this folder instead of memory. */
  dataDir?: string;
}

/** A fresh copy of the seeded template database. */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<{ database: Database; drop(): Promise<void>; url?: string }> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const database = await openPglite(options.dataDir ?? 'memory://', { ...options, loadDataDir: pgliteTemplate(template.file), artifacts: await pgliteArtifacts() });
    return { database, drop: () => database.close() };
  }
  // Named after this run's template, so a run's clean-up drops its own copies and no other run's.
  const name = `${template.template.replace('kg_template_', 'kg_t_')}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  // On Citus, on every node (test/citus-nodes.ts says why).
  const nodes = [template.url, ...(template.workers ?? [])];
  await onEveryNode(nodes, `create database ${name} template ${template.template}`);
  const url = new URL(databaseUrlFor(template.url, name));
  if (options.via) url.host = options.via;
  const database = openPostgres(url.toString(), options.limits?.poolMax ?? 4, options);
  return {
    database,
    url: databaseUrlFor(template.url, name),
    async drop() {
      await database.close();
      await dropEverywhere(nodes, name);
    },
  };
}

export interface TestAppOptions {
  database?: TestDatabaseOptions;
  /** The server's log, written there (the default: no log). */
  log?: NodeJS.WritableStream;
  /** The resources' registry, for a test that reads the declared tables. */
  resources?: ResourceRegistry;
  /** The server's current instant (the system's by default): a test that plays a known day fixes it. */
  clock?: Clock;
}

export async function createTestApp(overrides: Partial<AppConfig> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const { database, url, drop } = await openTestDatabase(options.database);
  return createTestAppOn(database, overrides, options, drop, url);
}

/** The real server on a database the test opened itself (closed with the app). */
export async function createTestAppOn(
  database: Database,
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
  drop: () => Promise<void> = () => database.close(),
  url?: string,
): Promise<TestApp> {
  const config = testConfig(overrides);
  const app = await buildApp({
    config,
    database,
    // TEST_LOG=1 shows the server's log (a 500's cause), which tests otherwise keep quiet.
    logger: options.log ?? (process.env.TEST_LOG ? true : false),
    ...(options.resources ? { resources: options.resources } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    ...(url ? { databaseUrl: url } : {}),
    async close() {
      await app.close();
      await drop();
      if (config.storage.localDir.startsWith(inject('scratchDir'))) rmSync(config.storage.localDir, { recursive: true, force: true });
    },
  };
}

export interface Envelope {
  code: number;
  txt: string;
  data: unknown;
}

export function envelope(res: LightMyRequestResponse): Envelope {
  return res.json<Envelope>();
}

/** Signs in through the real route and returns the token. */
export async function signIn(app: FastifyInstance, userName: string, appType: number, password = 'Demo_1234') {
  const res = await app.inject({ method: 'POST', url: '/sys/login/login', payload: { userName, password, appType } });
  const body = envelope(res);
  if (body.code !== 200) throw new Error(`sign-in of ${userName} failed: ${res.body}`);
  return (body.data as { token: string }).token;
}

/** inject() with the session headers the web sends. */
export function call(app: FastifyInstance, token: string | undefined, opts: InjectOptions) {
  return app.inject({ ...opts, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...opts.headers } });
}
