import type { CheckSession, HealthMonthly, HealthOverview } from '@kg/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import { todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { subtreeIds } from '../../platform/resource/scope.js';
import { kindergartenOf } from '../campus/kindergarten-of.js';
import { attendanceRules } from '../attendance/attendance.tables.js';
import { monthRange } from '../attendance/attendance-report.service.js';
import { datesBetween, weekdayOf } from '../attendance/day-evaluation.js';
import { organisations } from '../system/organization.table.js';
import { thresholdsOf } from './health-settings.js';

/**
 * Each kindergarten within reach on one day: expected, checked, not checked, abnormal and waiting for
 * review, in two statements whatever the number of kindergartens (a group's or an agent's view).
 */
export async function healthOverview(db: Db, ctx: SessionContext, query: { date?: string; session: CheckSession }): Promise<HealthOverview> {
  const [own] = await db.select({ timeZone: organisations.timeZone }).from(organisations).where(eq(organisations.id, ctx.orgId));
  const date = query.date ?? todayIn(own?.timeZone ?? 'Asia/Shanghai');
  const reach = subtreeIds(db, ctx, 'kindergarten');
  const result = await db.execute(sql`
    with kigs as (select id, name from organisations where id in ${reach}),
    latest as (
      select distinct on (student_id) kig_id, student_id, abnormal, review
      from health_checks
      where kig_id in (select id from kigs) and school_day = ${date} and session = ${query.session} and deleted = false
      order by student_id, checked_at desc
    ),
    expected as (
      select kig_id, count(*)::int as n from students
      where kig_id in (select id from kigs) and deleted = false and status = 'studying' and enrol_date <= ${date}
      group by kig_id
    ),
    seen as (
      select kig_id, count(*)::int as checked, count(*) filter (where abnormal)::int as abnormal,
        count(*) filter (where review = 'pending')::int as pending
      from latest group by kig_id
    )
    select k.id as kig_id, k.name as kig_name, coalesce(e.n, 0) as expected, coalesce(s.checked, 0) as checked,
      coalesce(s.abnormal, 0) as abnormal, coalesce(s.pending, 0) as pending
    from kigs k left join expected e on e.kig_id = k.id left join seen s on s.kig_id = k.id
    order by k.name`);
  const kindergartens = rowsOf<{ kig_id: string; kig_name: string; expected: number; checked: number; abnormal: number; pending: number }>(result).map((r) => ({
    kigId: r.kig_id,
    kigName: r.kig_name,
    expected: r.expected,
    checked: r.checked,
    notChecked: Math.max(0, r.expected - r.checked),
    abnormal: r.abnormal,
    pendingReview: r.pending,
  }));
  const totals = kindergartens.reduce(
    (a, k) => ({ expected: a.expected + k.expected, checked: a.checked + k.checked, notChecked: a.notChecked + k.notChecked, abnormal: a.abnormal + k.abnormal, pendingReview: a.pendingReview + k.pendingReview }),
    { expected: 0, checked: 0, notChecked: 0, abnormal: 0, pendingReview: 0 },
  );
  return { date, session: query.session, kindergartens, totals };
}

/**
 * A kindergarten's month by school day and by class, in person-days: a school day is a working day
 * of the children's attendance rule (Monday to Friday without one); days to come are not counted.
 */
export async function healthMonthly(db: Db, ctx: SessionContext, query: { kigId?: string; month: string; session: CheckSession }): Promise<HealthMonthly> {
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const { from, to } = monthRange(query.month);
  const today = todayIn(kig.timeZone);
  const last = to < today ? to : today;
  const [[rule], thresholds] = await Promise.all([
    db
      .select({ workDays: attendanceRules.workDays })
      .from(attendanceRules)
      .where(and(eq(attendanceRules.kigId, kig.id), eq(attendanceRules.personKind, 'student'), eq(attendanceRules.status, 'enabled'), eq(attendanceRules.deleted, false))),
    thresholdsOf(db, kig.id),
  ]);
  const workDays = (rule?.workDays as number[] | undefined) ?? [1, 2, 3, 4, 5];
  const [enrolled, checks] = await Promise.all([
    db.execute(sql`
      select s.class_id, c.class_name, c.sort, s.enrol_date from students s join classes c on c.id = s.class_id
      where s.kig_id = ${kig.id} and s.deleted = false and s.status = 'studying'`),
    db.execute(sql`
      select school_day::text as day, class_id, count(*)::int as checked, count(*) filter (where abnormal)::int as abnormal,
        count(*) filter (where temperature >= ${thresholds.fever})::int as fever
      from (
        select distinct on (student_id, school_day) student_id, school_day, class_id, abnormal, temperature
        from health_checks
        where kig_id = ${kig.id} and session = ${query.session} and deleted = false and school_day between ${from} and ${last}
        order by student_id, school_day, checked_at desc
      ) latest
      group by school_day, class_id`),
  ]);
  const kids = rowsOf<{ class_id: string; class_name: string; sort: number; enrol_date: string }>(enrolled);
  const seen = rowsOf<{ day: string; class_id: string | null; checked: number; abnormal: number; fever: number }>(checks);
  const classes = new Map<string, HealthMonthly['classes'][number] & { sort: number }>();
  for (const k of kids) {
    if (!classes.has(k.class_id)) classes.set(k.class_id, { classId: k.class_id, className: k.class_name, sort: k.sort, expected: 0, checked: 0, abnormal: 0, fever: 0 });
  }
  const days = (last < from ? [] : datesBetween(from, last)).map((date) => {
    const schoolDay = workDays.includes(weekdayOf(date));
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
  const totals = days.reduce((a, d) => ({ expected: a.expected + d.expected, checked: a.checked + d.checked, abnormal: a.abnormal + d.abnormal, fever: a.fever + d.fever }), { expected: 0, checked: 0, abnormal: 0, fever: 0 });
  const ordered = [...classes.values()].sort((a, b) => a.sort - b.sort || a.className.localeCompare(b.className)).map(({ sort: _sort, ...c }) => c);
  return { kigId: kig.id, month: query.month, session: query.session, totals, days, classes: ordered };
}
