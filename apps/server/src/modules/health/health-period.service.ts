import type { CheckSession, HealthMonthly, HealthOverview, ReachGroupBy } from '@kg/domain';
import { eq, sql } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import { todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { kindergartenReach } from '../../platform/tenancy/reach.js';
import { kindergartenOf } from '../../platform/tenancy/kindergarten-of.js';
import { assertAreaCode, groupByArea } from '../system/area-grouping.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { NO_CLASS } from '../attendance/attendance-summary.table.js';
import { monthCalendar, studentWorkDays } from './health-month-calendar.js';
import { settleHealth } from './health-summary.service.js';

const DAY_COUNTS = ['expected', 'checked', 'notChecked', 'abnormal', 'pendingReview'] as const;

/**
 * Each kindergarten within reach on one day: expected, checked, not checked, abnormal and waiting for
 * review, from the day summaries and the roster's counts (student_rosters) in two statements whatever
 * the number of kindergartens (a group's or an agent's view); laid out by area on request (see groupByArea).
 */
export async function healthOverview(
  db: Db,
  ctx: SessionContext,
  query: { date?: string; session: CheckSession; groupBy?: ReachGroupBy; areaCode?: string },
  now: Date,
): Promise<HealthOverview> {
  assertAreaCode(query.areaCode);
  const [own] = await db.select({ timeZone: organisations.timeZone }).from(organisations).where(eq(organisations.id, ctx.orgId));
  const date = query.date ?? todayIn(own?.timeZone ?? 'Asia/Shanghai', now);
  const reach = kindergartenReach(ctx);
  await settleHealth(db, reach, date, date);
  // The reach is named in each part, not once in a common table expression: on Citus a CTE read more
  // than once is computed first and sent to every node, which cost more than the counts themselves.
  const result = await db.execute(sql`
    select k.id as kig_id, k.name as kig_name, k.area_code, coalesce(e.n, 0) as expected, coalesce(s.checked, 0) as checked,
      coalesce(s.abnormal, 0) as abnormal, coalesce(s.pending, 0) as pending
    from organisations k
    left join (
      select kig_id, sum(studying)::int as n from student_rosters
      where kig_id in ${reach} and enrol_date <= ${date}
      group by kig_id
    ) e on e.kig_id = k.id
    left join (
      select kig_id, sum(checked)::int as checked, sum(abnormal)::int as abnormal, sum(pending_review)::int as pending
      from health_day_summaries
      where kig_id in ${reach} and school_day = ${date} and session = ${query.session}
      group by kig_id
    ) s on s.kig_id = k.id
    where k.id in ${reach}
    order by k.name`);
  const kindergartens = rowsOf<{ kig_id: string; kig_name: string; area_code: string | null; expected: number; checked: number; abnormal: number; pending: number }>(result).map(
    (r) => ({
      kigId: r.kig_id,
      kigName: r.kig_name,
      areaCode: r.area_code,
      expected: r.expected,
      checked: r.checked,
      notChecked: Math.max(0, r.expected - r.checked),
      abnormal: r.abnormal,
      pendingReview: r.pending,
    }),
  );
  return { date, session: query.session, ...groupByArea(kindergartens, { groupBy: query.groupBy ?? 'kindergarten', areaCode: query.areaCode }, DAY_COUNTS) };
}

/**
 * A kindergarten's month by school day and by class, in person-days: a school day is a working day
 * of the children's attendance rule (Monday to Friday without one); days to come are not counted.
 * The checks are read from the day summaries (a row per class and day), the expected from the roster.
 */
export async function healthMonthly(db: Db, ctx: SessionContext, query: { kigId?: string; month: string; session: CheckSession }, now: Date): Promise<HealthMonthly> {
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const { from, last, days: calendar } = monthCalendar(query.month, kig.timeZone, now, (await studentWorkDays(db, [kig.id])).get(kig.id));
  await settleHealth(db, [kig.id], from, last);
  const [enrolled, checks] = await Promise.all([
    db.execute(sql`
      select s.class_id, c.class_name, c.sort, s.enrol_date from students s join classes c on c.kig_id = s.kig_id and c.id = s.class_id
      where s.kig_id = ${kig.id} and s.deleted = false and s.status = 'studying'`),
    db.execute(sql`
      select school_day::text as day, nullif(class_id, ${NO_CLASS}::uuid) as class_id, checked, abnormal, fever
      from health_day_summaries
      where kig_id = ${kig.id} and session = ${query.session} and school_day between ${from} and ${last}`),
  ]);
  const kids = rowsOf<{ class_id: string; class_name: string; sort: number; enrol_date: string }>(enrolled);
  const seen = rowsOf<{ day: string; class_id: string | null; checked: number; abnormal: number; fever: number }>(checks);
  const classes = new Map<string, HealthMonthly['classes'][number] & { sort: number }>();
  for (const k of kids) {
    if (!classes.has(k.class_id)) classes.set(k.class_id, { classId: k.class_id, className: k.class_name, sort: k.sort, expected: 0, checked: 0, abnormal: 0, fever: 0 });
  }
  const days = calendar.map(({ date, schoolDay }) => {
    const day = { date, schoolDay, expected: 0, checked: 0, abnormal: 0, fever: 0 };
    if (schoolDay) {
      for (const k of kids) {
        if (String(k.enrol_date) > date) continue;
        day.expected++;
        classes.get(k.class_id)!.expected++;
      }
    }
    for (const s of seen.filter((x) => x.day === date)) {
      day.checked += s.checked;
      day.abnormal += s.abnormal;
      day.fever += s.fever;
      const c = s.class_id ? classes.get(s.class_id) : undefined;
      if (c) {
        c.checked += s.checked;
        c.abnormal += s.abnormal;
        c.fever += s.fever;
      }
    }
    return day;
  });
  const totals = days.reduce((a, d) => ({ expected: a.expected + d.expected, checked: a.checked + d.checked, abnormal: a.abnormal + d.abnormal, fever: a.fever + d.fever }), {
    expected: 0,
    checked: 0,
    abnormal: 0,
    fever: 0,
  });
  const ordered = [...classes.values()].sort((a, b) => a.sort - b.sort || a.className.localeCompare(b.className)).map(({ sort: _sort, ...c }) => c);
  return { kigId: kig.id, month: query.month, session: query.session, totals, days, classes: ordered };
}
