import type { AttendanceCounts } from '@kg/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';
import type { Kindergarten } from '../../platform/tenancy/kindergarten-of.js';
import { emptyCounts } from './attendance-counts.js';
import { settleAttendance } from './attendance-summary.service.js';
import { addCounts, clockOf, expectedOn, judgedDay, type StoredCounts } from './attendance-summary-read.js';
import { rulesOf } from './person-days.js';

/**
 * The children of many kindergartens (a session's reach) over a range, each kindergarten's counts
 * summed over its classes and days: the counts summedDaysOf gives, summed, without building them
 * class by class. PostgreSQL sums the summary rows of the roster's classes by kindergarten and day,
 * and counts the roster by kindergarten and first day (a judged day is linear in what it is judged
 * from, so judging the sums gives the sum of the judgements); each kindergarten's clock and rule then
 * judge its days. Four statements whatever the number of kindergartens and days. The roster is read
 * from its counts by class and first day (student_rosters: a row a class, not a child), of classes
 * that exist. The kindergartens are named by one array of ids, not the reach's subquery.
 */
export async function reachSums(db: Db, kigs: readonly Kindergarten[], from: string, to: string, now: Date): Promise<AttendanceCounts[]> {
  if (kigs.length === 0) return [];
  const kigIds = kigs.map((k) => k.id);
  const ids = sql`${`{${kigIds.join(',')}}`}::uuid[]`;
  await settleAttendance(db, kigIds, from, to);
  const [rules, roster, stored] = await Promise.all([
    rulesOf(db, kigIds, 'student'),
    db.execute(sql`
      select r.kig_id, r.enrol_date::text as since, sum(r.studying)::int as n from student_rosters r
      join classes c on c.kig_id = r.kig_id and c.id = r.class_id
      where r.kig_id = any(${ids})
      group by r.kig_id, r.enrol_date`),
    // The summaries of the roster's classes only, as summedDaysOf reads them.
    db.execute(sql`
      select a.kig_id, a.school_day::text as day, sum(a.present)::int as present, sum(a.late)::int as late,
        sum(a.left_early)::int as left_early, sum(a.on_leave)::int as on_leave
      from attendance_day_summaries a
      join (select distinct r.kig_id, r.class_id from student_rosters r where r.kig_id = any(${ids})) r
        on r.kig_id = a.kig_id and r.class_id = a.class_id
      join classes c on c.kig_id = a.kig_id and c.id = a.class_id
      where a.kig_id = any(${ids}) and a.person_kind = 'student' and a.school_day between ${from} and ${to}
      group by a.kig_id, a.school_day`),
  ]);
  const since = new Map<string, { date: string; n: number }[]>();
  for (const r of rowsOf<{ kig_id: string; since: string; n: number }>(roster)) {
    const list = since.get(r.kig_id) ?? [];
    list.push({ date: r.since, n: r.n });
    since.set(r.kig_id, list);
  }
  const summed = new Map<string, StoredCounts>();
  for (const r of rowsOf<{ kig_id: string; day: string } & StoredCounts>(stored)) summed.set(`${r.kig_id}|${r.day}`, r);
  return kigs.map((kig) => {
    const counts = emptyCounts();
    const firstDays = since.get(kig.id);
    // No child studying: no class is listed, and nothing is counted (as summedDaysOf).
    if (!firstDays) return counts;
    const clock = clockOf(kig, rules.get(kig.id) ?? null, to, now);
    for (const date of clock.dates(from)) {
      addCounts(counts, judgedDay(summed.get(`${kig.id}|${date}`), expectedOn(firstDays, date), clock.workDay(date), clock.pendingOn(date)));
    }
    return counts;
  });
}
