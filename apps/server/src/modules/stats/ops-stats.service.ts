import { monthsOf, OPS_STATS_FIGURES, type OpsStats, type OpsStatsFigures, type OpsStatsMonth, type OpsStatsQuery, UNKNOWN_AREA } from '@kg/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import { todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { areaPath } from '../../platform/area-codes.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { kindergartenReach } from '../../platform/tenancy/reach.js';
import { childLeftOn, monthEnd, openedOn } from '../agent-stats/agent-stats.service.js';
import { settleHealth } from '../health/health-summary.service.js';
import { assertAreaCode, groupByArea } from '../system/area-grouping.js';

/** The platform's own day (the answer's `today`); each kindergarten's machines are judged on its own. */
const PLATFORM_TIME_ZONE = 'Asia/Shanghai';

/**
 * The prefix of the area codes within an area (GB/T 2260: a province's two digits, a city's four, a
 * district's six): narrows the statements to the area's kindergartens. The rows are then placed by the
 * area data itself (groupByArea), of which this prefix is a superset.
 */
function codePrefix(code: string): string {
  if (code.endsWith('0000')) return code.slice(0, 2);
  if (code.endsWith('00')) return code.slice(0, 4);
  return code;
}

/** Whether a kindergarten located at `code` lies within the area asked (all without one), as groupByArea places it. */
function withinArea(code: string | null, areaCode: string | undefined): boolean {
  if (!areaCode) return true;
  const path = code ? areaPath(code) : [];
  if (areaCode === UNKNOWN_AREA) return path.length === 0;
  return path.some((a) => a.code === areaCode);
}

/**
 * The kindergartens the figures are read over, as a subquery of ids: the session's reach, narrowed to an
 * area's codes, or one kindergarten of it (another's answers as an id that names nothing; on Citus its
 * statements go to its one shard).
 */
async function statsReach(db: Db, ctx: SessionContext, q: OpsStatsQuery): Promise<SQL> {
  const reach = kindergartenReach(ctx);
  if (q.kigId) {
    const found = rowsOf(await db.execute(sql`select id from organisations where id = ${q.kigId} and id in ${reach}`));
    if (found.length === 0) throw notFound();
    return sql`(${q.kigId})`;
  }
  if (q.areaCode && q.areaCode !== UNKNOWN_AREA) {
    return sql`(select id from organisations where id in ${reach} and area_code like ${`${codePrefix(q.areaCode)}%`})`;
  }
  return reach;
}

type KigRow = { id: string; name: string; area_code: string | null; opened_on: string };
type ByKigMonth = { kig_id: string; m: string } & Record<string, string | number>;
type ByKig = { kig_id: string } & Record<string, string | number>;

/** `count(*) filter (where <cond(month end)>) as mN` for each month of the period. */
function perMonthEnd(months: string[], cond: (end: string) => SQL): SQL {
  return sql.join(
    months.map((m, i) => sql`count(*) filter (where ${cond(monthEnd(m))})::int as ${sql.identifier(`m${i}`)}`),
    sql`, `,
  );
}

/**
 * Operations' data stats: every figure is one statement grouped by kindergarten (and month), over the
 * kept day summaries for the checks (never the raw checks), the ledger for the payments, the SMS log for
 * the messages; the rows are then laid out by area (groupByArea) and the months summed over the
 * kindergartens drilled to.
 */
