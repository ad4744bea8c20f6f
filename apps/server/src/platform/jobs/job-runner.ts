import type { Db } from '../db.js';
import { serializeError } from '../log-serializers.js';
import { runInScope } from '../request-scope.js';
import { checkSchedule, latestSlot, nextSlot, type ScheduleDeclaration } from './job-schedule.js';
import { jobs } from './job.table.js';
import { type ClaimedJob, claimJobs, declareSchedule, deleteEnded, extendLease, failAbandoned, failJob, finishJob, fireSlot, type QueueState, queueState } from './job-store.js';

export type { ScheduleDeclaration } from './job-schedule.js';

const LEASE_SECONDS = 60;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_BACKOFF_SECONDS = 60 * 60;
const ignore = () => undefined;

export interface JobContext {
  id: string;
  payload: Record<string, unknown>;
  /** 1 on the first try. */
  attempt: number;
  /** The schedule's slot this run is for (say, the month a statement closes); absent when enqueued by hand. */
  scheduledFor: Date | undefined;
  /** Records progress (a screen may show it). The lease is kept by the runner meanwhile. */
  progress(done: number, total: number): Promise<void>;
}
export type JobHandler = (job: JobContext) => Promise<void>;

export interface KindOptions {
  /** Jobs of this kind running at once in one server process (default 1). */
  concurrency?: number;
  /** Tries before the job fails (default 3). */
  maxAttempts?: number;
  /** The wait before the second try, doubled before each later one, at most an hour (default 5 s). */
  backoffSeconds?: number;
  /** Days a finished or failed job of this kind is kept (default: the runner's). */
  retentionDays?: number;
}

export interface JobRunnerOptions {
  /** How often the runner looks for new jobs (other servers' too) and due schedules. */
  pollMs?: number;
  /** Days a finished or failed job is kept before it is deleted. */
  retentionDays?: number;
  /** The time schedules and retention are read on (tests drive it; claims and leases use the database's). */
  now?: () => Date;
  /** Told of each failed attempt (the log); the job keeps only the error's message. */
  onFailure?: (error: unknown, job: { id: string; kind: string; attempt: number }) => void;
}

interface Kind extends Required<Omit<KindOptions, 'retentionDays'>> {
  handler: JobHandler;
  retentionDays: number | undefined;
  active: number;
}

interface Schedule extends ReturnType<typeof checkSchedule> {
  payload: Record<string, unknown>;
  /** The last slot known fired (read from the database at the first evaluation). */
  lastSlot: Date | undefined;
  /**
   * The slot after the latest one evaluated (which is at or before lastSlot): before it nothing is
   * due, and the cron arithmetic (cron-parser over luxon, milliseconds of CPU) is not redone at each poll.
   */
  nextSlot: Date | undefined;
}

/**
 * Runs queued and scheduled jobs in this process, each kind up to its concurrency. Claiming is one
 * statement (`for update skip locked`), so several servers on one PostgreSQL never run the same job;
 * a job whose lease ran out because its server stopped is claimed again and resumes (handlers skip
 * what is already done). A schedule slot is started by one statement that also moves the schedule's
 * last slot, so it fires once whatever the number of servers.
 */
