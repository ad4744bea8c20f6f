import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { seedDemo } from '../../db/seed/seed.js';
import type { DatabaseLimits } from '../../platform/config.js';
import { openPostgres } from '../../platform/db.js';
import { citusWorkers, createCitusDatabase } from '../../test/citus-nodes.js';
import { startCluster, workerProcess, type WorkerProcess } from '../../test/citus-worker-process.js';
import { activatedGateMachine } from '../../test/device-machine.js';
import { captureLog } from '../../test/log-capture.js';
import { grantPermissions } from '../../test/permissions.js';
import { databaseUrlFor } from '../../test/pg-url.js';
import { createTestAppOn, type TestApp } from '../../test/test-app.js';
import { students } from '../campus/campus.tables.js';
import { attendanceEvents } from './attendance-event.table.js';

const template = inject('dbTemplate');
const onCitus = template.kind === 'postgres' && template.workers !== undefined;
const NOT_ON_CITUS = 'a worker to stop is Citus’s: PGlite and a single PostgreSQL have none';
// Short waits, so that a statement sent to the stopped worker is answered at once.
const limits: DatabaseLimits = { poolMax: 4, connectTimeoutMs: 2000, statementTimeoutMs: 5000, queryTimeoutMs: 6000, healthTimeoutMs: 1000, retryAfterSeconds: 1 };
const BATCH = 40;

let dir: string;
let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
let t: TestApp;
let worker: WorkerProcess;
let token: string;
let cards: string[];
let kigId: string;
// The server's log: a 500's cause is shown with the failure.
const { log, lines } = captureLog();

/** The worker holding the kindergarten's attendance events (the first one while the table is not distributed). */
async function workerOf(url: string, workers: string[], kig: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const distributed = await client.query(`select 1 from pg_dist_partition where logicalrelid = 'attendance_events'::regclass and partmethod = 'h'`);
    if (!distributed.rowCount) return workers[0]!;
    const { rows } = await client.query<{ nodeport: number }>(
      `select nodeport from citus_shards where table_name = 'attendance_events'::regclass and shardid = get_shard_id_for_distribution_column('attendance_events', $1::uuid)`,
      [kig],
    );
    return workers.find((w) => Number(new URL(w).port) === rows[0]?.nodeport)!;
  } finally {
    await client.end();
  }
}

/**
 * On a cluster of its own (started as the stage starts its own): stopping a worker of the shared one
 * would fail the test files running beside this one.
 */
beforeAll(async () => {
  if (!onCitus) return;
  dir = mkdtempSync(path.join(tmpdir(), 'kg-citus-restart-'));
  cluster = await startCluster(dir);
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  const workers = (await citusWorkers(admin, cluster.url))!;
  await admin.end();
  await createCitusDatabase(cluster.url, workers, 'kg');
  const url = databaseUrlFor(cluster.url, 'kg');
  const database = openPostgres(url, limits.poolMax, { limits });
  await database.migrate();
  await seedDemo(database.db, { campus: false });
  t = await createTestAppOn(database, { database: limits }, { log }, () => database.close(), url);
  const db = t.database.db;
  await seedCampus(db, ['KG0001']);
  kigId = await grantPermissions(db, 'KG0001', 3, ['device:device:view']);
  cards = (await db.select({ cardNo: students.cardNo }).from(students).where(eq(students.kigId, kigId)).limit(50)).map((r) => r.cardNo!);
  token = await activatedGateMachine(t.app, db, 'GATE-RESTART-1');
  worker = await workerProcess(await workerOf(url, workers, kigId));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await cluster?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A gate machine as in life: it keeps each batch until the server acknowledges it, and sends the oldest first. */
class Machine {
  private next = 0;
  readonly queue: Array<Array<{ recordId: string }>> = [];
  readonly acknowledged: string[] = [];
  readonly answers: number[] = [];

  record() {
    this.queue.push(
      Array.from({ length: BATCH }, () => {
        const n = this.next++;
        return {
          recordId: `restart-${n}`,
          method: 'card',
          credential: cards[n % cards.length]!,
          direction: n % 2 ? 'out' : 'in',
          time: new Date(Date.UTC(2026, 10, 23, 0, 0, 0) + n * 1000).toISOString(),
        };
      }),
    );
  }

  /** Sends the oldest batch; true when acknowledged. */
  async send(): Promise<boolean> {
    const events = this.queue[0]!;
    const res = await t.app.inject({ method: 'POST', url: '/device/v1/attendance/events?lang=en_US', headers: { authorization: `Device ${token}` }, payload: { events } });
    this.answers.push(res.statusCode);
    if (res.statusCode !== 200) return false;
    expect(res.json<{ data: { rejected: unknown[] } }>().data.rejected).toEqual([]);
    this.acknowledged.push(...events.map((e) => e.recordId));
    this.queue.shift();
    return true;
  }
}

describe('a Citus worker stopped and started again while a machine sends its events', () => {
  it('loses no event the server acknowledged, and takes the rest once the worker is back', async ({ skip }) => {
    skip(!onCitus, NOT_ON_CITUS);
    const machine = new Machine();
    for (let i = 0; i < 5; i++) {
      machine.record();
      expect(await machine.send()).toBe(true);
    }

    // Stopped while a batch is on its way, then batches keep coming while it is down.
    machine.record();
    const inFlight = machine.send();
    await worker.kill();
    await inFlight;
    for (let i = 0; i < 5; i++) {
      machine.record();
      await machine.send();
    }
    await worker.start();

    // Back: the machine sends what it still holds, waiting as told between tries, then more.
    for (let attempts = 0; machine.queue.length > 0; attempts++) {
      expect(attempts, `answers so far: ${machine.answers.join(' ')}`).toBeLessThan(30);
      if (!(await machine.send())) await new Promise((resolve) => setTimeout(resolve, limits.retryAfterSeconds * 1000));
    }
    machine.record();
    expect(await machine.send()).toBe(true);
    console.info(`worker restart: ${machine.answers.length} sends (the 6th to the 11th from its stop to its start), answers ${machine.answers.join(' ')}`);

    // Every answer was an acknowledgement or "try again"; never a server error.
    const errors = lines.filter((line) => /"level":50/.test(line));
    expect(
      machine.answers.filter((status) => status !== 200 && status !== 503),
      errors.join('\n'),
    ).toEqual([]);
    // A commit the worker had prepared when it stopped is finished by Citus's recovery (its maintenance
    // daemon runs it every minute): run now rather than waited for.
    const coordinator = new pg.Client({ connectionString: t.databaseUrl });
    await coordinator.connect();
    await coordinator.query('select recover_prepared_transactions()');
    await coordinator.end();
    const stored = await t.database.db
      .select({ recordId: attendanceEvents.deviceRecordId })
      .from(attendanceEvents)
      .where(and(eq(attendanceEvents.kigId, kigId), inArray(attendanceEvents.deviceRecordId, machine.acknowledged)));
    // Each acknowledged event once, and in the end every event the machine recorded was acknowledged.
    expect(stored.map((r) => r.recordId).sort()).toEqual([...machine.acknowledged].sort());
    expect(new Set(machine.acknowledged).size).toBe(12 * BATCH);
    expect(machine.acknowledged).toHaveLength(12 * BATCH);
  });
});
