import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { type AppConfig, loadConfig } from '../platform/config.js';
import { type Database, openPostgres, wrapPglite } from '../platform/db.js';
import { databaseUrlFor } from './pg-url.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
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
    ...overrides,
    // Slowing is real but short, so throttle tests stay quick.
    loginThrottle: { ...base.loginThrottle, delayStepMs: 5, maxDelayMs: 20, ...overrides.loginThrottle },
  };
}

/** A fresh copy of the seeded template database. */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(template.file)]) });
    const database = wrapPglite(client);
    return { database, drop: () => database.close() };
  }
  // Named after this run's template, so a run's clean-up drops its own copies and no other run's.
  const name = `${template.template.replace('kg_template_', 'kg_t_')}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.template}`);
  const database = openPostgres(databaseUrlFor(template.url, name), 4);
  return {
    database,
    async drop() {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
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
