import { sql } from 'drizzle-orm';
import { addDays } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { refreshAttendanceDays } from '../../modules/attendance/attendance-summary.service.js';
import { refreshHealthDays } from '../../modules/health/health-summary.service.js';

export interface RebuildOptions {
  /** One kindergarten's code; every kindergarten without. */
  kigCode?: string;
  from?: string;
  to?: string;
  /** Told after each kindergarten. */
  progress?: (line: string) => void;
}

/** Days recomputed in one transaction: a batch's locks and rows stay small, and a stop loses at most one batch. */
const BATCH_DAYS = 31;

function batches(days: string[]): string[][] {
  const out: string[][] = [];
  for (const day of days) {
    const last = out.at(-1);
    if (last && day <= addDays(last[0]!, BATCH_DAYS - 1)) last.push(day);
    else out.push([day]);
  }
  return out;
}

const daysOf = async (db: Db, query: ReturnType<typeof sql>) => rowsOf<{ day: string }>(await db.execute(query)).map((r) => r.day);

/**
 * Recomputes the roster's counts from the children, and the day summaries from the raw rows (events,
 * checks, leave, rules, roster), every day that has any or has a summary, in batches of a month of
 * days, each its own transaction under the days' locks (machines may keep sending meanwhile).
 * Idempotent: a second run writes the same rows. Clears the stale marks of the days it recomputed. For
 * when a rule changed history by hand, or after an import of raw rows.
 */
export async function rebuildSummaries(db: Db, options: RebuildOptions = {}): Promise<{ kindergartens: number; days: number }> {
  const from = options.from ?? '0001-01-01';
  const to = options.to ?? '9999-12-31';
  const kigs = rowsOf<{ id: string; code: string; name: string; time_zone: string }>(
    await db.execute(sql`
      select id, code, name, time_zone from organisations
      where kind = 'kindergarten' ${options.kigCode ? sql`and code = ${options.kigCode}` : sql``} order by code`),
  );
  let total = 0;
  for (const k of kigs) {
    const kig = { id: k.id, name: k.name, timeZone: k.time_zone };
    await db.transaction((tx) => rebuildRoster(tx, kig.id));
    let done = 0;
    for (const personKind of ['student', 'teacher'] as const) {
      const days = await daysOf(
        db,
        sql`
        select distinct school_day::text as day from attendance_events where kig_id = ${kig.id} and person_kind = ${personKind} and school_day between ${from} and ${to}
        union select d::date::text from leave_requests l, generate_series(greatest(l.start_date, ${from}::date), least(l.end_date, ${to}::date), interval '1 day') d
          where l.kig_id = ${kig.id} and l.person_kind = ${personKind} and l.status = 'approved' and l.deleted = false
        union select school_day::text from attendance_day_summaries where kig_id = ${kig.id} and person_kind = ${personKind} and school_day between ${from} and ${to}
        union select school_day::text from summary_stale where kig_id = ${kig.id} and area = 'attendance' and person_kind = ${personKind} and school_day between ${from} and ${to}
        order by 1`,
      );
      for (const batch of batches(days)) {
        await db.transaction(async (tx) => {
          await refreshAttendanceDays(tx, kig, personKind, batch);
          await clearStale(tx, kig.id, 'attendance', personKind, batch);
        });
      }
      done += days.length;
    }
    const healthDays = await daysOf(
      db,
      sql`
      select distinct school_day::text as day from health_checks where kig_id = ${kig.id} and school_day between ${from} and ${to}
      union select school_day::text from health_day_summaries where kig_id = ${kig.id} and school_day between ${from} and ${to}
      union select school_day::text from summary_stale where kig_id = ${kig.id} and area = 'health' and school_day between ${from} and ${to}
      order by 1`,
    );
    for (const batch of batches(healthDays)) {
      await db.transaction(async (tx) => {
        await refreshHealthDays(tx, kig.id, batch);
        await clearStale(tx, kig.id, 'health', '', batch);
      });
    }
    done += healthDays.length;
    total += done;
    options.progress?.(`${k.code} ${k.name}: ${done} days`);
  }
  return { kindergartens: kigs.length, days: total };
}

/**
 * One kindergarten's roster counts (student_rosters), from its children. The table is locked against the
 * trigger's writes meanwhile (a few milliseconds): a change to a child waits, and is then counted on top
 * of the recount, which did not see it; one made before the lock is in the recount.
 */
async function rebuildRoster(tx: Db, kigId: string) {
  await tx.execute(sql`lock table student_rosters in exclusive mode`);
  await tx.execute(sql`delete from student_rosters where kig_id = ${kigId}`);
  await tx.execute(sql`
    insert into student_rosters (kig_id, class_id, enrol_date, studying)
    select kig_id, class_id, enrol_date, count(*) from students
    where kig_id = ${kigId} and status = 'studying' and deleted = false group by kig_id, class_id, enrol_date`);
}

async function clearStale(tx: Db, kigId: string, area: 'attendance' | 'health', personKind: string, days: string[]) {
  await tx.execute(sql`
    delete from summary_stale where kig_id = ${kigId} and area = ${area} and person_kind = ${personKind}
      and school_day = any(${`{${days.join(',')}}`}::date[])`);
}
