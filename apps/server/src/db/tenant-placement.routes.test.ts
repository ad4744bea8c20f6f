import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedCampus } from './seed/campus-seed.js';
import { students } from '../modules/campus/campus.tables.js';
import { attendanceEvents } from '../modules/attendance/attendance-event.table.js';
import { activatedGateMachine } from '../test/device-machine.js';
import { grantPermissions } from '../test/permissions.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DISTRIBUTED, tableName } from './distribution.js';
import { activeWorkers, placeOrganisation, PlacementRefused, workerOf } from './tenant-placement.js';

const template = inject('dbTemplate');
const onCitus = template.kind === 'postgres' && template.workers !== undefined;
const NOT_ON_CITUS = 'shards to move are Citus’s: PGlite and a single PostgreSQL have none';

let t: TestApp;
let client: pg.Client;
let kigId: string;
let token: string;
let cards: string[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001']);
  kigId = await grantPermissions(db, 'KG0001', 3, ['device:device:view']);
  if (!onCitus) return;
  cards = (await db.select({ cardNo: students.cardNo }).from(students).where(eq(students.kigId, kigId)).limit(40)).map((r) => r.cardNo!);
  token = await activatedGateMachine(t.app, db, 'GATE-MOVE-1');
  client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
}, 120_000);
afterAll(async () => {
  await client?.end();
  await t.close();
});

/** Where each co-located table keeps the kindergarten's rows: node, and whether that shard holds it alone. */
async function placementOf(kig: string) {
  const { rows } = await client.query<{ table: string; node: string; alone: boolean }>(
    `select s.logicalrelid::regclass::text as table, n.nodename || ':' || n.nodeport as node, s.shardminvalue = s.shardmaxvalue as alone
       from pg_dist_shard s join pg_dist_placement p using (shardid) join pg_dist_node n using (groupid)
      where s.shardid = get_shard_id_for_distribution_column(s.logicalrelid, $1::uuid) and s.logicalrelid::regclass::text = any($2)`,
    [kig, DISTRIBUTED.map(tableName)],
  );
  return rows;
}

describe('an organisation placed where its shard number says', () => {
  it('refuses a placement on a database without Citus, and a shard number out of the cluster', async ({ skip }) => {
    if (!onCitus) {
      const plain = new pg.Client({ connectionString: t.databaseUrl });
      if (!t.databaseUrl) skip(true, 'PGlite: the placement is a PostgreSQL client’s');
      await plain.connect();
      await expect(placeOrganisation(plain, 'KG0001', '00002')).rejects.toBeInstanceOf(PlacementRefused);
      await plain.end();
      return;
    }
    const workers = await activeWorkers(client);
    expect(() => workerOf(String(workers.length + 2).padStart(5, '0'), workers)).toThrow(PlacementRefused);
    expect(() => workerOf('2', workers)).toThrow(PlacementRefused);
    expect(workerOf('00001', workers)).toBeUndefined();
  });

  it('moves a kindergarten to its worker while its gate sends events (logical move), and loses none of those acknowledged', { timeout: 300_000 }, async ({ skip }) => {
    skip(!onCitus, NOT_ON_CITUS);
    const before = await placementOf(kigId);
    const from = before[0]!.node;
    const workers = await activeWorkers(client);
    const target = workers.findIndex((w) => `${w.host}:${w.port}` !== from);
    const shardNum = String(target + 2).padStart(5, '0');
    const to = `${workers[target]!.host}:${workers[target]!.port}`;

    // The gate keeps each batch until it is acknowledged, and sends until the move has ended.
    let moving = true;
    let n = 0;
    const acknowledged: string[] = [];
    const answers = new Map<number, number>();
    // When each request was sent, how long its answer took and what it was (what the gate saw of the move).
    const requests: Array<{ at: number; ms: number; status: number }> = [];
    const gate = (async () => {
      let batch: Array<Record<string, string>> | undefined;
      while (moving || batch) {
        batch ??= Array.from({ length: 20 }, () => {
          const i = n++;
          return {
            recordId: `move-${i}`,
            method: 'card',
            credential: cards[i % cards.length]!,
            direction: i % 2 ? 'out' : 'in',
            time: new Date(Date.UTC(2026, 10, 23) + i * 1000).toISOString(),
          };
        });
        const at = performance.now();
        const res = await t.app.inject({ method: 'POST', url: '/device/v1/attendance/events', headers: { authorization: `Device ${token}` }, payload: { events: batch } });
        requests.push({ at, ms: performance.now() - at, status: res.statusCode });
        answers.set(res.statusCode, (answers.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 200) {
          acknowledged.push(...batch.map((e) => e.recordId!));
          batch = undefined;
        }
      }
    })();
    // The isolation blocks the shard's writes while it copies; the move (`auto`: logical) does not.
    const started = performance.now();
    const steps = await placeOrganisation(client, 'KG0001', shardNum).finally(() => (moving = false));
    await gate;

    expect(steps).toEqual([{ kindergarten: 'KG0001', isolated: true, movedFrom: from, on: to, ms: { isolate: expect.any(Number), move: expect.any(Number) } }]);
    // What the gate saw: a write waited for the isolation; during the move its batches went on being acknowledged.
    const isolated = started + steps[0]!.ms!.isolate!;
    const moved = isolated + steps[0]!.ms!.move!;
    const within = (from: number, to: number) => requests.filter((r) => r.at >= from && r.at + r.ms <= to);
    const longest = (from: number, to: number) => Math.round(Math.max(0, ...requests.filter((r) => r.at < to && r.at + r.ms > from).map((r) => r.ms)));
    console.log(
      `isolation ${steps[0]!.ms!.isolate} ms (longest request ${longest(started, isolated)} ms), move ${steps[0]!.ms!.move} ms (longest ${longest(isolated, moved)} ms); ` +
        `answers ${JSON.stringify(Object.fromEntries(answers))}`,
    );
    // Blocking writes, no batch could start and be acknowledged within the move.
    expect(within(isolated, moved).filter((r) => r.status === 200).length).toBeGreaterThan(1);
    const after = await placementOf(kigId);
    expect(after.map((p) => p.table).sort()).toEqual(DISTRIBUTED.map(tableName).sort());
    expect(after.every((p) => p.node === to && p.alone)).toBe(true);
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await t.database.db.select({ id: attendanceEvents.deviceRecordId }).from(attendanceEvents).where(eq(attendanceEvents.kigId, kigId));
    expect(stored.map((r) => r.id).sort()).toEqual([...acknowledged].sort());

    // The kindergarten carries its number (sessions answer it); run again, it is in place.
    const { rows } = await client.query<{ shard_num: string }>('select shard_num from organisations where id = $1', [kigId]);
    expect(rows[0]!.shard_num).toBe(shardNum);
    expect(await placeOrganisation(client, 'KG0001')).toEqual([{ kindergarten: 'KG0001', isolated: false, on: to }]);
  });
});
