/**
 * What a database failure means for the caller, decided once for both drivers: the database cannot
 * be reached or is too busy (503, try again), or it has no room to write (507).
 */
export type DbFailure = 'unavailable' | 'noSpace';

// SQLSTATE: 08xxx connection exceptions; 57P01-57P03 shutting down / cannot connect now; 57014 statement
// timeout or cancel; 53300 too many connections; 53200 out of memory (passes, so: try again); 40P01
// deadlock (one side cancelled, Citus's distributed deadlocks too) and 40001 serialization failure:
// the same request sent again goes through.
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '57014', '53300', '53200', '40P01', '40001']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// 53100 disk full; ENOSPC from the file system (PGlite's files, uploads).
const NO_SPACE_CODES = new Set(['53100', 'ENOSPC']);
// pg and pg-pool say these in words only.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /^Client has encountered a connection error/,
  /^Connection unexpectedly closed/,
  /^PGlite is closed/,
  /^Cannot use a pool after calling end/,
  // Citus: a worker lost in the middle of a transaction (XX000, said in words only).
  /^failure on connection marked as essential: /,
  // Citus: a statement planned against a shard that a move or split has just replaced.
  /^could not find valid entry for shard /,
];

// Citus: its connection to a worker lost, in libpq's words, passed on as an internal error (XX000) with
// no code of its own, e.g. "commit failed: SSL SYSCALL error: EOF detected" when a worker stops during a commit.
const WORKER_CONNECTION_LOST =
  /SSL SYSCALL error|SSL connection has been closed unexpectedly|server closed the connection unexpectedly|no connection to the server|could not receive data from server|connection not open/;

/** The causes of an error, outermost first (drizzle wraps the driver's error in `cause`). */
export function* causes(error: unknown): Generator<object> {
  let current = error;
  for (let depth = 0; depth < 6 && current !== null && typeof current === 'object'; depth++) {
    yield current;
    if (current instanceof AggregateError && current.errors[0] !== undefined) yield current.errors[0] as object;
    current = (current as { cause?: unknown }).cause;
  }
}

export function classifyDbError(error: unknown): DbFailure | undefined {
  for (const e of causes(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NO_SPACE_CODES.has(code)) return 'noSpace';
      if (UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return 'unavailable';
      if (code === 'XX000' && e instanceof Error && WORKER_CONNECTION_LOST.test(e.message)) return 'unavailable';
    }
    // A failed query's own message carries its text and parameters: only the driver's messages are read.
    if (isFailedQuery(e)) continue;
    const message = e instanceof Error ? e.message : '';
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return 'unavailable';
    if (/No space left on device/i.test(message)) return 'noSpace';
  }
  return undefined;
}

/** drizzle's wrapper of a failed statement: `query` and `params` (which must never reach a log). */
export function isFailedQuery(e: object): e is { query: string; params: unknown[] } {
  return typeof (e as { query?: unknown }).query === 'string' && Array.isArray((e as { params?: unknown }).params);
}

/**
 * A statement named without its data: its verb and first table, the number of parameters and of rows
 * (an insert's value lists, or the elements of a JSON batch): "insert attendance_events", 1000 rows.
 */
export function describeStatement(text: string, params?: unknown[]): { statement: string; rows?: number; params?: number } {
  const verb = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? '?';
  const table = /\b(?:into|update|from)\s+"?([\w.]+)"?/i.exec(text)?.[1];
  const described: { statement: string; rows?: number; params?: number } = { statement: table ? `${verb} ${table}` : verb };
  const batch = params?.find((p): p is string => typeof p === 'string' && p.startsWith('[{'));
  if (batch) described.rows = (batch.match(/\},\s*\{/g)?.length ?? 0) + 1;
  else if (verb === 'insert' && /\bvalues\s*\(/i.test(text)) described.rows = (text.match(/\)\s*,\s*\(/g)?.length ?? 0) + 1;
  if (params) described.params = params.length;
  return described;
}
