import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db.js';
import { serializeError } from '../log-serializers.js';
import { runInScope } from '../request-scope.js';
import { rowsOf } from '../sql-rows.js';
import { jobs } from './job.table.js';

const LEASE_SECONDS = 60;
const MAX_ATTEMPTS = 3;

export interface JobContext {
  id: string;
  payload: Record<string, unknown>;
  /** Records progress and extends the lease: call it as the work advances. */
  progress(done: number, total: number): Promise<void>;
}
export type JobHandler = (job: JobContext) => Promise<void>;

/**
 * Runs queued jobs one at a time in this process. Claiming is one statement (`for update skip
 * locked`), so several servers on one PostgreSQL never run the same job; a job whose lease expired
 * because its server stopped is claimed again and resumes (handlers skip what is already done).
 */
export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  private readonly handlers: Record<string, JobHandler> = {};

  constructor(
    private readonly db: Db,
    private readonly pollMs = 500,
    /** Told of each failed attempt (the log); the error is kept on the job only as a summary. */
    private readonly onFailure: (error: unknown, job: { id: string; kind: string; attempt: number }) => void = () => undefined,
  ) {}

  /** A module's handler of one kind of job. */
  handle(kind: string, handler: JobHandler): void {
    this.handlers[kind] = handler;
  }

  async enqueue(kind: string, payload: Record<string, unknown>, orgId: string | null, createdBy: string | null, total = 0): Promise<string> {
    const [row] = await this.db.insert(jobs).values({ kind, payload, orgId, createdBy, total }).returning({ id: jobs.id });
    this.kick();
    return row!.id;
  }

  start(): void {
    this.stopped = false;
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Runs every ready job now and returns when none is left (tests, and a prompt first run). */
  async drain(): Promise<void> {
    while (await this.runOne()) {
      /* next */
    }
  }

  private kick(): void {
    if (this.stopped || this.running || !this.timer) return;
    clearTimeout(this.timer);
    this.schedule(0);
  }

  private schedule(delay = this.pollMs): void {
    if (this.stopped) return;
    // Jobs are nobody's request: a job kicked by a request must not inherit its scope (and be
    // refused once that request's client leaves or its deadline passes).
    this.timer = setTimeout(() => {
      this.running = runInScope({}, () => this.drain())
        .catch(() => undefined)
        .finally(() => {
          this.running = undefined;
          this.schedule();
        });
    }, delay);
  }

  private async claim() {
    const kinds = Object.keys(this.handlers);
    if (kinds.length === 0) return undefined;
    const result = await this.db.execute(sql`
      update jobs set status = 'running', attempts = attempts + 1, lease_until = now() + make_interval(secs => ${LEASE_SECONDS}), updated_at = now()
      where id = (
        select id from jobs
        where kind in ${kinds} and run_after <= now() and (status = 'queued' or (status = 'running' and lease_until < now()))
        order by created_at limit 1 for update skip locked)
      returning id, kind, payload, attempts`);
    return rowsOf<{ id: string; kind: string; payload: Record<string, unknown>; attempts: number }>(result)[0];
  }

  private async runOne(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    const handler = this.handlers[job.kind]!;
    try {
      await handler({
        id: job.id,
        payload: job.payload,
        progress: async (done, total) => {
          await this.db
            .update(jobs)
            .set({ done, total, leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`, updatedAt: new Date() })
            .where(eq(jobs.id, job.id));
        },
      });
      await this.db.update(jobs).set({ status: 'done', finishedAt: new Date(), leaseUntil: null, updatedAt: new Date() }).where(eq(jobs.id, job.id));
    } catch (error) {
      this.onFailure(error, { id: job.id, kind: job.kind, attempt: job.attempts });
      const failed = job.attempts >= MAX_ATTEMPTS;
      await this.db
        .update(jobs)
        .set({
          status: failed ? 'failed' : 'queued',
          // A failed statement's message carries its parameters: the job keeps only what failed.
          error: String(serializeError(error).message).slice(0, 500),
          runAfter: sql`now() + make_interval(secs => ${5 * job.attempts})`,
          leaseUntil: null,
          finishedAt: failed ? new Date() : null,
          updatedAt: new Date(),
        })
        .where(and(eq(jobs.id, job.id)));
    }
    return true;
  }
}
