import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, inject, it } from 'vitest';
import { createTestAppOn, openTestDatabase } from '../../test/test-app.js';
import { type Database, openPglite, openPostgres } from '../db.js';
import { jobs } from './job.table.js';

/** A database two servers open one after the other: PGlite's files in a folder, or one PostgreSQL database. */
async function sharedDatabase(): Promise<{ first: Database; reopen(): Promise<Database>; cleanUp(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(inject('scratchDir'), 'jobs-restart-'));
  const copy = await openTestDatabase({ dataDir });
  if (!copy.url) return { first: copy.database, reopen: () => openPglite(dataDir), cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }) };
  rmSync(dataDir, { recursive: true, force: true });
  const url = copy.url;
  return { first: openPostgres(url, 4), reopen: async () => openPostgres(url, 4), cleanUp: copy.drop };
}

// Two servers one after the other, each opening the database (PGlite: from its files): under a busy
// machine that alone took 21 s of the default 30.
it('a job enqueued before the server stopped runs on the next server, which keeps it for the configured days', { timeout: 120_000 }, async () => {
  const { first, reopen, cleanUp } = await sharedDatabase();
  try {
    const before = await createTestAppOn(first);
    const id = await before.app.jobs.enqueue('restart-probe', { n: 1 }, null, null);
    await before.close();

    const after = await createTestAppOn(await reopen(), { runJobs: true, jobRetentionDays: 0 });
    try {
      // Its running runner (not a drain) finds the job.
      const ran = new Promise<unknown>((resolve) => after.app.jobs.handle('restart-probe', async (job) => resolve(job.payload)));
      expect(await ran).toEqual({ n: 1 });
      await after.app.close();
      const [done] = await after.database.db.select().from(jobs).where(eq(jobs.id, id));
      expect(done).toMatchObject({ status: 'done', attempts: 1 });
      // JOB_RETENTION_DAYS=0: a finished job goes at the next sweep.
      expect(await after.app.jobs.sweep()).toBeGreaterThanOrEqual(1);
      expect(await after.database.db.select().from(jobs).where(eq(jobs.id, id))).toEqual([]);
    } finally {
      await after.close();
    }
  } finally {
    await cleanUp();
  }
});
