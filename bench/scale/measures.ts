import { attendanceEndpoints, deviceEndpoints, healthEndpoints } from '@kg/domain';
import { sql } from 'drizzle-orm';
import { MONTHLY_PARTITIONED } from '../../apps/server/src/db/partitioned-tables.js';
import { attendanceOverview } from '../../apps/server/src/modules/attendance/attendance-overview.service.js';
import { addDay, emptyCounts } from '../../apps/server/src/modules/attendance/attendance-counts.js';
import { personDaysOf } from '../../apps/server/src/modules/attendance/person-days.js';
import { healthOverview } from '../../apps/server/src/modules/health/health-period.service.js';
import type { SessionContext } from '../../apps/server/src/platform/context.js';
import type { Db } from '../../apps/server/src/platform/db.js';
import { detachMonth } from '../../apps/server/src/platform/partitions/monthly-partitions.js';
import { rowsOf } from '../../apps/server/src/platform/sql-rows.js';
import { kindergartenReach, kindergartensInReach } from '../../apps/server/src/platform/tenancy/reach.js';
import { hashToken } from '../../apps/server/src/platform/tokens.js';

/** One database of the run: its drizzle handle, its server's address and a group account's headers. */
export interface Target {
  name: string;
  citus: boolean;
  db: Db;
  base: string;
  groupAuth: Record<string, string>;
  groupCtx: SessionContext;
  platformCtx: SessionContext;
}

export interface Timing {
  p50: number;
  p95: number;
  runs: number;
}

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** A kindergarten's month (about 10 ms a call): enough calls that its p95 is not the second slowest of 30. */
const MONTH_RUNS = Number(process.env.BENCH_MONTH_RUNS ?? 200);
/** A slow read (today's raw-row reads at 1,000 kindergartens) stops after this long, at 5 runs at least. */
const BUDGET_MS = Number(process.env.BENCH_BUDGET_MS ?? 15_000);
const INGEST_MS = Number(process.env.BENCH_MS ?? 5000);
/** Machines sending at once during the ingestion measure, each its own kindergarten's gate. */
const MACHINES = Number(process.env.BENCH_MACHINES ?? 4);
const BATCH = 1000;

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

/** Sequential calls after two warm-ups: p50 and p95 in ms. */
export async function timed(op: () => Promise<unknown>, runs = RUNS): Promise<Timing> {
  await op();
  await op();
  const took: number[] = [];
  const end = performance.now() + BUDGET_MS;
  while (took.length < runs && (took.length < 5 || performance.now() < end)) {
    const t0 = performance.now();
    await op();
    took.push(performance.now() - t0);
  }
  took.sort((a, b) => a - b);
  const at = (p: number) => took[Math.min(took.length - 1, Math.floor(p * took.length))]!;
  return { p50: at(0.5), p95: at(0.95), runs: took.length };
}

const fetchOk = async (url: string, init: RequestInit) => {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ data: unknown }>;
};

export async function kigOf(db: Db, code: string): Promise<string> {
  const [kig] = await rows<{ id: string }>(db, sql`select id from organisations where code = ${code}`);
  return kig!.id;
}

/** One kindergarten's month of health and of attendance through the screens' routes, beside the bare read of the same summaries. */
export async function kindergartenMonth(t: Target, kigId: string, month: string, last: string) {
  const get = (path: string) => () => fetchOk(`${t.base}${path}`, { headers: t.groupAuth });
  return {
    health: await timed(get(`${healthEndpoints.monthly.path}?kigId=${kigId}&month=${month}&session=morning`), MONTH_RUNS),
    healthCeiling: await timed(
      () =>
        t.db.execute(sql`select school_day, class_id, checked, abnormal, fever from health_day_summaries
        where kig_id = ${kigId} and session = 'morning' and school_day between ${`${month}-01`} and ${last}`),
      MONTH_RUNS,
    ),
    attendance: await timed(get(`${attendanceEndpoints.monthly.path}?kigId=${kigId}&month=${month}`), MONTH_RUNS),
    attendanceCeiling: await timed(
      () =>
        t.db.execute(sql`select class_id, school_day, present, late, left_early, on_leave from attendance_day_summaries
        where kig_id = ${kigId} and person_kind = 'student' and school_day between ${`${month}-01`} and ${last}`),
      MONTH_RUNS,
    ),
  };
}

