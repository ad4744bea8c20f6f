import pg from 'pg';
import { databaseUrlFor } from './pg-url.js';

/**
 * The test databases on a Citus cluster. Each test file gets a copy of the seeded template, and on
 * Citus a database is one per node: the coordinator's holds the metadata, each worker's its shards.
 * `create database ... template` copies one node's only, so the copy is made on every node from
 * that node's template, under the same name: shard ids, placements and node ids are the same in
 * every copy, and the coordinator's copy finds its shards in the workers' copies of the same name.
 *
 * Measured on this 2-core machine, busy (the seeded template, 12 MB, tables on the coordinator):
 * a copy on the three nodes 0.6-0.8 s (0.1 s on a single PostgreSQL); a database made per file
 * instead, 4 s (1.4 s to create it, its extension and its nodes, 0.75 s to migrate, 1.9 s to seed),
 * more once the migrator distributes the tables; one database per Vitest worker emptied and seeded
 * again between files costs the seed each time and leaks what a file left (sequences, schedules).
 * Citus 12.1+'s CREATE DATABASE propagation takes only template1 as template, so it cannot copy.
 * A template cannot be copied while anyone is connected to it, and Citus starts a maintenance
 * daemon in every database it is used in: once seeded, the template refuses connections.
 */

/** The workers of the cluster DATABASE_URL's server coordinates, or undefined when it has no Citus. */
export async function citusWorkers(admin: pg.Client, adminUrl: string): Promise<string[] | undefined> {
  const { rows } = await admin.query<{ citus: boolean }>(`select exists(select 1 from pg_extension where extname = 'citus') as citus`);
  if (!rows[0]?.citus) return undefined;
  const nodes = await admin.query<{ nodename: string; nodeport: number }>(
    `select nodename, nodeport from pg_dist_node where groupid <> 0 and noderole = 'primary' and isactive order by nodeid`,
  );
  return nodes.rows.map(({ nodename, nodeport }) => {
    const url = new URL(adminUrl);
    url.hostname = nodename;
    url.port = String(nodeport);
    return url.toString();
  });
}

/** Runs one statement on each node's maintenance database, all at once. */
export async function onEveryNode(urls: string[], statement: string): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    }),
  );
}

/** The advisory lock under which databases are given their nodes, one at a time. */
const ADD_NODES_LOCK = 74_20_11_28;

/**
 * An empty database of that name on every node, with the extension, and the coordinator's copy
 * knowing its nodes (the coordinator itself too, so that workers can reach it).
 */
export async function createCitusDatabase(coordinatorUrl: string, workers: string[], name: string): Promise<void> {
  const urls = [coordinatorUrl, ...workers];
  await onEveryNode(urls, `create database ${name}`);
  await Promise.all(urls.map((url) => runIn(databaseUrlFor(url, name), ['create extension citus'])));
  const coordinator = new URL(coordinatorUrl);
  // Two databases given their nodes at once failed on a worker with "tuple concurrently updated" (seen
  // 2026-11-28, the upgrade tests of three files at once): a node's registration writes there what the
  // worker's databases share. So they take turns, under a lock of the coordinator's maintenance
  // database, released with its connection.
  const turn = new pg.Client({ connectionString: coordinatorUrl });
  await turn.connect();
  try {
    await turn.query('select pg_advisory_lock($1)', [ADD_NODES_LOCK]);
    await runIn(databaseUrlFor(coordinatorUrl, name), [
      `select citus_set_coordinator_host('${coordinator.hostname}', ${Number(coordinator.port || 5432)})`,
      ...workers.map((url) => `select citus_add_node('${new URL(url).hostname}', ${Number(new URL(url).port || 5432)})`),
    ]);
  } finally {
    await turn.end();
  }
}

/** Once seeded: no one may connect to the template any more (its maintenance daemons included), so it can be copied. */
export async function freezeTemplate(urls: string[], name: string): Promise<void> {
  await onEveryNode(urls, `alter database ${name} with allow_connections false`);
  await onEveryNode(urls, `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
}

/**
 * Drops a test database on every node, the coordinator first (its maintenance daemon connects to
 * the workers' copies). Citus stops a database's daemon on DROP DATABASE but the daemon ends when
 * its work in hand is done, which on a busy machine outlasts the 5 s DROP waits for it: so each
 * node refuses new connections to it, ends those it has, and waits until they are gone.
 */
export async function dropEverywhere(urls: string[], name: string): Promise<void> {
  for (const url of urls) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rowCount } = await client.query(`select 1 from pg_database where datname = $1`, [name]);
      if (!rowCount) continue;
      await client.query(`alter database ${name} with allow_connections false`);
      for (let waited = 0; ; waited += 100) {
        const { rows } = await client.query<{ pid: number; backend_type: string }>(
          `select pid, backend_type, pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
          [name],
        );
        if (rows.length === 0) break;
        if (waited > 60_000) throw new Error(`${name} still in use after a minute: ${rows.map((r) => r.backend_type).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  }
}

async function runIn(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
