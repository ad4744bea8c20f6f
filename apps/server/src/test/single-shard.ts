import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPostgres } from '../platform/db.js';
import { createTestAppOn, type TestApp } from './test-app.js';

const template = inject('dbTemplate');
/** The test database is a Citus cluster's (the Citus stage of `npm test`). */
export const onCitus = template.kind === 'postgres' && template.workers !== undefined;
/** Why a routing test is skipped elsewhere. */
export const NOT_ON_CITUS = 'routing to shards is Citus’s: PGlite and a single PostgreSQL have none';

const MULTI_TASK = 'multi-task query about to be executed';

/** A server whose every statement over more than one shard fails, and what failed so. */
export interface SingleShardServer {
  app: FastifyInstance;
  /** Its database, with the same setting. */
  database: Database;
  /** The statements refused for touching more than one shard (their kind and table, as the log names them). */
  multiShard(): string[];
  close(): Promise<void>;
}

/**
 * A second server on the test's database (Citus only) whose connections set
 * `citus.multi_task_query_log_level = error`: a statement Citus would send to more than one shard
 * fails instead, so a request that is not answered by one worker fails its test. Statements on
 * reference tables and on tables kept on the coordinator are single-task and pass; the check bites
 * on distributed tables only.
 */
export async function singleShardServer(t: TestApp): Promise<SingleShardServer> {
  if (!onCitus || !t.databaseUrl) throw new Error(`singleShardServer needs the Citus stage: ${NOT_ON_CITUS}`);
  const url = new URL(t.databaseUrl);
  url.searchParams.set('options', `-c citus.multi_task_query_log_level=error`);
  const lines: string[] = [];
  const log = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const server = await createTestAppOn(openPostgres(url.toString(), 4), {}, { log });
  return {
    app: server.app,
    database: server.database,
    multiShard: () =>
      lines
        .map((line) => JSON.parse(line) as { err?: { message?: string; statement?: string } })
        .filter((entry) => entry.err?.message?.includes(MULTI_TASK))
        .map((entry) => `${entry.err!.statement ?? 'a statement'}: ${entry.err!.message}`),
    close: () => server.close(),
  };
}

/** Whether a table is distributed (hash, by a column) on the test's Citus database. */
export async function isDistributed(t: TestApp, table: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from pg_dist_partition where logicalrelid = $1::regclass and partmethod = 'h'`, [table]);
    return Number(rows[0]?.n) > 0;
  } finally {
    await client.end();
  }
}
