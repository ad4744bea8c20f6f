import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the database layer knows of the work it runs: which request it serves (for the log), whether
 * that request is still wanted (its client still there, its deadline not passed), and whether a
 * write is bookkeeping that goes with a read (allowed while the disk is low).
 */
export interface WorkScope {
  requestId?: string;
  /** Whether the work is still wanted (an AbortSignal, or the request scope's own flag: only `aborted` is read). */
  signal?: { readonly aborted: boolean };
  bookkeeping?: boolean;
}

const storage = new AsyncLocalStorage<WorkScope>();

export const currentScope = (): WorkScope | undefined => storage.getStore();

export function runInScope<T>(scope: WorkScope, fn: () => T): T {
  return storage.run(scope, fn);
}

/**
 * A small write that goes with reading or signing in (a session, its last-seen time, an audit row):
 * still allowed while the disk is below its reserve, which is sized to hold such rows for a long time.
 */
export function bookkeeping<T>(fn: () => Promise<T>): Promise<T> {
  return storage.run({ ...storage.getStore(), bookkeeping: true }, fn);
}
