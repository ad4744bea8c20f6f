import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.js';
import { type Database, openPostgres } from '../db.js';
import { JobRunner } from './job-runner.js';
import { jobs } from './job.table.js';

let database: Database;
let url: string | undefined;
let drop: () => Promise<void>;
beforeAll(async () => ({ database, drop, url } = await openTestDatabase()));
afterAll(() => drop());

const DAY = 86_400_000;

/** Another server's connections to the same PostgreSQL; on PGlite (one process) the same database. */
async function withAnotherServer<T>(work: (other: Database) => Promise<T>): Promise<T> {
  if (!url) return work(database);
  const other = openPostgres(url, 4);
  try {
    return await work(other);
  } finally {
    await other.close();
  }
}

/** Resolves once `n` callers have arrived; fails (rather than hangs) when they never all do. */
function meeting(n: number) {
  let arrived = 0;
  let open!: () => void;
  const all = new Promise<void>((resolve) => (open = resolve));
  return async () => {
    if (++arrived === n) open();
    let timer: NodeJS.Timeout | undefined;
    const alone = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(`only ${arrived} of ${n} ran at once`)), 10_000)));
    await Promise.race([all, alone]).finally(() => clearTimeout(timer));
  };
}

const statusOf = async (ids: string[]) =>
  Object.fromEntries((await database.db.select({ id: jobs.id, status: jobs.status }).from(jobs).where(inArray(jobs.id, ids))).map((r) => [r.id, r.status]));

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
    // Retries wait longer each time (5 s, then 10 s, from the failure): make them due now.
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const [row] = await database.db
        .select({ wait: sql<number>`extract(epoch from ${jobs.runAfter} - ${jobs.updatedAt})::float8` })
        .from(jobs)
        .where(eq(jobs.id, broken));
      waits.push(Math.round(row!.wait));
      await database.db
        .update(jobs)
        .set({ runAfter: new Date(0) })
        .where(eq(jobs.id, broken));
      await runner.drain();
    }
    expect(waits.slice(0, 2)).toEqual([5, 10]);
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

describe('jobs at once', () => {
  it('run as many of a kind at once as its concurrency, and never more', async () => {
    const runner = new JobRunner(database.db);
    const meet = meeting(2);
    let active = 0;
    let most = 0;
    runner.handle(
      'pair',
      async () => {
        most = Math.max(most, ++active);
        await meet();
        active--;
      },
      { concurrency: 2 },
    );
    let alone = 0;
    let mostAlone = 0;
    runner.handle('alone', async () => {
      mostAlone = Math.max(mostAlone, ++alone);
      await new Promise((resolve) => setImmediate(resolve));
      alone--;
    });
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await runner.enqueue('pair', {}, null, null));
    for (let i = 0; i < 3; i++) ids.push(await runner.enqueue('alone', {}, null, null));
    await runner.drain();
    // Each pair met the other inside its handler: two ran at the same time, twice.
    expect(most).toBe(2);
    expect(mostAlone).toBe(1);
    expect(Object.values(await statusOf(ids))).toEqual(Array(7).fill('done'));
  });

  it('are shared by two servers on one database, each job run by one of them once', async () => {
    await withAnotherServer(async (other) => {
      const ran: string[] = [];
      const runners = [new JobRunner(database.db), new JobRunner(other.db)];
      const meet = meeting(2);
      for (const runner of runners)
        runner.handle(
          'shared',
          async (job) => {
            ran.push(job.id);
            if (ran.length <= 2) await meet();
          },
          { concurrency: 2 },
        );
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) ids.push(await runners[0]!.enqueue('shared', { i }, null, null));
      await Promise.all(runners.map((runner) => runner.drain()));
      expect(ran.sort()).toEqual([...ids].sort());
      expect(Object.values(await statusOf(ids))).toEqual(Array(12).fill('done'));
    });
  });
});

describe('job retention', () => {
  it('deletes finished and failed jobs past their age, keeps younger and unfinished ones, and fails a job left without an attempt', async () => {
    let now = new Date(Date.now() - 20 * DAY);
    const runner = new JobRunner(database.db, { retentionDays: 14, now: () => now });
    runner.handle('kept', async () => undefined);
    runner.handle('fails', async () => Promise.reject(new Error('no paper')), { maxAttempts: 1 });
    runner.handle('brief', async () => undefined, { retentionDays: 1 });
    const oldDone = await runner.enqueue('kept', {}, null, null);
    const oldFailed = await runner.enqueue('fails', {}, null, null);
    await runner.drain();
    now = new Date(Date.now() - 2 * DAY);
    const recentDone = await runner.enqueue('kept', {}, null, null);
    const recentBrief = await runner.enqueue('brief', {}, null, null);
    await runner.drain();
    // Never run (no server handles it): kept, however old.
    const queued = await runner.enqueue('unhandled', {}, null, null);
    await database.db
      .update(jobs)
      .set({ createdAt: new Date(Date.now() - 30 * DAY) })
      .where(eq(jobs.id, queued));
    // Its server stopped during its last attempt: it is failed now and deleted after the retention age.
    const abandoned = await runner.enqueue('kept', {}, null, null);
    await database.db
      .update(jobs)
      .set({ status: 'running', attempts: 3, leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, abandoned));
    const ids = [oldDone, oldFailed, recentDone, recentBrief, queued, abandoned];
    expect(await statusOf(ids)).toEqual({ [oldDone]: 'done', [oldFailed]: 'failed', [recentDone]: 'done', [recentBrief]: 'done', [queued]: 'queued', [abandoned]: 'running' });

    now = new Date();
    expect(await runner.sweep()).toBeGreaterThanOrEqual(3);
    expect(await statusOf(ids)).toEqual({ [recentDone]: 'done', [queued]: 'queued', [abandoned]: 'failed' });
    const [left] = await database.db.select().from(jobs).where(eq(jobs.id, abandoned));
    expect(left!.error).toMatch(/no attempt left/);

    now = new Date(Date.now() + 15 * DAY);
    await runner.sweep();
    expect(await statusOf(ids)).toEqual({ [queued]: 'queued' });
  });
});
