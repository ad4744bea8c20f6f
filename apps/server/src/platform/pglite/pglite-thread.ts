/**
 * The server's side of the PGlite worker: a client with PGlite's `query` and `transaction` (what
 * drizzle calls), whose answers come from the worker. A caller stops waiting at its deadline; the
 * worker's work still runs to its end, and `idle()` says when it has.
 */
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { applyParsers, errorFromWire, optionsToWire, type Reply, type Request, type WorkerStart } from './pglite-protocol.js';

type Op = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
  /** The caller stopped waiting; a late success is handed here (a transaction that opened too late is ended). */
  gaveUp?: (value: unknown) => void;
}

export interface PgliteTx {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

export interface PgliteClient extends PgliteTx {
  transaction<T>(fn: (tx: PgliteTx) => Promise<T>): Promise<T>;
}

const entry = new URL('./pglite-worker.entry.mjs', import.meta.url);
// The words pg says when it gives up on an answer, so one classification serves both drivers.
const answerTimeout = () => new Error('Query read timeout');
const ignore = () => undefined;

export class PgliteThread {
  private readonly pending = new Map<number, Pending>();
  private readonly idleWaiters: Array<() => void> = [];
  private readonly exited: Promise<void>;
  private nextId = 1;
  private stopped: Error | undefined;
  private closing = false;

  private constructor(private readonly worker: Worker) {
    this.exited = new Promise((resolve) =>
      worker.once('exit', (code) => {
        this.stop(new Error(`PGlite is closed (its worker ended with code ${code})`));
        resolve();
      }),
    );
    worker.on('message', (reply: Reply) => this.settle(reply));
    worker.on('error', (error) => {
      if (!this.closing) console.error(`PGlite worker failed: ${error.message}`);
      this.stop(new Error(`PGlite is closed (its worker failed: ${error.message})`, { cause: error }));
    });
  }

  /** Starts the worker and waits for its PGlite to open. */
  static async start(start: WorkerStart): Promise<PgliteThread> {
    const thread = new PgliteThread(new Worker(entry, { workerData: start }));
    try {
      await new Promise((resolve, reject) => thread.pending.set(0, { resolve, reject }));
    } catch (error) {
      await thread.worker.terminate();
      throw error;
    }
    return thread;
  }

  /** A client whose every answer is awaited at most `answerWithinMs` (0: as long as it takes). */
  client(answerWithinMs = 0): PgliteClient {
    const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions, tx?: number) => {
      const results = (await this.send({ op: 'query', text, params, options: optionsToWire(options), tx }, answerWithinMs)) as Results<T>;
      return applyParsers(results as Results, options?.parsers, options?.rowMode) as Results<T>;
    };
    const end = (tx: number, commit: boolean) => this.send({ op: 'end', tx, commit }, answerWithinMs);
    return {
      query: (text, params, options) => query(text, params, options),
      transaction: async <T>(fn: (tx: PgliteTx) => Promise<T>) => {
        // A transaction that opens after its caller gave up would hold PGlite for good: it is ended at once.
        const tx = (await this.send({ op: 'begin' }, answerWithinMs, (id) => void end(id as number, false).catch(ignore))) as number;
        let result: T;
        try {
          result = await fn({ query: (text, params, options) => query(text, params, options, tx) });
        } catch (error) {
          await end(tx, false).catch(ignore);
          throw error;
        }
        await end(tx, true);
        return result;
      },
    };
  }

  /** Resolves once the worker has answered everything sent to it (or has stopped). */
  idle(): Promise<void> {
    if (this.pending.size === 0 || this.stopped) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async dumpDataDir(): Promise<Uint8Array> {
    return (await this.send({ op: 'dump' }, 0)) as Uint8Array;
  }

  /** Closes PGlite cleanly when the worker answers within `timeoutMs`; past that the thread is stopped. */
  async close(timeoutMs: number): Promise<void> {
    if (!this.stopped) {
      this.closing = true;
      const deadline = Date.now() + timeoutMs;
      await withTimeout(this.idle(), timeoutMs).catch(ignore);
      await this.send({ op: 'close' }, Math.max(1, deadline - Date.now())).catch(ignore);
    }
    await this.worker.terminate();
    await this.exited;
  }

  private send(op: Op, answerWithinMs: number, gaveUp?: (value: unknown) => void): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const pending: Pending = { resolve, reject };
      if (answerWithinMs > 0) {
        pending.timer = setTimeout(() => {
          pending.gaveUp = gaveUp ?? ignore;
          reject(answerTimeout());
        }, answerWithinMs);
      }
      this.pending.set(id, pending);
      try {
        this.worker.postMessage({ ...op, id });
      } catch (error) {
        // A value that cannot cross (a function, a symbol): refused before it reached the worker.
        this.pending.delete(id);
        clearTimeout(pending.timer);
        reject(error as Error);
        this.wakeIfIdle();
      }
    });
  }

  private settle(reply: Reply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    clearTimeout(pending.timer);
    if (pending.gaveUp) {
      if (reply.ok) pending.gaveUp(reply.value);
    } else if (reply.ok) pending.resolve(reply.value);
    else pending.reject(errorFromWire(reply.error));
    this.wakeIfIdle();
  }

  private stop(error: Error): void {
    if (this.stopped) return;
    this.stopped = error;
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      if (!pending.gaveUp) pending.reject(error);
    }
    this.pending.clear();
    this.wakeIfIdle();
  }

  private wakeIfIdle(): void {
    if (this.pending.size > 0 && !this.stopped) return;
    for (const wake of this.idleWaiters.splice(0)) wake();
  }
}

export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(answerTimeout()), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
