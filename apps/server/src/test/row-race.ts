import pg from 'pg';
import type { TestApp } from './test-app.js';

/**
 * Where each raced row lives, found once: a test races one row many times, and on Citus a lookup by
 * id alone asks every shard of every table (measured: most of the concurrent-save file's time there).
 */
const places = new Map<string, { table: string; kigId: string | null }>();

async function placeOf(client: pg.Client, id: string): Promise<{ table: string; kigId: string | null }> {
  let place = places.get(id);
  if (!place) {
    const table = await tableOf(client, id);
    place = { table, kigId: await kigIdOf(client, table, id) };
    places.set(id, place);
  }
  return place;
}

/** The table holding a row, found by its id (ids are UUIDv7, unique across tables). */
async function tableOf(client: pg.Client, id: string): Promise<string> {
  const { rows } = await client.query<{ table_name: string }>(
    `select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'id' and data_type = 'uuid'`,
  );
  for (const { table_name: table } of rows) {
    const found = await client.query(`select 1 from "${table}" where id = $1`, [id]);
    if (found.rowCount) return table;
  }
  throw new Error(`no table holds ${id}`);
}

/**
 * Sends requests that write one row so that they truly meet in the database. On PostgreSQL a
 * connection of the test's own locks the row as an update would, and the lock is released only
 * once every one of them waits for it: each has read the row and none has written it, the worst
 * case for a lost update. PGlite runs one transaction at a time, so there they are sent together.
 */
export async function raceOnRow<T>(t: TestApp, id: string, fire: () => Promise<T>[]): Promise<T[]> {
  if (!t.databaseUrl) return Promise.all(fire());
  const { client, citus } = await lockerFor(t.databaseUrl);
  let open = false;
  try {
    const place = await placeOf(client, id);
    await client.query('begin');
    open = true;
    await lockRow(client, place.table, id, place.kigId);
    const requests = fire();
    const settled = Promise.allSettled(requests);
    const waiting = await waitForWaiters(client, requests.length, settled, citus);
    await client.query('commit');
    open = false;
    const results = await settled;
    if (waiting < requests.length) {
      throw new Error(`only ${waiting} of ${requests.length} requests reached the row: ${JSON.stringify(results)}`);
    }
    return results.map((r) => {
      if (r.status === 'rejected') throw r.reason;
      return r.value;
    });
  } catch (error) {
    // Whatever failed, the next race must not find this one's transaction (or a broken connection).
    if (open) await client.query('rollback').catch(() => forget(t.databaseUrl!));
    throw error;
  }
}

/**
 * The test's own connection to a database, kept for the races on it: a file races hundreds of times
 * (ten pairs an entity), and on Citus each new connection is a new coordinator backend that opens
 * its own connections to the workers for its first lock (measured: most of the concurrent-save file's
 * time on Citus went to connecting). It ends when the database is dropped (the server ends it) or
 * with the test process; a connection that fails is forgotten and the next race opens another.
 */
const lockers = new Map<string, Promise<{ client: pg.Client; citus: boolean }>>();

function lockerFor(url: string): Promise<{ client: pg.Client; citus: boolean }> {
  let locker = lockers.get(url);
  if (!locker) {
    locker = (async () => {
      const client = new pg.Client({ connectionString: url });
      // Ended by the server when its database is dropped: forgotten, never an unhandled error.
      client.on('error', () => forget(url));
      client.on('end', () => forget(url));
      await client.connect();
      return { client, citus: await onCitus(client) };
    })();
    locker.catch(() => forget(url));
    lockers.set(url, locker);
  }
  return locker;
}

function forget(url: string) {
  const locker = lockers.get(url);
  lockers.delete(url);
  void locker?.then(({ client }) => client.end()).catch(() => undefined);
}

/** The row's kindergarten, when its table has one. */
async function kigIdOf(client: pg.Client, table: string, id: string): Promise<string | null> {
  const { rowCount } = await client.query(`select 1 from information_schema.columns where table_schema = 'public' and table_name = $1 and column_name = 'kig_id'`, [table]);
  if (!rowCount) return null;
  const { rows } = await client.query<{ kig_id: string | null }>(`select kig_id from "${table}" where id = $1`, [id]);
  return rows[0]?.kig_id ?? null;
}

async function onCitus(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ citus: boolean }>(`select exists(select 1 from pg_extension where extname = 'citus') as citus`);
  return rows[0]?.citus === true;
}

/**
 * Locks the row as an update would. A row of a kindergarten's is locked through its kig_id: on
 * Citus a lock must name the one shard it is on (a lock over every shard is refused).
 */
async function lockRow(client: pg.Client, table: string, id: string, kigId: string | null): Promise<void> {
  if (kigId) await client.query(`select 1 from "${table}" where kig_id = $2 and id = $1 for no key update`, [id, kigId]);
  else await client.query(`select 1 from "${table}" where id = $1 for no key update`, [id]);
}

/**
 * Waits until `count` other sessions of this database wait on a lock, or the requests have all
 * answered. On Citus a request may wait on a worker, where this coordinator does not see it: the
 * cluster's wait graph (citus_lock_waits) does.
 */
async function waitForWaiters(client: pg.Client, count: number, answered: Promise<unknown>, citus: boolean): Promise<number> {
  let done = false;
  void answered.then(() => (done = true));
  for (;;) {
    // Statistics views are a snapshot kept for the whole transaction unless cleared.
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and cardinality(pg_blocking_pids(pid)) > 0`,
    );
    let n = Number(rows[0]?.n ?? 0);
    if (citus) {
      const remote = await client.query<{ n: string }>(`select count(distinct waiting_gpid) as n from citus_lock_waits`);
      n = Math.max(n, Number(remote.rows[0]?.n ?? 0));
    }
    if (n >= count || done) return n;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
