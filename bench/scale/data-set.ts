import { type SQL, sql } from 'drizzle-orm';
import { MONTHLY_PARTITIONED } from '../../apps/server/src/db/partitioned-tables.js';
import { rebuildSummaries } from '../../apps/server/src/db/summaries/rebuild.js';
import type { Db } from '../../apps/server/src/platform/db.js';
import { ensureMonths } from '../../apps/server/src/platform/partitions/monthly-partitions.js';
import { rowsOf } from '../../apps/server/src/platform/sql-rows.js';

/** Children of a bench kindergarten: 10 classes of 30. */
export const CLASSES = 10;
export const CHILDREN = 300;
/** Audit rows a bench kindergarten writes a school day (its staff's saves and sign-ins). */
const AUDIT_A_DAY = 10;
/** Kindergartens whose summaries are rebuilt side by side (the rebuild is one kindergarten at a time). */
const REBUILD_SIDE_BY_SIDE = 3;

/** The bench month: the first 20 weekdays of the month before `today` (a past month, so it may be detached). */
export function benchMonth(today: string): { month: string; days: string[] } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 2, 1));
  const month = first.toISOString().slice(0, 7);
  const days: string[] = [];
  for (let d = new Date(first); days.length < 20; d.setUTCDate(d.getUTCDate() + 1)) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d.toISOString().slice(0, 10));
  }
  return { month, days };
}

const rows = async <T>(db: Db, query: SQL) => rowsOf<T>(await db.execute(query));

/**
 * Every table vacuumed and analysed once written, as autovacuum would do in its own time: millions of
 * rows just inserted are otherwise vacuumed while the reads are timed (a worker scanning gigabytes on
 * one of the two cores), which is not the state a platform's users read in. Named one by one: Citus
 * takes a distributed table's vacuum to its shards when the table is named.
 */
async function settle(db: Db): Promise<void> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') and not relispartition order by relname`,
  );
  await db.execute(sql.raw(`vacuum (analyze) ${tables.map((t) => `"${t.name}"`).join(', ')}`));
}

/** A time-ordered id as the server makes them (uuid v7: the row's time in ms, then a hash of its key, so Citus can push it down). */
const idAt = (at: SQL, key: SQL) => sql`(lpad(to_hex((extract(epoch from ${at}) * 1000)::bigint), 12, '0') || '7' || substr(md5(${key}), 14))::uuid`;

export interface Growth {
  added: number;
  /** Seconds to write the rows (bulk SQL), and to rebuild the new kindergartens' summaries. */
  writeSeconds: number;
  rebuildSeconds: number;
}

/**
 * Grows the bench kindergartens (codes SK0001...) under the demo group to `scale`, each with its roster,
 * a gate machine, the bench month's morning and afternoon checks and gate events in and out of every
 * child, and its staff's audit rows; in a few statements of `insert ... select` per school day, then
 * the new kindergartens' summaries through the rebuild command's function.
 */
