import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { classifyDbError } from './db-errors.js';

/** A deadlock is one side cancelled: the request may be sent again, so it is answered 503, not 500. */
const onPostgres = inject('dbTemplate').kind === 'postgres';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it.skipIf(!onPostgres)('classifies a real deadlock as unavailable (try again)', async () => {
  const [a, b] = [new pg.Client({ connectionString: t.databaseUrl }), new pg.Client({ connectionString: t.databaseUrl })];
  await Promise.all([a.connect(), b.connect()]);
  try {
    await a.query('create table deadlock_probe (id int primary key, n int); insert into deadlock_probe values (1, 0), (2, 0)');
    await a.query('begin');
    await b.query('begin');
    await a.query('update deadlock_probe set n = 1 where id = 1');
    await b.query('update deadlock_probe set n = 1 where id = 2');
    // Each now waits on the other's row: PostgreSQL cancels one of them after deadlock_timeout.
    const outcomes = await Promise.allSettled([a.query('update deadlock_probe set n = 2 where id = 2'), b.query('update deadlock_probe set n = 2 where id = 1')]);
    const failed = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
    expect(failed).toHaveLength(1);
    expect((failed[0] as { code?: string }).code).toBe('40P01');
    expect(classifyDbError(failed[0])).toBe('unavailable');
  } finally {
    await Promise.all([a.end(), b.end()]);
  }
});

it('classifies a statement planned against a shard that has just moved as unavailable', () => {
  const error = Object.assign(new Error('could not find valid entry for shard 102345'), { code: 'XX000' });
  expect(classifyDbError(error)).toBe('unavailable');
  expect(classifyDbError(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBeUndefined();
});

it('classifies a Citus commit that lost its worker as unavailable, as the server says it', () => {
  // Its exact words when a worker was stopped during the commit of a machine's batch (attendance-ingest.worker-restart.test.ts).
  const error = Object.assign(new Error('commit failed: SSL SYSCALL error: EOF detected\ninvalid socket'), { code: 'XX000', routine: 'ReportResultError' });
  expect(classifyDbError(error)).toBe('unavailable');
  expect(classifyDbError(Object.assign(new Error('server closed the connection unexpectedly'), { code: 'XX000' }))).toBe('unavailable');
  // The same words under another code are the statement's own: not a lost worker.
  expect(classifyDbError(Object.assign(new Error('invalid input syntax for type uuid: "server closed the connection unexpectedly"'), { code: '22P02' }))).toBeUndefined();
});
