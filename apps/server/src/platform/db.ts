import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { distribute, hasCitus } from '../db/distribute.js';
import type { AppConfig, DatabaseLimits } from './config.js';
import { ChangeFeed, setChangeFeed } from './change-feed.js';
import { PostgresChangeListener } from './change-listener.js';
import { classifyDbError } from './db-errors.js';
import { DiskSpace } from './disk-space.js';
import { type PgliteClient, PgliteThread, type PgliteTx, withTimeout } from './pglite/pglite-thread.js';
import type { PgliteArtifacts } from './pglite/pglite-protocol.js';
import { StatementGuard, Turnstile } from './statement-guard.js';

/**
 * One database type for both drivers (a union of the two breaks `.returning()`). Without the schema:
 * nothing reads through drizzle's relational queries (`db.query`), which given a schema would build a
 * query builder for every table at every transaction's start.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** The database connections this server holds for its work, and how many statements wait for one. */
export interface ConnectionUse {
  /** The most it may hold (PGlite: its one connection). */
  max: number;
  inUse: number;
  idle: number;
  /** Waiting for a connection (PostgreSQL: a pool client; PGlite: its turn). */
  waiting: number;
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The free space that decides whether writes are accepted, when it is known. */
  disk: DiskSpace | undefined;
  /** Committed changes of watched tables, from this process and (PostgreSQL) from every other server. */
  changes: ChangeFeed;
  /** Statements run so far (the benchmark counts them per request). */
  statements(): number;
  /** The pool's use now (not /healthz's probe, not the change listener's connection). */
  connections(): ConnectionUse;
  /** Runs pending migrations (and on Citus, `distribute`); on PostgreSQL under an advisory lock so two servers cannot race. */
  migrate(): Promise<void>;
  /** `select 1` on a connection of its own, given up after the health timeout: never waits behind the pool. */
  probe(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Absent (scripts, most tests): no timeouts. */
  limits?: DatabaseLimits;
  disk?: DiskSpace;
  /** PGlite: how long closing waits for its worker to finish and close the database cleanly, before stopping it. */
  closeTimeoutMs?: number;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');
const MIGRATION_LOCK = 727_001;
const DEFAULT_PROBE_MS = 2000;
const DEFAULT_CLOSE_MS = 10_000;

type QueryConfig = string | pg.QueryConfig | pg.QueryArrayConfig;
const textOf = (config: QueryConfig) => (typeof config === 'string' ? config : config.text);

/** A connection the error left unusable (a lost answer would be read as the next statement's). */
const breaksConnection = (error: unknown) => classifyDbError(error) === 'unavailable';

const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const COMMIT = /^\s*(commit|end)\s*;?\s*$/i;
const ROLLBACK = /^\s*rollback\s*;?\s*$/i;

function guardClient(client: pg.PoolClient, guard: StatementGuard, feed: ChangeFeed) {
  let broken: Error | undefined;
  let inTransaction = false;
  // A watched table written in this transaction: told once the commit is through, before its caller goes on.
  let changed = false;
  // A connection lost while checked out emits 'error': unheard, it would end the process.
  const onError = (error: Error) => (broken = error);
  client.on('error', onError);
  // A transaction's statements given at once (Promise.all over tx) run one after another here: pg
  // queues them itself only with a deprecation, and pg 9 will refuse them.
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const next = last.then(run);
    last = next.catch(() => undefined);
    return next;
  };
  return {
    query: (config: QueryConfig, params?: unknown[]) => inTurn(() => run(config, params)),
    release: () => {
      client.removeListener('error', onError);
      client.release(broken);
    },
  };

  async function run(config: QueryConfig, params?: unknown[]) {
    const text = textOf(config);
    guard.check(text);
    const ending = COMMIT.test(text);
    if (feed.touches(text)) changed = true;
    try {
      const result = await client.query(config, params);
      if (BEGIN.test(text)) inTransaction = true;
      if (ROLLBACK.test(text)) inTransaction = changed = false;
      return result;
    } catch (error) {
      if (breaksConnection(error)) broken = error as Error;
      throw error;
    } finally {
      // A commit that failed may still have committed: told all the same.
      if (changed && (ending || !inTransaction)) {
        inTransaction = changed = false;
        await feed.committed();
      }
    }
  }
}

/**
 * The pool as drizzle sees it ("Pool" in the name: drizzle opens one client per transaction). Every
 * statement passes the guard, and a request that went away while waiting for a connection is not run.
 */
export class GuardedPool {
  constructor(
    private readonly pool: pg.Pool,
    private readonly guard: StatementGuard,
    private readonly feed: ChangeFeed,
  ) {}

