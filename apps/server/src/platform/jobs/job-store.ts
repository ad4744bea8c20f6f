/**
 * The runner's statements. Each is one statement, so it is atomic on both databases without a
 * transaction (PGlite's single connection is then never held across a round trip).
 */
import { sql } from 'drizzle-orm';
import { newId } from '../../db/columns.js';
import type { Db } from '../db.js';
import { rowsOf } from '../sql-rows.js';

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  scheduledFor: Date | undefined;
}

const iso = (at: Date) => at.toISOString();

/** How many jobs of a kind a runner has room for, and its tries. */
export interface Wanted {
  kind: string;
  limit: number;
  maxAttempts: number;
}

/**
 * Takes up to each kind's limit of its ready jobs, in one statement whatever the number of kinds:
 * queued and due, or running with a lease that ran out (their server stopped) and a try left.
 * `skip locked`: two servers never take the same job.
 */
export async function claimJobs(db: Db, wanted: Wanted[], leaseSeconds: number): Promise<ClaimedJob[]> {
  if (wanted.length === 0) return [];
  const values = sql.join(
    wanted.map((w) => sql`(${w.kind}::text, ${w.limit}::int, ${w.maxAttempts}::int)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with wanted (kind, n, max_attempts) as (values ${values}),
    ready as (
      select r.id from wanted cross join lateral (
        select id from jobs
        where jobs.kind = wanted.kind and run_after <= now() and attempts < wanted.max_attempts
          and (status = 'queued' or (status = 'running' and lease_until < now()))
        order by created_at limit wanted.n for update skip locked) r)
    update jobs set status = 'running', attempts = jobs.attempts + 1, lease_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
    from ready where jobs.id = ready.id
    returning jobs.id, jobs.kind, jobs.payload, jobs.attempts, (extract(epoch from jobs.scheduled_for) * 1000)::float8 as scheduled_ms`);
  return rowsOf<Omit<ClaimedJob, 'scheduledFor'> & { scheduled_ms: number | null }>(result).map(({ scheduled_ms, ...job }) => ({
    ...job,
    scheduledFor: scheduled_ms === null ? undefined : new Date(scheduled_ms),
  }));
}

/** Only the attempt that holds the job may move it on (a stale runner's late answer changes nothing). */
const held = (job: ClaimedJob) => sql`id = ${job.id} and status = 'running' and attempts = ${job.attempts}`;

export async function extendLease(db: Db, job: ClaimedJob, leaseSeconds: number, progress?: { done: number; total: number }): Promise<void> {
  const counts = progress ? sql`, done = ${progress.done}, total = ${progress.total}` : sql``;
  await db.execute(sql`update jobs set lease_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()${counts} where ${held(job)}`);
}

export async function finishJob(db: Db, job: ClaimedJob, at: Date): Promise<void> {
  await db.execute(sql`update jobs set status = 'done', finished_at = ${iso(at)}::timestamptz, lease_until = null, updated_at = now() where ${held(job)}`);
}

/** Queued again after `retryInSeconds`, or failed for good on its last attempt. */
export async function failJob(db: Db, job: ClaimedJob, error: string, last: boolean, retryInSeconds: number, at: Date): Promise<void> {
  await db.execute(sql`
    update jobs set status = ${last ? 'failed' : 'queued'}, error = ${error}, lease_until = null, updated_at = now(),
      run_after = now() + make_interval(secs => ${retryInSeconds}),
      finished_at = ${last ? iso(at) : null}::timestamptz
    where ${held(job)}`);
}

/**
 * Records a schedule and answers the last slot it fired. A new schedule counts its latest past slot
 * as fired (declaring one starts nothing at once); one whose expression or zone changed does too, so
 * the new expression's past slots are not fired either.
 */
export async function declareSchedule(db: Db, schedule: { name: string; kind: string; cron: string; timeZone: string }, latest: Date): Promise<Date> {
  const result = await db.execute(sql`
    insert into job_schedules as s (name, kind, cron, time_zone, last_slot)
    values (${schedule.name}, ${schedule.kind}, ${schedule.cron}, ${schedule.timeZone}, ${iso(latest)}::timestamptz)
    on conflict (name) do update set kind = excluded.kind, cron = excluded.cron, time_zone = excluded.time_zone,
      last_slot = case when (s.cron, s.time_zone) is distinct from (excluded.cron, excluded.time_zone)
        then greatest(s.last_slot, excluded.last_slot) else s.last_slot end,
      updated_at = now()
    returning (extract(epoch from last_slot) * 1000)::float8 as last_ms`);
  return new Date(rowsOf<{ last_ms: number }>(result)[0]!.last_ms);
}

/**
 * Moves the schedule's last slot forward and enqueues the slot's job in one statement: of several
 * servers firing the same slot, the first moves it and the others, waiting on its row, find it moved.
 * Answers the job's id, or undefined when the slot had already fired.
 */
export async function fireSlot(db: Db, schedule: { name: string; kind: string; payload: Record<string, unknown> }, slot: Date): Promise<string | undefined> {
  const result = await db.execute(sql`
    with fired as (
      update job_schedules set last_slot = ${iso(slot)}::timestamptz, updated_at = now()
      where name = ${schedule.name} and last_slot < ${iso(slot)}::timestamptz
      returning name)
    insert into jobs (id, kind, payload, scheduled_for)
    select ${newId()}, ${schedule.kind}, ${JSON.stringify(schedule.payload)}::jsonb, ${iso(slot)}::timestamptz from fired
    returning id`);
  return rowsOf<{ id: string }>(result)[0]?.id;
}

const SWEEP_BATCH = 1000;

/** Deletes finished and failed jobs that ended before `before` (of `kinds`, or of all but `except`), in batches. */
export async function deleteEnded(db: Db, before: Date, scope: { kinds: string[] } | { except: string[] }): Promise<number> {
  const kinds = 'kinds' in scope ? sql`kind in ${scope.kinds}` : scope.except.length ? sql`kind not in ${scope.except}` : sql`true`;
  let deleted = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from jobs where id in (
        select id from jobs where status in ('done', 'failed') and finished_at < ${iso(before)}::timestamptz and ${kinds} limit ${SWEEP_BATCH})
      returning id`);
    const n = rowsOf(result).length;
    deleted += n;
    if (n < SWEEP_BATCH) return deleted;
  }
}

/** A job left without an attempt (its server stopped during the last one) is failed: it is never claimed again. */
export async function failAbandoned(db: Db, kind: string, maxAttempts: number, at: Date): Promise<number> {
  const result = await db.execute(sql`
    update jobs set status = 'failed', error = 'no attempt left: its server stopped during the last one', lease_until = null,
      finished_at = ${iso(at)}::timestamptz, updated_at = now()
    where kind = ${kind} and attempts >= ${maxAttempts} and (status = 'queued' or (status = 'running' and lease_until < now()))
    returning id`);
  return rowsOf(result).length;
}

/** A kind's jobs waiting or running, as the database holds them (the same on every server). */
export interface QueueState {
  kind: string;
  /** Queued and due: waiting for a runner. */
  ready: number;
  /** Queued for later: a retry's wait not yet over. */
  delayed: number;
  running: number;
  /** Seconds the oldest ready job has waited since it became due (0: none waits). */
  oldestReadySeconds: number;
}

/** The queue by kind, in one statement (the ready index serves it). */
export async function queueState(db: Db): Promise<QueueState[]> {
  const result = await db.execute(sql`
    select kind,
      count(*) filter (where status = 'queued' and run_after <= now())::int as ready,
      count(*) filter (where status = 'queued' and run_after > now())::int as delayed,
      count(*) filter (where status = 'running')::int as running,
      coalesce(extract(epoch from now() - min(run_after) filter (where status = 'queued' and run_after <= now())), 0)::float8 as oldest
    from jobs where status in ('queued', 'running') group by kind`);
  return rowsOf<{ kind: string; ready: number; delayed: number; running: number; oldest: number }>(result).map(({ oldest, ...state }) => ({
    ...state,
    oldestReadySeconds: oldest,
  }));
}