export class JobRunner {
  private readonly kinds = new Map<string, Kind>();
  private readonly schedules = new Map<string, Schedule>();
  private readonly running = new Set<Promise<void>>();
  private readonly pollMs: number;
  private readonly retentionDays: number;
  private readonly now: () => Date;
  private readonly onFailure: NonNullable<JobRunnerOptions['onFailure']>;
  private timer: NodeJS.Timeout | undefined;
  private pumping: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private lastSweep = Number.NEGATIVE_INFINITY;
  /** Claiming and firing one step at a time: a kind's free places are counted once. */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    options: JobRunnerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 500;
    this.retentionDays = options.retentionDays ?? 14;
    this.now = options.now ?? (() => new Date());
    this.onFailure = options.onFailure ?? ignore;
  }

  /** An area's handler of one kind of job. */
  handle(kind: string, handler: JobHandler, options: KindOptions = {}): void {
    this.kinds.set(kind, {
      handler,
      concurrency: Math.max(1, options.concurrency ?? 1),
      maxAttempts: Math.max(1, options.maxAttempts ?? 3),
      backoffSeconds: options.backoffSeconds ?? 5,
      retentionDays: options.retentionDays,
      active: 0,
    });
  }

  /** Starts a job of `kind` at each slot of a cron expression in a time zone (checked here, so a bad one fails the start). */
  schedule(declaration: ScheduleDeclaration): void {
    this.schedules.set(declaration.name, { ...checkSchedule(declaration), payload: declaration.payload ?? {}, lastSlot: undefined, nextSlot: undefined });
  }

  /** Queues a job; given a transaction (`within`), the job exists only if that transaction commits. */
  async enqueue(kind: string, payload: Record<string, unknown>, orgId: string | null, createdBy: string | null, total = 0, within: Db = this.db): Promise<string> {
    const [row] = await within.insert(jobs).values({ kind, payload, orgId, createdBy, total }).returning({ id: jobs.id });
    this.kick();
    return row!.id;
  }

  /**
   * Every kind this server handles, with its jobs waiting and running in the database (all servers'),
   * a kind with none at zero so that its series stays; kinds only other servers handle are listed too.
   */
  async queue(): Promise<QueueState[]> {
    const held = new Map((await queueState(this.db)).map((s) => [s.kind, s]));
    for (const kind of this.kinds.keys()) if (!held.has(kind)) held.set(kind, { kind, ready: 0, delayed: 0, running: 0, oldestReadySeconds: 0 });
    return [...held.values()];
  }

  start(): void {
    this.stopped = false;
    this.pumpIn(0);
  }

  /** Stops looking for work and waits for the jobs running here to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.pumping;
    await Promise.all(this.running);
  }

  /** Fires due schedules, then runs every ready job (several at once where a kind allows) until none is left. */
  async drain(): Promise<void> {
    await runInScope({}, () => this.inTurn(() => this.fireDue()));
    for (;;) {
      // Done only when a claim with every place free found nothing (jobs may end while one is asked).
      const allFree = this.running.size === 0;
      const started = await runInScope({}, () => this.inTurn(() => this.fill()));
      if (started > 0) continue;
      if (this.running.size > 0) await Promise.race(this.running);
      else if (allFree) return;
    }
  }

  /** Deletes finished and failed jobs past their retention, and fails jobs left without an attempt. */
  async sweep(): Promise<number> {
    const now = this.now();
    this.lastSweep = now.getTime();
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    for (const [name, kind] of this.kinds) await failAbandoned(this.db, name, kind.maxAttempts, now);
    const own = [...this.kinds].filter(([, kind]) => kind.retentionDays !== undefined);
    let deleted = 0;
    for (const [name, kind] of own) deleted += await deleteEnded(this.db, ago(kind.retentionDays!), { kinds: [name] });
    deleted += await deleteEnded(this.db, ago(this.retentionDays), { except: own.map(([name]) => name) });
    return deleted;
  }

  private inTurn<T>(step: () => Promise<T>): Promise<T> {
    const result = this.turn.then(step);
    this.turn = result.catch(ignore);
    return result;
  }

  private kick(): void {
    if (!this.stopped) this.pumpIn(0);
  }

  private pumpIn(delay: number): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => this.pump(), delay);
  }

  private pump(): void {
    if (this.pumping) {
      this.again = true;
      return;
    }
    // Jobs are nobody's request: a job kicked by a request must not inherit its scope (and be
    // refused once that request's client leaves or its deadline passes).
    this.pumping = runInScope({}, async () => {
      await this.inTurn(() => this.fireDue());
      if (this.now().getTime() - this.lastSweep >= SWEEP_EVERY_MS) await this.sweep();
      await this.inTurn(() => this.fill());
    })
      .catch(ignore)
      .finally(() => {
        this.pumping = undefined;
        const again = this.again;
        this.again = false;
        this.pumpIn(again ? 0 : this.pollMs);
      });
  }

  /** Starts each schedule's latest slot that has not fired yet (missed slots fire once, not once each). */
  private async fireDue(): Promise<void> {
    const now = this.now();
    for (const schedule of this.schedules.values()) {
      // Before the slot after the latest one evaluated, the latest is at or before lastSlot: nothing is due.
      if (schedule.nextSlot && now < schedule.nextSlot) continue;
      const slot = latestSlot(schedule.cron, schedule.timeZone, now);
      schedule.lastSlot ??= await declareSchedule(this.db, schedule, slot);
      if (slot > schedule.lastSlot) {
        const id = await fireSlot(this.db, schedule, slot);
        schedule.lastSlot = slot;
        if (id) this.kick();
      }
      schedule.nextSlot = nextSlot(schedule.cron, schedule.timeZone, slot);
    }
  }

  /** Claims as many ready jobs of each kind as it has free places (one statement), and starts them. */
  private async fill(): Promise<number> {
    const wanted = [...this.kinds]
      .filter(([, kind]) => kind.active < kind.concurrency)
      .map(([name, kind]) => ({ kind: name, limit: kind.concurrency - kind.active, maxAttempts: kind.maxAttempts }));
    const claimed = await claimJobs(this.db, wanted, LEASE_SECONDS);
    for (const job of claimed) this.launch(this.kinds.get(job.kind)!, job);
    return claimed.length;
  }

  private launch(kind: Kind, job: ClaimedJob): void {
    kind.active++;
    const run: Promise<void> = runInScope({}, () => this.run(kind, job)).finally(() => {
      kind.active--;
      this.running.delete(run);
      this.kick();
    });
    this.running.add(run);
  }

  private async run(kind: Kind, job: ClaimedJob): Promise<void> {
    // The lease is kept while the handler works, however long; it runs out only if this server stops.
    const heartbeat = setInterval(() => void extendLease(this.db, job, LEASE_SECONDS).catch(ignore), (LEASE_SECONDS * 1000) / 3);
    heartbeat.unref();
    let failure: { error: unknown } | undefined;
    try {
      await kind.handler({
        id: job.id,
        payload: job.payload,
        attempt: job.attempts,
        scheduledFor: job.scheduledFor,
        progress: (done, total) => extendLease(this.db, job, LEASE_SECONDS, { done, total }),
      });
    } catch (error) {
      failure = { error };
    } finally {
      clearInterval(heartbeat);
    }
    const tell = (error: unknown) => this.onFailure(error, { id: job.id, kind: job.kind, attempt: job.attempts });
    // Not recorded (the database went away): the lease runs out and the job is claimed again.
    if (!failure) return finishJob(this.db, job, this.now()).catch(tell);
    tell(failure.error);
    const retryIn = Math.min(MAX_BACKOFF_SECONDS, kind.backoffSeconds * 2 ** (job.attempts - 1));
    // A failed statement's message carries its parameters: the job keeps only what failed.
    const message = String(serializeError(failure.error).message).slice(0, 500);
    await failJob(this.db, job, message, job.attempts >= kind.maxAttempts, retryIn, this.now()).catch(tell);
  }
}