  async connect() {
    this.guard.assertWanted();
    const client = await this.pool.connect();
    try {
      this.guard.assertWanted();
    } catch (error) {
      client.release();
      throw error;
    }
    return guardClient(client, this.guard, this.feed);
  }

  async query(config: QueryConfig, params?: unknown[]) {
    this.guard.check(textOf(config), false);
    const client = await this.connect();
    try {
      return await client.query(config, params);
    } finally {
      client.release();
    }
  }
}

function onPoolError(error: Error) {
  // An idle connection the server ends (a restart, a failover) must not take the process down:
  // the pool drops it and the next query opens a new one.
  if ((error as { code?: string }).code !== '57P01') console.warn(`database connection lost: ${error.message}`);
}

export function openPostgres(url: string, max = 10, { limits, disk }: OpenOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: limits?.connectTimeoutMs,
    statement_timeout: limits?.statementTimeoutMs || undefined,
    query_timeout: limits?.queryTimeoutMs || undefined,
  });
  pool.on('error', onPoolError);
  const probeMs = limits?.healthTimeoutMs ?? DEFAULT_PROBE_MS;
  // /healthz's own connection: it answers even while every pooled connection is stuck.
  const probePool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: probeMs, query_timeout: probeMs, statement_timeout: probeMs });
  probePool.on('error', onPoolError);
  const guard = new StatementGuard(disk, limits?.retryAfterSeconds);
  const changes = new ChangeFeed();
  changes.attach(new PostgresChangeListener(url, changes));
  const db = drizzlePg({ client: new GuardedPool(pool, guard, changes) as unknown as pg.Pool }) as unknown as Db;
  setChangeFeed(db, changes);
  return {
    db,
    driver: 'postgres',
    disk,
    changes,
    statements: () => guard.statements,
    connections: () => ({ max, inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async migrate() {
      // Its own connection, without the request timeouts: a migration may rightly take long.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        // On Citus a migration may add a trigger to a distributed table (the day summaries' stale marks):
        // each fires on its own shard and writes only its kindergarten's rows, co-located.
        if (await hasCitus(client)) await client.query('set citus.enable_unsafe_triggers = on');
        await migratePg(drizzlePg({ client }), { migrationsFolder });
        // On Citus (and only there): the tables to where db/distribution.ts puts them; nothing once they are.
        await distribute(client);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        await client.end();
      }
    },
    async probe() {
      await probePool.query('select 1');
    },
    async close() {
      await Promise.all([pool.end(), probePool.end(), changes.close()]);
    },
  };
}

const ignore = () => undefined;

/**
 * PGlite behind the same guard, its one connection taken in turn with a bounded wait. The turn is
 * given back when the worker has finished, which may be after its caller stopped waiting.
 */
