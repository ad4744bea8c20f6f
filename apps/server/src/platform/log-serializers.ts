import type { FastifyRequest } from 'fastify';
import { causes, describeStatement, isFailedQuery } from './db-errors.js';

// A database error's own fields that name things, never values (`detail` does: "Key (name)=(...)").
const NAMING_FIELDS = ['code', 'severity', 'table', 'column', 'constraint', 'routine'] as const;
const MAX_MESSAGE = 300;

/** A database message without its quoted parts ("invalid input syntax for type uuid: \"...\""). */
const withoutQuoted = (message: string) => message.replace(/"[^"]*"/g, '"…"').slice(0, MAX_MESSAGE);

/**
 * Every error that reaches a log, made short and free of data: drizzle's "Failed query: ... params:
 * ..." becomes the statement's verb and table with counts and the SQLSTATE; the driver's message is
 * kept without its quoted values. A failed batch of 1,000 rows logs one short line, not the batch.
 */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error).slice(0, MAX_MESSAGE), stack: '' };
  const out: LoggedError = { type: error.name, message: '', stack: '' };
  let failed: { query: string; params: unknown[] } | undefined;
  let driver: object | undefined;
  for (const e of causes(error)) {
    // PGlite's own error carries the query and its parameters too, beside its SQLSTATE.
    if (isFailedQuery(e)) failed ??= e;
    if (typeof (e as { code?: unknown }).code === 'string') driver ??= e;
  }
  if (failed) {
    Object.assign(out, describeStatement(failed.query, failed.params));
    const cause = (failed as { cause?: unknown }).cause;
    out.message = `${String(out.statement)} failed${cause instanceof Error ? `: ${withoutQuoted(cause.message)}` : ''}`;
  } else {
    out.message = driver ? withoutQuoted(error.message) : error.message.slice(0, MAX_MESSAGE);
  }
  if (driver) for (const field of NAMING_FIELDS) if ((driver as Record<string, unknown>)[field] !== undefined) out[field] = (driver as Record<string, unknown>)[field];
  // The first line of a stack repeats the message, which may be the query and its parameters.
  const frames = error.stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .slice(0, 12);
  out.stack = `${out.type}: ${out.message}\n${(frames ?? []).join('\n')}`;
  return out;
}

/** A request in the log: its path, and of its query string only the names (`?q=` may be a child's name). */
export function serializeRequest(request: FastifyRequest): { method: string; url: string; host: string; remoteAddress: string } {
  const [pathname, query] = request.url.split('?', 2);
  const names = query ? [...new URLSearchParams(query).keys()] : [];
  return {
    method: request.method,
    url: names.length ? `${pathname ?? ''}?${names.map((n) => `${n}=…`).join('&')}` : (pathname ?? ''),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** One line for a repeated failure, then a count of the same every interval: a flood of refusals logs a few lines. */
export class FailureTally {
  private readonly seen = new Map<string, { loggedAt: number; suppressed: number }>();

  constructor(private readonly intervalMs = 10_000) {}

  /** The number of like failures not logged since the last line, or undefined if this one is to be skipped. */
  admit(key: string, now = Date.now()): number | undefined {
    const entry = this.seen.get(key);
    if (entry && now - entry.loggedAt < this.intervalMs) {
      entry.suppressed++;
      return undefined;
    }
    const suppressed = entry?.suppressed ?? 0;
    this.seen.set(key, { loggedAt: now, suppressed: 0 });
    if (this.seen.size > 1000) this.seen.clear();
    return suppressed;
  }
}
