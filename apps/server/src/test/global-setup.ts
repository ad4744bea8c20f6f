import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedDemo } from '../db/seed/seed.js';
import { openPglite, openPostgres } from '../platform/db.js';
import { citusWorkers, createCitusDatabase, dropEverywhere, freezeTemplate, onEveryNode } from './citus-nodes.js';
import { databaseUrlFor } from './pg-url.js';
import { pgliteArtifacts } from './pglite-artifacts.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** On Citus, `workers` holds the workers' addresses (their maintenance database), where each copy is made too. */
    dbTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string; template: string; workers?: string[] };
    /** This run's folder for test files (uploads and the like), removed when the run ends, failed or not. */
    scratchDir: string;
  }
}

/**
 * Builds one migrated, seeded database per run; each test file opens a copy of it (a PGlite data-dir
 * dump, or a PostgreSQL database made from a template), which is far quicker than migrating each time.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'kg-vitest-'));
  project.provide('scratchDir', scratch);
  const teardown = await setupDatabase(project).catch((error: unknown) => {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  });
  return async () => {
    rmSync(scratch, { recursive: true, force: true });
    await teardown();
  };
}

async function setupDatabase(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `kg_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const workers = await citusWorkers(admin, url);
    const nodes = [url, ...(workers ?? [])];
    await onEveryNode(nodes, `drop database if exists ${template}`);
    if (workers) await createCitusDatabase(url, workers, template);
    else await admin.query(`create database ${template}`);
    const database = openPostgres(databaseUrlFor(url, template), 2);
    await database.migrate();
    await seedDemo(database.db, { campus: false });
    await database.close();
    if (workers) await freezeTemplate(nodes, template);
    project.provide('dbTemplate', { kind: 'postgres', url, template, ...(workers ? { workers } : {}) });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $2 or datname = $1`, [template, `kg_t_${process.pid}\\_%`]);
      for (const r of rows) await dropEverywhere(nodes, r.datname);
      await admin.end();
    };
  }
  const database = await openPglite('memory://', { artifacts: await pgliteArtifacts() });
  await database.migrate();
  await seedDemo(database.db, { campus: false });
  const dump = await database.dumpDataDir();
  await database.close();
  const dir = path.resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, dump);
  project.provide('dbTemplate', { kind: 'pglite', file });
  return async () => rmSync(file, { force: true });
}