export async function growTo(db: Db, scale: number, days: string[], progress: (line: string) => void): Promise<Growth> {
  const [have] = await rows<{ n: number }>(db, sql`select count(*)::int as n from organisations where code like 'SK%'`);
  if (have!.n >= scale) return { added: 0, writeSeconds: 0, rebuildSeconds: 0 };
  const started = performance.now();
  const [group] = await rows<{ id: string; path: string }>(db, sql`select id, path from organisations where code = 'GR0001'`);
  for (const p of MONTHLY_PARTITIONED) await ensureMonths(db, p, [days[0]!.slice(0, 7)]);
  await db.execute(sql`
    insert into organisations (id, parent_id, path, kind, code, name, status)
    select id, ${group!.id}, ${group!.path} || id || '/', 'kindergarten', 'SK' || lpad(n::text, 4, '0'), '规模测试幼儿园 ' || n, 'enabled'
    from (select gen_random_uuid() as id, n from generate_series(${have!.n + 1}::int, ${scale}::int) n) k`);
  const added = await rows<{ id: string; code: string }>(db, sql`select id, code from organisations where code like 'SK%' and code > ${`SK${String(have!.n).padStart(4, '0')}`}`);
  const ids = sql`${`{${added.map((k) => k.id).join(',')}}`}::uuid[]`;
  await db.execute(sql`insert into grades (id, grade_name, kig_id, sort) select gen_random_uuid(), '大班', id, 10 from organisations where id = any(${ids})`);
  await db.execute(sql`
    insert into classes (id, class_name, kig_id, grade_id, sort)
    select gen_random_uuid(), c || '班', g.kig_id, g.id, c from grades g, generate_series(1, ${CLASSES}::int) c where g.kig_id = any(${ids})`);
  await db.execute(sql`
    insert into students (id, name, kig_id, student_number, card_no, class_id, birth_date, enrol_date)
    select gen_random_uuid(), '幼儿' || c.sort || '-' || s, c.kig_id, 'S' || lpad(c.sort::text, 2, '0') || lpad(s::text, 3, '0'),
      'C' || lpad(c.sort::text, 2, '0') || lpad(s::text, 3, '0'), c.id, '2022-03-01', '2025-09-01'
    from classes c, generate_series(1, ${CHILDREN / CLASSES}::int) s where c.kig_id = any(${ids})`);
  await db.execute(sql`
    insert into devices (id, serial_no, kind, kig_id, verify_code_hash, status)
    select gen_random_uuid(), 'SK-GATE-' || code, 'signIn', id, 'bench', 'enabled' from organisations where id = any(${ids})`);
  // The raw tables' secondary indexes are made again after the load (a sorted build, not 24 million
  // inserts into each); the primary and unique keys stay, as they would for a live load.
  const secondary = await rows<{ name: string; def: string }>(
    db,
    sql`select indexname as name, indexdef as def from pg_indexes where tablename in ('attendance_events', 'health_checks') and indexdef not like 'CREATE UNIQUE%'`,
  );
  for (const i of secondary) await db.execute(sql.raw(`drop index "${i.name}"`));
  // Each school day: every child in and out at the gate, checked morning and afternoon (the temperature
  // varies by child and day, one check in fifty a fever), all from its kindergarten's machine.
  for (const [i, day] of days.entries()) {
    const at = sql`(${day}::date + v.at) at time zone 'Asia/Shanghai'`;
    const key = sql`s.id::text || ${day} || v.kind`;
    await db.execute(sql`
      insert into attendance_events (id, kig_id, device_id, device_record_id, person_kind, person_id, direction, method, occurred_at, school_day, received_at)
      select ${idAt(at, key)}, s.kig_id, d.id, s.card_no || '-' || ${day.replaceAll('-', '')} || '-' || v.kind, 'student', s.id, v.kind, 'card', ${at}, ${day}::date, ${at}
      from students s join devices d on d.kig_id = s.kig_id and d.serial_no like 'SK-GATE-%'
      cross join (values ('in', time '07:40'), ('out', time '16:35')) v(kind, at)
      where s.kig_id = any(${ids})`);
    await db.execute(sql`
      insert into health_checks (id, kig_id, student_id, class_id, session, school_day, checked_at, temperature, abnormal, reasons, review,
        device_id, device_record_id, created_at, updated_at)
      select ${idAt(at, key)}, s.kig_id, s.id, s.class_id, v.kind, ${day}::date, ${at}, t.t, t.t >= 373,
        case when t.t >= 381 then '["fever","highFever"]'::jsonb when t.t >= 373 then '["fever"]'::jsonb else '[]'::jsonb end,
        case when t.t >= 373 then 'pending' else 'auto' end, d.id, s.card_no || '-' || ${day.replaceAll('-', '')} || '-' || v.kind, ${at}, ${at}
      from students s join devices d on d.kig_id = s.kig_id and d.serial_no like 'SK-GATE-%'
      cross join (values ('morning', time '08:05'), ('afternoon', time '14:35')) v(kind, at)
      cross join lateral (select 362 + abs(hashtext(${key})) % 15 + case when abs(hashtext(${day} || ${key})) % 50 = 0 then 12 else 0 end as t) t
      where s.kig_id = any(${ids})`);
    if ((i + 1) % 5 === 0) progress(`  ${i + 1}/${days.length} school days written (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  for (const i of secondary) await db.execute(sql.raw(i.def));
  await db.execute(sql`
    insert into audit_logs (id, at, user_name, action, resource, resource_id, ip, result, org_id)
    select gen_random_uuid(), (d::date + time '09:00' + make_interval(mins => n)) at time zone 'Asia/Shanghai', 'staff-' || k.code, 'save', 'student', null,
      '10.0.0.1', 'ok', k.id
    from organisations k, unnest(${`{${days.join(',')}}`}::date[]) d, generate_series(1, ${AUDIT_A_DAY}::int) n where k.id = any(${ids})`);
  const writeSeconds = (performance.now() - started) / 1000;
  await settle(db);
  const rebuilding = performance.now();
  const queue = added.map((k) => k.code);
  await Promise.all(
    Array.from({ length: REBUILD_SIDE_BY_SIDE }, async () => {
      for (let code = queue.shift(); code; code = queue.shift()) await rebuildSummaries(db, { kigCode: code, from: days[0], to: days.at(-1) });
    }),
  );
  await db.execute(sql`vacuum (analyze) attendance_day_summaries, health_day_summaries`);
  return { added: added.length, writeSeconds, rebuildSeconds: (performance.now() - rebuilding) / 1000 };
}