export async function opsStats(db: Db, ctx: SessionContext, q: OpsStatsQuery, now: Date): Promise<OpsStats> {
  assertAreaCode(q.areaCode);
  const reach = await statsReach(db, ctx, q);
  const months = monthsOf(q.from, q.to);
  const from = `${q.from}-01`;
  const to = monthEnd(q.to);
  // A payment or a message of the period's first or last day in a kindergarten's zone lies within a day of the UTC bounds.
  const atFrom = new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000);
  const atTo = new Date(Date.parse(`${to}T00:00:00Z`) + 2 * 86_400_000);
  await settleHealth(db, reach, from, to);
  const [kigResult, childResult, machineResult, checkResult, soldResult, paidResult, smsResult] = await Promise.all([
    db.execute(sql`select id::text as id, name, area_code, to_char(${openedOn}, 'YYYY-MM-DD') as opened_on from organisations where id in ${reach} order by name, id`),
    db.execute(sql`
      select kig_id::text as kig_id, count(*) filter (where status = 'studying')::int as now, ${perMonthEnd(
        months,
        (end) => sql`enrol_date <= ${end}::date and (${childLeftOn} is null or ${childLeftOn} > ${end}::date)`,
      )}
      from students where deleted = false and kig_id in ${reach} group by kig_id`),
    db.execute(sql`
      select d.kig_id::text as kig_id, count(*)::int as now,
        count(*) filter (where (d.last_online_at at time zone o.time_zone)::date = (${now.toISOString()}::timestamptz at time zone o.time_zone)::date)::int as active,
        ${perMonthEnd(months, (end) => sql`(coalesce(d.activated_at, d.registered_at, d.created_at) at time zone o.time_zone)::date <= ${end}::date`)}
      from devices d join organisations o on o.id = d.kig_id
      where d.kig_id in ${reach} and d.deleted = false and d.status = 'enabled' group by d.kig_id`),
    db.execute(sql`
      select kig_id::text as kig_id, to_char(school_day, 'YYYY-MM') as m, sum(checked)::int as checked, sum(abnormal)::int as abnormal
      from health_day_summaries where kig_id in ${reach} and school_day between ${from} and ${to} group by kig_id, m`),
    db.execute(sql`
      select kig_id::text as kig_id, to_char(sold_on, 'YYYY-MM') as m, count(*)::int as n, coalesce(sum(price_paid), 0)::bigint as fen
      from memberships where deleted = false and source <> 'trial' and kig_id in ${reach} and sold_on between ${from} and ${to} group by kig_id, m`),
    // The families' payments for memberships as the ledger has them: each paid order's money arriving into transit.
    db.execute(sql`
      select t.actor_org_id::text as kig_id, to_char(t.at at time zone o.time_zone, 'YYYY-MM') as m, sum(e.amount)::bigint as fen
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id and a.kind = 'transit'
      join organisations o on o.id = t.actor_org_id
      where t.cause = 'orderPayment' and t.actor_org_id in ${reach} and t.at >= ${atFrom.toISOString()} and t.at < ${atTo.toISOString()}
      group by t.actor_org_id, m`),
    db.execute(sql`
      select s.org_id::text as kig_id, to_char(s.at at time zone o.time_zone, 'YYYY-MM') as m, count(*)::int as n
      from sms_messages s join organisations o on o.id = s.org_id
      where s.org_id in ${reach} and s.status <> 'failed' and s.at >= ${atFrom.toISOString()} and s.at < ${atTo.toISOString()}
      group by s.org_id, m`),
  ]);
  const kigs = rowsOf<KigRow>(kigResult);
  const byKig = <T extends { kig_id: string }>(result: unknown) => new Map(rowsOf<T>(result).map((r) => [r.kig_id, r]));
  const children = byKig<ByKig>(childResult);
  const machines = byKig<ByKig>(machineResult);
  const inPeriod = (rows: ByKigMonth[]) => rows.filter((r) => r.m >= q.from && r.m <= q.to);
  const checks = rowsOf<ByKigMonth>(checkResult);
  const sold = rowsOf<ByKigMonth>(soldResult);
  const paid = inPeriod(rowsOf<ByKigMonth>(paidResult));
  const sms = inPeriod(rowsOf<ByKigMonth>(smsResult));
  const sumOf = (rows: ByKigMonth[], kigId: string, field: string) => rows.reduce((n, r) => (r.kig_id === kigId ? n + Number(r[field]) : n), 0);

  const selected = q.kigId ? kigs : kigs.filter((k) => withinArea(k.area_code, q.areaCode));
  const rows = selected.map((k) => {
    const figures: OpsStatsFigures = {
      kindergartens: 1,
      children: Number(children.get(k.id)?.now ?? 0),
      machines: Number(machines.get(k.id)?.now ?? 0),
      activeMachines: Number(machines.get(k.id)?.active ?? 0),
      checked: sumOf(checks, k.id, 'checked'),
      abnormal: sumOf(checks, k.id, 'abnormal'),
      memberships: sumOf(sold, k.id, 'n'),
      revenueFen: sumOf(paid, k.id, 'fen'),
      sms: sumOf(sms, k.id, 'n'),
    };
    return { kigId: k.id, kigName: k.name, areaCode: k.area_code, ...figures };
  });

  const ids = new Set(selected.map((k) => k.id));
  const monthSum = (rowsOfMonth: ByKigMonth[], m: string, field: string) => rowsOfMonth.reduce((n, r) => (r.m === m && ids.has(r.kig_id) ? n + Number(r[field]) : n), 0);
  const endSum = (map: Map<string, ByKig>, i: number) => [...ids].reduce((n, id) => n + Number(map.get(id)?.[`m${i}`] ?? 0), 0);
  const byMonth: OpsStatsMonth[] = months.map((m, i) => ({
    month: m,
    kindergartens: selected.filter((k) => k.opened_on <= monthEnd(m)).length,
    opened: selected.filter((k) => k.opened_on.slice(0, 7) === m).length,
    children: endSum(children, i),
    machines: endSum(machines, i),
    checked: monthSum(checks, m, 'checked'),
    abnormal: monthSum(checks, m, 'abnormal'),
    memberships: monthSum(sold, m, 'n'),
    revenueFen: monthSum(paid, m, 'fen'),
    sms: monthSum(sms, m, 'n'),
  }));

  const kig = q.kigId ? (rows[0] ?? null) : null;
  const layout = kig
    ? { ...groupByArea(rows, { groupBy: 'kindergarten' }, OPS_STATS_FIGURES), areaPath: kig.areaCode ? areaPath(kig.areaCode).map(({ code, name }) => ({ code, name })) : [] }
    : groupByArea(rows, { groupBy: q.groupBy, areaCode: q.areaCode }, OPS_STATS_FIGURES);
  return {
    ...layout,
    from: q.from,
    to: q.to,
    today: todayIn(PLATFORM_TIME_ZONE, now),
    kindergarten: kig ? { kigId: kig.kigId, kigName: kig.kigName, areaCode: kig.areaCode } : null,
    months: byMonth,
  };
}