/** Today's raw-row read of a reach's health day: the statement the overview ran before summaries (the latest check of each child, and the roster). */
const rawHealthDay = (db: Db, ctx: SessionContext, day: string) =>
  db.execute(sql`
    with kigs as (select id, name, area_code from organisations where id in ${kindergartenReach(ctx)}),
    latest as (
      select distinct on (student_id) kig_id, student_id, abnormal, review from health_checks
      where kig_id in (select id from kigs) and school_day = ${day} and session = 'morning' and deleted = false
      order by student_id, checked_at desc
    ),
    expected as (
      select kig_id, count(*)::int as n from students
      where kig_id in (select id from kigs) and deleted = false and status = 'studying' and enrol_date <= ${day}
      group by kig_id
    ),
    seen as (
      select kig_id, count(*)::int as checked, count(*) filter (where abnormal)::int as abnormal, count(*) filter (where review = 'pending')::int as pending
      from latest group by kig_id
    )
    select k.id as kig_id, k.name as kig_name, k.area_code, coalesce(e.n, 0) as expected, coalesce(s.checked, 0) as checked,
      coalesce(s.abnormal, 0) as abnormal, coalesce(s.pending, 0) as pending
    from kigs k left join expected e on e.kig_id = k.id left join seen s on s.kig_id = k.id
    order by k.name`);

/** Today's raw-row read of a reach's attendance day: the person-day walk over the events (what the overview did before summaries). */
async function rawAttendanceDay(db: Db, ctx: SessionContext, day: string, now: Date) {
  const kigs = await kindergartensInReach(db, ctx);
  const counted = await personDaysOf(db, kigs, 'student', day, day, now);
  return counted.map(({ forEach }) => {
    const counts = emptyCounts();
    forEach((d) => addDay(counts, d));
    return counts;
  });
}

/** A reach's day (the demo group's through its routes, the platform's through the services) from summaries, and from raw rows. */
export async function reachDays(t: Target, day: string, now: Date) {
  const get = (path: string) => () => fetchOk(`${t.base}${path}`, { headers: t.groupAuth });
  return {
    groupHealth: await timed(get(`${healthEndpoints.overview.path}?date=${day}&session=morning`)),
    groupHealthRaw: await timed(() => rawHealthDay(t.db, t.groupCtx, day)),
    groupAttendance: await timed(get(`${attendanceEndpoints.overview.path}?from=${day}&to=${day}`)),
    groupAttendanceRaw: await timed(() => rawAttendanceDay(t.db, t.groupCtx, day, now)),
    platformHealth: await timed(() => healthOverview(t.db, t.platformCtx, { date: day, session: 'morning' }, now)),
    platformHealthRaw: await timed(() => rawHealthDay(t.db, t.platformCtx, day)),
    platformAttendance: await timed(() => attendanceOverview(t.db, t.platformCtx, { from: day, to: day }, now)),
    platformAttendanceRaw: await timed(() => rawAttendanceDay(t.db, t.platformCtx, day, now)),
  };
}

/**
 * Batched ingestion through the device API: MACHINES gates of as many kindergartens, each sending
 * batches of 1,000 events in turn for INGEST_MS, in events/s; beside the same rows inserted straight.
 * The events are today's (the server dates them as a machine's): they are deleted after when a scale
 * follows, so that its growth in storage counts the bench month alone.
 */