function guardPglite(thread: PgliteThread, client: PgliteClient, guard: StatementGuard, turns: Turnstile, feed: ChangeFeed): PgliteClient {
  // One process holds the database: a watched table's change is told once committed, before its caller goes on.
  const guardTx = (tx: PgliteTx, wrote: { changed: boolean }): PgliteTx => ({
    query: async (text, params, options) => {
      guard.check(text);
      if (feed.touches(text)) wrote.changed = true;
      return tx.query(text, params, options);
    },
  });
  const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
    const release = await turns.take();
    let answer: Promise<T>;
    try {
      guard.assertWanted();
      answer = work();
    } catch (error) {
      release();
      throw error;
    }
    void answer
      .catch(ignore)
      .then(() => thread.idle())
      .then(release);
    return answer;
  };
  return {
    query: async (text, params, options) => {
      guard.check(text);
      if (!feed.touches(text)) return inTurn(() => client.query(text, params, options));
      try {
        return await inTurn(() => client.query(text, params, options));
      } finally {
        feed.changed();
      }
    },
    transaction: async (fn) => {
      const wrote = { changed: false };
      try {
        return await inTurn(() => client.transaction((tx) => fn(guardTx(tx, wrote))));
      } finally {
        if (wrote.changed) feed.changed();
      }
    },
  };
}

/** PGlite's database, which a test may copy. */
export interface PgliteDatabase extends Database {
  dumpDataDir(): Promise<Uint8Array>;
}

export interface PgliteOpenOptions extends OpenOptions {
  /** A dump (`dumpDataDir`) to start from. */
  loadDataDir?: Uint8Array;
  /** PGlite's WebAssembly already compiled (the test harness opens many). */
  artifacts?: PgliteArtifacts;
}

function pgliteDatabase(thread: PgliteThread, { limits, disk, closeTimeoutMs }: OpenOptions): PgliteDatabase {
  const guard = new StatementGuard(disk, limits?.retryAfterSeconds);
  const turns = new Turnstile(limits?.connectTimeoutMs ?? 0);
  const changes = new ChangeFeed();
  const guarded = guardPglite(thread, thread.client(limits?.queryTimeoutMs ?? 0), guard, turns, changes);
  // Migrations, probes and dumps: no turn and no answer deadline of their own.
  const plain = thread.client();
  const probeMs = limits?.healthTimeoutMs ?? DEFAULT_PROBE_MS;
  let probing: Promise<unknown> | undefined;
  const db = drizzlePglite({ client: guarded as unknown as PGlite }) as unknown as Db;
  setChangeFeed(db, changes);
  return {
    db,
    driver: 'pglite',
    disk,
    changes,
    statements: () => guard.statements,
    connections: () => {
      const { busy, waiting } = turns.use;
      return { max: 1, inUse: busy ? 1 : 0, idle: busy ? 0 : 1, waiting };
    },
    migrate: () => migratePglite(drizzlePglite({ client: plain as unknown as PGlite }), { migrationsFolder }),
    // One connection only: the probe waits its turn, but no longer than the health timeout; while
    // the worker is busy, later probes wait on the same one instead of piling up behind it.
    probe: async () => {
      probing ??= plain.query('select 1').finally(() => (probing = undefined));
      await withTimeout(probing, probeMs);
    },
    dumpDataDir: () => thread.dumpDataDir(),
    close: () => thread.close(closeTimeoutMs ?? DEFAULT_CLOSE_MS),
  };
}

/**
 * PGlite in a worker thread, its files in dataDir ('memory://' keeps them in memory): a statement
 * that does not end holds the worker, never the server, which still answers and shuts down.
 */
export async function openPglite(dataDir: string, options: PgliteOpenOptions = {}): Promise<PgliteDatabase> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const thread = await PgliteThread.start({ dataDir, loadDataDir: options.loadDataDir, ...(options.artifacts ? { artifacts: options.artifacts } : {}) });
  return pgliteDatabase(thread, options);
}

export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'database' | 'disk' | 'shutdownTimeoutMs'>): Promise<Database> {
  const disk = config.disk.path ? new DiskSpace(config.disk.path, config.disk.reserveBytes) : undefined;
  const options = { limits: config.database, disk, closeTimeoutMs: config.shutdownTimeoutMs };
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.database.poolMax, options) : openPglite(path.join(config.dataDir, 'pglite'), options);
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
