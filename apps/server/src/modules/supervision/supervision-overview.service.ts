import type { SupervisionFigures, SupervisionKig, SupervisionOverview } from '@kg/domain';
import { sql } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import { addDays, todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { reachSums } from '../attendance/attendance-reach-sums.js';
import { settleAttendance } from '../attendance/attendance-summary.service.js';
import { settleHealth } from '../health/health-summary.service.js';
import { areaKindergarten, areaKindergartens, authorityArea } from './supervision-area.js';

const FIGURES = ['expected', 'present', 'sickLeave', 'checked', 'abnormal', 'fever'] as const;
const zero = (): SupervisionFigures => ({ expected: 0, present: 0, sickLeave: 0, checked: 0, abnormal: 0, fever: 0 });

function sum(rows: readonly SupervisionFigures[]): SupervisionFigures {
  const total = zero();
  for (const r of rows) for (const k of FIGURES) total[k] += r[k];
  return total;
}

/** The period asked: a day (the authority's today when none), or a month up to its last day. */
export function periodOf(query: { date?: string; month?: string }, timeZone: string, now: Date): { from: string; to: string } {
  if (query.month) {
    const from = `${query.month}-01`;
    const next = addDays(`${query.month}-28`, 4).slice(0, 7);
    return { from, to: addDays(`${next}-01`, -1) };
  }
  const day = query.date ?? todayIn(timeZone, now);
  return { from: day, to: day };
}

const idArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * The morning checks, sick leave (child-days), epidemic reports (not healthy) and open alerts of some
 * kindergartens over a period, by kindergarten (or by class for one): from the health day summaries, the
 * approved sick leave and the reports, each one statement grouped by `kig_id` (on Citus run on every
 * shard in parallel, or routed to one for a single kindergarten).
 */
async function healthFigures(db: Db, kigIds: readonly string[], from: string, to: string, byClass: boolean) {
  const ids = idArray(kigIds);
  const key = byClass ? sql`class_id` : sql`kig_id`;
  await settleHealth(db, kigIds, from, to);
  const [checks, sick, reports, alerts] = await Promise.all([
    db.execute(sql`
      select ${key}::text as k, sum(checked)::int as checked, sum(abnormal)::int as abnormal, sum(fever)::int as fever
      from health_day_summaries where kig_id = any(${ids}) and school_day between ${from} and ${to} and session = 'morning' group by ${key}`),
    db.execute(sql`
      select ${key}::text as k, sum(least(l.end_date, ${to}::date) - greatest(l.start_date, ${from}::date) + 1)::int as n
      from (select lr.kig_id, s.class_id, lr.start_date, lr.end_date from leave_requests lr
            join students s on s.kig_id = lr.kig_id and s.id = lr.student_id
            where lr.kig_id = any(${ids}) and lr.deleted = false and lr.person_kind = 'student' and lr.leave_type = 'sick' and lr.status = 'approved'
              and lr.start_date <= ${to}::date and lr.end_date >= ${from}::date) l
      group by ${key}`),
    byClass
      ? Promise.resolve(null)
      : db.execute(sql`
      select kig_id::text as k, count(*)::int as n from epidemic_reports
      where kig_id = any(${ids}) and deleted = false and health_status <> 'healthy' and report_date between ${from} and ${to} group by kig_id`),
    db.execute(sql`select ${key}::text as k, count(*)::int as n from outbreak_alerts where kig_id = any(${ids}) and status <> 'closed' group by ${key}`),
  ]);
  const byKey = <T extends { k: string }>(result: unknown) => new Map(rowsOf<T>(result).map((r) => [r.k, r]));
  return {
    checks: byKey<{ k: string; checked: number; abnormal: number; fever: number }>(checks),
    sick: byKey<{ k: string; n: number }>(sick),
    reports: reports ? byKey<{ k: string; n: number }>(reports) : new Map<string, { n: number }>(),
    alerts: byKey<{ k: string; n: number }>(alerts),
  };
}

/** Every kindergarten of the authority's area over a day or a month (no child named). */
export async function supervisionOverview(db: Db, ctx: SessionContext, query: { date?: string; month?: string }, now: Date): Promise<SupervisionOverview> {
  const area = await authorityArea(db, ctx);
  const { from, to } = periodOf(query, area.timeZone, now);
  const kigs = await areaKindergartens(db, area.prefix);
  if (kigs.length === 0) return { areaCode: area.areaCode, from, to, kindergartens: [], totals: zero() };
  const [attendance, health] = await Promise.all([
    reachSums(db, kigs, from, to, now),
    healthFigures(
      db,
      kigs.map((k) => k.id),
      from,
      to,
      false,
    ),
  ]);
  const kindergartens = kigs.map((kig, i) => {
    const a = attendance[i]!;
    const c = health.checks.get(kig.id);
    return {
      kigId: kig.id,
      kigName: kig.name,
      areaCode: kig.areaCode ?? null,
      expected: a.expected,
      present: a.present,
      sickLeave: health.sick.get(kig.id)?.n ?? 0,
      checked: c?.checked ?? 0,
      abnormal: c?.abnormal ?? 0,
      fever: c?.fever ?? 0,
      openAlerts: health.alerts.get(kig.id)?.n ?? 0,
      epidemicReports: health.reports.get(kig.id)?.n ?? 0,
    };
  });
  return { areaCode: area.areaCode, from, to, kindergartens, totals: sum(kindergartens) };
}

/**
 * One kindergarten of the area by class over a day or a month: every statement names the kindergarten,
 * so that on Citus each goes to its one shard. Expected is the class's children on each school day
 * that had any attendance; no child is named.
 */
export async function supervisionKindergarten(db: Db, ctx: SessionContext, query: { kigId: string; date?: string; month?: string }, now: Date): Promise<SupervisionKig> {
  const area = await authorityArea(db, ctx);
  const kig = await areaKindergarten(db, area.prefix, query.kigId);
  const { from, to } = periodOf(query, kig.timeZone, now);
  await settleAttendance(db, [kig.id], from, to);
  const [classes, attendance, health] = await Promise.all([
    db.execute(sql`
      select c.id::text as id, c.class_name as name, count(s.id)::int as children
      from classes c left join students s on s.kig_id = c.kig_id and s.class_id = c.id and s.deleted = false and s.status = 'studying'
      where c.kig_id = ${kig.id} and c.deleted = false group by c.id, c.class_name, c.sort order by c.sort, c.class_name`),
    db.execute(sql`
      select class_id::text as k, sum(present)::int as present, count(distinct school_day)::int as days from attendance_day_summaries
      where kig_id = ${kig.id} and person_kind = 'student' and school_day between ${from} and ${to} group by class_id`),
    healthFigures(db, [kig.id], from, to, true),
  ]);
  const days = Math.max(1, ...rowsOf<{ days: number }>(attendance).map((r) => r.days));
  const present = new Map(rowsOf<{ k: string; present: number }>(attendance).map((r) => [r.k, r.present]));
  const rows = rowsOf<{ id: string; name: string; children: number }>(classes).map((c) => {
    const h = health.checks.get(c.id);
    return {
      classId: c.id,
      className: c.name,
      expected: from === to ? c.children : c.children * days,
      present: present.get(c.id) ?? 0,
      sickLeave: health.sick.get(c.id)?.n ?? 0,
      checked: h?.checked ?? 0,
      abnormal: h?.abnormal ?? 0,
      fever: h?.fever ?? 0,
      openAlert: (health.alerts.get(c.id)?.n ?? 0) > 0,
    };
  });
  return { kigId: kig.id, kigName: kig.name, from, to, classes: rows, totals: sum(rows) };
}
