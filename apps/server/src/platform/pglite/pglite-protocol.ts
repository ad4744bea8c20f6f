/**
 * The messages between the server's thread and the PGlite worker. Only data crosses (structured
 * clone keeps Date, Uint8Array, bigint, null and plain objects as they are); functions stay on their
 * side, so a query's parsers are described by the type oids whose text comes back raw.
 */
import type { ParserOptions, QueryOptions, Results } from '@electric-sql/pglite';

/** What the worker needs to open PGlite. */
export interface WorkerStart {
  /** A folder, or 'memory://...'. */
  dataDir: string;
  /** A data folder dump (`dumpDataDir`) to start from. */
  loadDataDir?: Uint8Array;
  /** PGlite's parts already loaded (`PgliteArtifacts`): the worker then compiles and reads nothing of its own. */
  artifacts?: PgliteArtifacts;
}

/**
 * PGlite's WebAssembly compiled and its file bundle read, once, for every PGlite a process opens: a
 * compiled module crosses to a worker thread without being compiled again (about a quarter of a
 * test database's opening). The test harness shares them (test/pglite-artifacts.ts); a server opens one PGlite and needs none.
 */
export interface PgliteArtifacts {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Uint8Array;
}

export interface WireQueryOptions {
  rowMode?: 'array' | 'object';
  paramTypes?: number[];
  /** Type oids left as text in the worker; the caller's parser for each runs on the server's thread. */
  rawTypes?: number[];
}

export type Request =
  | { id: number; op: 'query'; text: string; params: unknown[]; options: WireQueryOptions; tx?: number }
  /** Opens a transaction; its id is this message's id. */
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export type Reply =
  | { id: number; ok: true; value?: unknown }
  | { id: number; ok: false; error: WireError }
  /** Sent once, when PGlite is open (or could not be opened). */
  | { id: 0; ok: true; value: 'ready' };

export interface WireError {
  name: string;
  message: string;
  stack?: string;
  /** PGlite's DatabaseError fields (code, detail, table, ...) and drizzle's query and params. */
  fields: Record<string, unknown>;
}

const cloneable = (value: unknown) => typeof value !== 'function' && typeof value !== 'symbol';

export function errorToWire(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  // queryOptions holds the worker's own parser functions: nothing the caller needs.
  for (const [key, value] of Object.entries(error)) if (key !== 'queryOptions' && cloneable(value)) fields[key] = value;
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** The worker's error rebuilt with the caller's stack, so a log shows where the statement came from. */
export function errorFromWire(wire: WireError): Error {
  const error = new Error(wire.message);
  error.name = wire.name;
  return Object.assign(error, wire.fields);
}

export function optionsToWire(options: QueryOptions | undefined): WireQueryOptions {
  if (!options) return {};
  const unsupported = (['serializers', 'blob', 'onNotice'] as const).filter((key) => options[key] !== undefined);
  if (unsupported.length) throw new Error(`PGlite worker: query option ${unsupported.join(', ')} is not supported`);
  const wire: WireQueryOptions = {};
  if (options.rowMode) wire.rowMode = options.rowMode;
  if (options.paramTypes) wire.paramTypes = options.paramTypes;
  if (options.parsers) wire.rawTypes = Object.keys(options.parsers).map(Number);
  return wire;
}

/** The caller's parsers applied to the values the worker left raw, exactly where PGlite would have. */
export function applyParsers(results: Results, parsers: ParserOptions | undefined, rowMode: 'array' | 'object' | undefined): Results {
  if (!parsers || results.rows.length === 0) return results;
  const columns = results.fields.flatMap((field, index) => {
    // PGlite calls a parser with the type too, though its type declares one argument.
    const parse = parsers[field.dataTypeID] as ((value: string, typeId: number) => unknown) | undefined;
    // In object mode a later column of the same name is the one a row keeps.
    const shadowed = rowMode !== 'array' && results.fields.findLastIndex((f) => f.name === field.name) !== index;
    return parse && !shadowed ? [{ index, name: field.name, typeId: field.dataTypeID, parse }] : [];
  });
  if (columns.length === 0) return results;
  for (const row of results.rows as Array<Record<string | number, unknown>>) {
    for (const { index, name, typeId, parse } of columns) {
      const key = rowMode === 'array' ? index : name;
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value, typeId);
    }
  }
  return results;
}
