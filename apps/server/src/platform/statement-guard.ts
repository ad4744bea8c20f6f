import type { DiskSpace } from './disk-space.js';
import { AppError } from './errors.js';
import { currentScope } from './request-scope.js';

// A statement that changes the database, told by its first word (or, after `with`, by what its
// common table expressions do). `select ... for update` only locks; it is a read.
const WRITE_START = /^\s*(insert|update|delete|merge|create|alter|drop|truncate|copy|grant|revoke|comment|vacuum|reindex|cluster|refresh)\b/i;
const WRITE_IN_CTE = /\b(insert\s+into|delete\s+from|update\s+"?[\w.]+"?\s+set)\b/i;

export function isWriteStatement(text: string): boolean {
  return WRITE_START.test(text) || (/^\s*with\b/i.test(text) && WRITE_IN_CTE.test(text));
}

/** The request that wanted this work has gone (its client left, or it was answered 503 at its deadline). */
export class WorkAbandoned extends AppError {
  constructor(retryAfterSeconds: number) {
    super(503, 'error.unavailable', undefined, undefined, retryAfterSeconds);
    this.name = 'WorkAbandoned';
  }
}

/** Writes refused while the disk is below its reserve: 507, and a minute before trying again. */
export const diskLow = () => new AppError(507, 'error.diskFull', undefined, undefined, 60);

/**
 * Asked before every statement, on both drivers: work whose request is gone is not started (a
 * rollback still runs), and while the disk is below its reserve only reads and bookkeeping run.
 */
export class StatementGuard {
  constructor(
    readonly disk: DiskSpace | undefined,
    private readonly retryAfterSeconds = 5,
  ) {}

  /** Statements asked about so far. */
  statements = 0;

  /** `count`: false for a second look at the same statement (the pool looks before taking a connection). */
  check(text: string, count = true): void {
    if (count) this.statements++;
    const scope = currentScope();
    if (scope?.signal?.aborted && !/^\s*rollback\b/i.test(text)) throw new WorkAbandoned(this.retryAfterSeconds);
    if (!scope?.bookkeeping && this.disk?.isLow() && isWriteStatement(text)) throw diskLow();
  }

  /** After a wait for a connection: the request may have gone meanwhile. */
  assertWanted(): void {
    if (currentScope()?.signal?.aborted) throw new WorkAbandoned(this.retryAfterSeconds);
  }
}

/**
 * PGlite's single connection, taken in turn with a bounded wait (pg-pool's connectionTimeoutMillis
 * for the embedded database): a queue that grows without bound is answered 503 instead.
 */
export class Turnstile {
  private busy = false;
  private readonly waiting: Array<{ go: () => void }> = [];

  constructor(private readonly timeoutMs: number) {}

  /** Whether the connection is taken, and how many wait for it. */
  get use(): { busy: boolean; waiting: number } {
    return { busy: this.busy, waiting: this.waiting.length };
  }

  /**
   * Waits for the turn; the caller gives it back (once) with the function returned, when the
   * connection is really free again (PGlite's worker may still be busy after its caller gave up).
   */
  async take(): Promise<() => void> {
    await this.enter();
    let given = false;
    return () => {
      if (!given) this.leave();
      given = true;
    };
  }

  private enter(): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter = { go: () => (clearTimeout(timer), resolve()) };
      const timer =
        this.timeoutMs > 0
          ? setTimeout(() => {
              this.waiting.splice(this.waiting.indexOf(waiter), 1);
              // The same words as pg-pool's, so one classification serves both drivers.
              reject(new Error('timeout exceeded when trying to connect'));
            }, this.timeoutMs)
          : undefined;
      this.waiting.push(waiter);
    });
  }

  private leave(): void {
    const next = this.waiting.shift();
    if (next) next.go();
    else this.busy = false;
  }
}