export async function ingestion(t: Target, codes: string[], tag: string, cleanUp: boolean) {
  const verifyCode = 'BENCH234';
  const machines = await Promise.all(
    codes.slice(0, MACHINES).map(async (code, i) => {
      const kigId = await kigOf(t.db, code);
      const serialNo = `SK-INGEST-${tag}-${i}`;
      await t.db.execute(sql`insert into devices (id, serial_no, kind, kig_id, status, verify_code_hash, registered_at)
        values (gen_random_uuid(), ${serialNo}, 'signIn', ${kigId}, 'enabled', ${hashToken(verifyCode)}, now())`);
      const activated = await fetchOk(`${t.base}${deviceEndpoints.activate.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ serialNo, verifyCode }),
      });
      const cards = (await rows<{ card_no: string; id: string }>(t.db, sql`select card_no, id from students where kig_id = ${kigId} order by card_no`)).map((r) => r);
      return { kigId, token: (activated.data as { token: string }).token, cards, serialNo };
    }),
  );
  let seq = 0;
  const batchOf = (cards: { card_no: string }[]) =>
    Array.from({ length: BATCH }, (_, i) => ({
      recordId: `${tag}-${seq++}`,
      method: 'card',
      credential: cards[i % cards.length]!.card_no,
      direction: i < cards.length ? 'in' : 'out',
      time: new Date().toISOString(),
    }));
  const run = async (send: (m: (typeof machines)[number]) => Promise<void>) => {
    for (const m of machines) await send(m); // warm-up
    let batches = 0;
    const end = performance.now() + INGEST_MS;
    const started = performance.now();
    await Promise.all(
      machines.map(async (m) => {
        while (performance.now() < end) {
          await send(m);
          batches++;
        }
      }),
    );
    return (batches * BATCH) / ((performance.now() - started) / 1000);
  };
  const api = await run(async (m) => {
    const answer = (await fetchOk(`${t.base}${deviceEndpoints.attendanceEvents.path}`, {
      method: 'POST',
      headers: { authorization: `Device ${m.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events: batchOf(m.cards) }),
    })) as { data: { accepted: number } };
    if (answer.data.accepted !== BATCH) throw new Error(`${t.name}: ${answer.data.accepted} of ${BATCH} events accepted`);
  });
  const today = new Date().toISOString().slice(0, 10);
  const [device] = await rows<{ id: string }>(t.db, sql`select id from devices where serial_no = ${machines[0]!.serialNo}`);
  const ceiling = await run(async (m) => {
    const batch = Array.from({ length: BATCH }, (_, i) => ({ record: `${tag}-raw-${seq++}`, person: m.cards[i % m.cards.length]!.id }));
    await t.db.execute(sql`
      insert into attendance_events (id, kig_id, device_id, device_record_id, person_kind, person_id, direction, method, occurred_at, school_day)
      select gen_random_uuid(), ${m.kigId}, ${device!.id}, x.record, 'student', x.person, 'in', 'card', now(), ${today}::date
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(record text, person uuid)`);
  });
  if (cleanUp) {
    await t.db.execute(
      sql`delete from attendance_events where school_day = ${today}::date and kig_id in (select kig_id from devices where serial_no like ${`SK-INGEST-${tag}-%`})`,
    );
    await t.db.execute(sql`vacuum attendance_events`);
  }
  return { api, ceiling };
}

/** Table and index bytes of the raw tables (summed over their partitions, and on Citus over their shards). */
export async function rawBytes(t: Target): Promise<Record<'events' | 'checks' | 'summaries', { table: number; indexes: number }>> {
  // A plain table counts itself; a partitioned one its leaves (its own size is none on PostgreSQL, and all of theirs on Citus).
  const size = async (tables: string[]) => {
    const leaves = sql`
      select c.oid as relid from unnest(${`{${tables.join(',')}}`}::text[]) n join pg_class c on c.oid = n::regclass and c.relkind = 'r'
      union all
      select p.relid from unnest(${`{${tables.join(',')}}`}::text[]) n join pg_class c on c.oid = n::regclass and c.relkind = 'p', pg_partition_tree(c.oid) p where p.isleaf`;
    const [r] = await rows<{ table: number; total: number }>(
      t.db,
      t.citus
        ? sql`select coalesce(sum(citus_table_size(relid)), 0)::float8 as table, coalesce(sum(citus_total_relation_size(relid)), 0)::float8 as total from (${leaves}) l`
        : sql`select coalesce(sum(pg_table_size(relid)), 0)::float8 as table, coalesce(sum(pg_total_relation_size(relid)), 0)::float8 as total from (${leaves}) l`,
    );
    return { table: r!.table, indexes: r!.total - r!.table };
  };
  return {
    events: await size(['attendance_events']),
    checks: await size(['health_checks']),
    summaries: await size(['attendance_day_summaries', 'health_day_summaries']),
  };
}

/**
 * The time to detach the bench month of each monthly-partitioned table (with its rows), then attach
 * it back so that the next scale finds it (the attach is not timed).
 */
export async function detachTimes(t: Target, month: string, now: Date): Promise<{ table: string; rows: number; ms: number }[]> {
  const out = [];
  for (const p of MONTHLY_PARTITIONED) {
    const name = `${p.table}_p${month.replace('-', '_')}`;
    const [part] = await rows<{ bound: string; rows: number }>(
      t.db,
      sql`select pg_get_expr(c.relpartbound, c.oid) as bound, (select count(*)::int from ${sql.identifier(name)}) as rows from pg_class c where c.relname = ${name}`,
    );
    const t0 = performance.now();
    await detachMonth(t.db, p, month, now);
    const ms = performance.now() - t0;
    await t.db.execute(sql.raw(`alter table "${p.table}" attach partition "${name}" ${part!.bound}`));
    out.push({ table: p.table, rows: part!.rows, ms });
  }
  return out;
}
