import type { CheckSession, HealthMonthCounts, HealthMonthlyOverview, ReachGroupBy } from '@kg/domain';
import { sql } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { kindergartenReach } from '../../platform/tenancy/reach.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { monthRange } from '../attendance/attendance-report.service.js';
import { assertAreaCode, groupByArea } from '../system/area-grouping.js';
import { monthCalendar, studentWorkDays } from './health-month-calendar.js';
import { settleHealth } from './health-summary.service.js';

const MONTH_COUNTS = ['expected', 'checked', 'abnormal', 'fever'] as const;

function byKindergarten<T extends { kig_id: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.kig_id, [...(map.get(row.kig_id) ?? []), row]);
  return map;
}

/** Person-days expected: each child counts the school days from its enrolment on. */
function expectedPersonDays(schoolDays: string[], enrolments: { enrol_date: string; n: number }[]): number {
  let total = 0;
  for (const e of enrolments) total += e.n * schoolDays.filter((d) => d >= String(e.enrol_date)).length;
  return total;
}

/**
 * The month of each kindergarten within reach, in person-days as healthMonthly counts one
 * kindergarten's (its own school days, time zone and fever threshold), from the day summaries and the
 * roster's counts in four statements whatever the number of kindergartens; laid out by area on request
 * (see groupByArea).
 */
export async function healthMonthlyOverview(
  db: Db,
  ctx: SessionContext,
  query: { month: string; session: CheckSession; groupBy?: ReachGroupBy; areaCode?: string },
  now: Date,
): Promise<HealthMonthlyOverview> {
  assertAreaCode(query.areaCode);
  const reach = kindergartenReach(ctx);
  const { from, to } = monthRange(query.month);
  await settleHealth(db, reach, from, to);
  const [kigResult, workDays, enrolResult, checkResult] = await Promise.all([
    db.execute(sql`select id, name, area_code, time_zone from organisations where id in ${reach} order by name`),
    studentWorkDays(db, reach),
    db.execute(sql`
      select kig_id, enrol_date::text as enrol_date, sum(studying)::int as n from student_rosters
      where kig_id in ${reach} and enrol_date <= ${to}
      group by kig_id, enrol_date`),
    // Each kindergarten's days to come are dropped below, in its own time zone.
    db.execute(sql`
      select kig_id, school_day::text as day, sum(checked)::int as checked, sum(abnormal)::int as abnormal, sum(fever)::int as fever
      from health_day_summaries
      where kig_id in ${reach} and session = ${query.session} and school_day between ${from} and ${to}
      group by kig_id, school_day`),
  ]);
  const enrolments = byKindergarten(rowsOf<{ kig_id: string; enrol_date: string; n: number }>(enrolResult));
  const checks = byKindergarten(rowsOf<{ kig_id: string; day: string } & Omit<HealthMonthCounts, 'expected'>>(checkResult));
  const kindergartens = rowsOf<{ id: string; name: string; area_code: string | null; time_zone: string }>(kigResult).map((k) => {
    const { last, days } = monthCalendar(query.month, k.time_zone, now, workDays.get(k.id));
    const counts: HealthMonthCounts = {
      expected: expectedPersonDays(
        days.filter((d) => d.schoolDay).map((d) => d.date),
        enrolments.get(k.id) ?? [],
      ),
      checked: 0,
      abnormal: 0,
      fever: 0,
    };
    for (const c of checks.get(k.id) ?? []) {
      if (c.day > last) continue;
      counts.checked += c.checked;
      counts.abnormal += c.abnormal;
      counts.fever += c.fever;
    }
    return { kigId: k.id, kigName: k.name, areaCode: k.area_code, ...counts };
  });
  return { month: query.month, session: query.session, ...groupByArea(kindergartens, { groupBy: query.groupBy ?? 'kindergarten', areaCode: query.areaCode }, MONTH_COUNTS) };
}
