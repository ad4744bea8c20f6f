import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.js';
import type { Database } from '../db.js';
import { JobRunner } from './job-runner.js';
import { jobs } from './job.table.js';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => ({ database, drop } = await openTestDatabase()));
afterAll(() => drop());

describe('background jobs', () => {
  it('run once with their progress, and a failing one is tried three times before it fails with its reason', async () => {
    const runner = new JobRunner(database.db);
    const seen: string[] = [];
    runner.handle('ok', async (job) => {
      seen.push(String(job.payload.n));
      await job.progress(1, 1);
    });
    runner.handle('broken', async () => {
      throw new Error('printer on fire');
    });
    const ok = await runner.enqueue('ok', { n: 7 }, null, null, 1);
    const broken = await runner.enqueue('broken', {}, null, null);
    await runner.drain();
    expect(seen).toEqual(['7']);
    const [done] = await database.db.select().from(jobs).where(eq(jobs.id, ok));
    expect(done).toMatchObject({ status: 'done', done: 1, total: 1, attempts: 1 });
    // Retries wait a little longer each time; make them due now.
    for (let i = 0; i < 3; i++) {
      await database.db.update(jobs).set({ runAfter: new Date(0) }).where(eq(jobs.id, broken));
      await runner.drain();
    }
    const [failed] = await database.db.select().from(jobs).where(eq(jobs.id, broken));
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, error: 'printer on fire' });
  });

  it('leave a kind no runner handles alone', async () => {
    const id = await new JobRunner(database.db).enqueue('nobody', {}, null, null);
    const runner = new JobRunner(database.db);
    runner.handle('someone', async () => undefined);
    await runner.drain();
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
  });
});
