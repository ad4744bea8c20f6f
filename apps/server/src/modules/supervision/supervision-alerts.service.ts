import { TEMPERATURE_DEFAULTS, type AlertAction, type AlertDetail, type AlertPage, type AlertRule, type AlertRules, type AlertStatus } from '@kg/domain';
import { type SQL, sql } from 'drizzle-orm';
import { newId } from '../../db/columns.js';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import { addDays, todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { AppError, notFound } from '../../platform/errors.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { kindergartenReach } from '../../platform/tenancy/reach.js';
import { contractedKindergartens, isMedical } from '../health/health-scope.js';
import { areaKindergartenIds, authorityArea } from './supervision-area.js';
import { areaRules, enclosingAreas, rulesIn } from './supervision-rules.service.js';
import { outbreakAlertEvents } from './supervision.tables.js';

/** The abnormal findings that make a cluster (hand and mouth: the signs of hand, foot and mouth disease and herpangina). */
export const CLUSTER_FINDINGS = ['hand', 'mouth'] as const;

interface Cluster {
  classId: string;
  rule: AlertRule;
  finding: string;
  fromDay: string;
  toDay: string;
  children: number;
  classSize: number;
  studentIds: string[];
}

/**
 * The clusters of one kindergarten on its today (in its time zone), by the rules of its area
 * (supervision-rules.service.ts; the defaults where no authority set any): in one class,
 * `clusterChildren` or more children with fever, or with the same abnormal finding, within its last
 * `clusterSchoolDays` school days (the days it made checks); a class whose children on approved sick
 * leave today are more than `sickLeavePercent` of it. Every statement names the kindergarten (one shard on Citus).
 */
async function clustersOf(db: Db, kigId: string, today: string, d: AlertRules): Promise<Cluster[]> {
  // The school days are looked for within three calendar days each (three weeks at least): weekends and holidays between them.
  const window = Math.max(21, d.clusterSchoolDays * 3);
  const [checks, sick] = await Promise.all([
    db.execute(sql`
      with days as (
        select distinct school_day from health_checks
        where kig_id = ${kigId} and deleted = false and school_day between ${addDays(today, -window)}::date and ${today}::date
        order by school_day desc limit ${d.clusterSchoolDays}
      ),
      hits as (
        select hc.class_id, hc.student_id, hc.school_day, 'fever' as rule, '' as finding
        from health_checks hc left join health_settings hs on hs.kig_id = hc.kig_id and hs.deleted = false
        where hc.kig_id = ${kigId} and hc.deleted = false and hc.class_id is not null and hc.school_day in (select school_day from days)
          and hc.temperature >= coalesce(hs.fever_temperature, ${TEMPERATURE_DEFAULTS.fever})
        union all
        select hc.class_id, hc.student_id, hc.school_day, 'finding' as rule, f.value as finding
        from health_checks hc cross join lateral jsonb_array_elements_text(hc.reasons) f(value)
        where hc.kig_id = ${kigId} and hc.deleted = false and hc.class_id is not null and hc.school_day in (select school_day from days)
          and f.value in (${sql.join(
            CLUSTER_FINDINGS.map((f) => sql`${f}`),
            sql`, `,
          )})
      )
      select h.class_id::text as class_id, h.rule, h.finding, min(h.school_day)::text as from_day, max(h.school_day)::text as to_day,
        count(distinct h.student_id)::int as children, array_agg(distinct h.student_id::text) as student_ids,
        (select count(*)::int from students s where s.kig_id = ${kigId} and s.class_id = h.class_id and s.deleted = false and s.status = 'studying') as class_size
      from hits h group by h.class_id, h.rule, h.finding having count(distinct h.student_id) >= ${d.clusterChildren}`),
    db.execute(sql`
      select s.class_id::text as class_id, count(*)::int as class_size, array_remove(array_agg(case when l.student_id is not null then s.id::text end), null) as student_ids
      from students s
      left join (select distinct student_id from leave_requests
                 where kig_id = ${kigId} and deleted = false and person_kind = 'student' and leave_type = 'sick' and status = 'approved'
                   and start_date <= ${today}::date and end_date >= ${today}::date) l on l.student_id = s.id
      where s.kig_id = ${kigId} and s.deleted = false and s.status = 'studying' and s.class_id is not null
      group by s.class_id`),
  ]);
  const clusters: Cluster[] = rowsOf<{
    class_id: string;
    rule: AlertRule;
    finding: string;
    from_day: string;
    to_day: string;
    children: number;
    class_size: number;
    student_ids: string[];
  }>(checks).map((r) => ({
    classId: r.class_id,
    rule: r.rule,
    finding: r.finding,
    fromDay: r.from_day,
    toDay: r.to_day,
    children: r.children,
    classSize: r.class_size,
    studentIds: r.student_ids,
  }));
  for (const r of rowsOf<{ class_id: string; class_size: number; student_ids: string[] }>(sick)) {
    const n = r.student_ids.length;
    // Above the share, not at it: 20 % of 10 children is 2, which raises nothing; 3 do.
    if (n * 100 > r.class_size * d.sickLeavePercent) {
      clusters.push({ classId: r.class_id, rule: 'sickLeave', finding: '', fromDay: today, toDay: today, children: n, classSize: r.class_size, studentIds: r.student_ids });
    }
  }
  return clusters;
}

/**
 * Raises the alerts of one kindergarten's clusters, each once: not while an alert of the same class,
 * rule and finding is not closed (the partial unique index, for two evaluations at once), nor again for
 * days a closed one covered. Returns the ids raised.
 */
export async function evaluateKindergarten(db: Db, kig: { id: string; timeZone: string; areaCode: string | null }, now: Date, rules?: AlertRules): Promise<string[]> {
  const today = todayIn(kig.timeZone, now);
  const raised: string[] = [];
  const d = rules ?? rulesIn(await areaRules(db, enclosingAreas(kig.areaCode)), kig.areaCode).rules;
  for (const c of await clustersOf(db, kig.id, today, d)) {
    await db.transaction(async (tx) => {
      const inserted = rowsOf<{ id: string }>(
        await tx.execute(sql`
          insert into outbreak_alerts (kig_id, id, class_id, rule, finding, from_day, to_day, children, class_size, student_ids, status, raised_at, created_at, updated_at, deleted)
          select ${kig.id}, ${newId()}, ${c.classId}, ${c.rule}, ${c.finding}, ${c.fromDay}, ${c.toDay}, ${c.children}, ${c.classSize},
            ${JSON.stringify(c.studentIds)}::jsonb, 'open', ${now.toISOString()}, ${now.toISOString()}, ${now.toISOString()}, false
          where not exists (
            select 1 from outbreak_alerts a where a.kig_id = ${kig.id} and a.class_id = ${c.classId} and a.rule = ${c.rule} and a.finding = ${c.finding}
              and (a.status <> 'closed' or a.to_day >= ${c.fromDay}::date))
          on conflict do nothing
          returning id::text as id`),
      );
      const id = inserted[0]?.id;
      if (!id) return;
      await tx.insert(outbreakAlertEvents).values({ kigId: kig.id, alertId: id, kind: 'raised', note: '', at: now });
      await recordAudit(tx, {
        action: 'create',
        resource: 'outbreakAlert',
        resourceId: id,
        result: 'ok',
        orgId: kig.id,
        detail: { rule: c.rule, finding: c.finding, classId: c.classId, children: c.children },
      });
      raised.push(id);
    });
  }
  return raised;
}

/**
 * The minute's job: the kindergartens with a mark (a check or a sick leave written on a day, see
 * `outbreakPending`) on or before their today, each evaluated by its area's rules. A kindergarten's marks
 * are removed in the transaction that evaluates it (a second run at once waits for them, then finds
 * none); a check that arrives meanwhile marks its day again for the next run. A kindergarten with nothing
 * new costs nothing: the statements read the marks, not the kindergartens.
 */
export async function evaluateAll(db: Db, now: Date): Promise<{ evaluated: string[]; raised: number }> {
  const marks = rowsOf<{ kig_id: string; first_day: number }>(
    // The day as a number of days: Citus refuses a date's text (it depends on DateStyle) in what several shards return.
    await db.execute(sql`select kig_id::text as kig_id, (min(school_day) - date '2000-01-01')::int as first_day from outbreak_pending group by kig_id`),
  );
  if (marks.length === 0) return { evaluated: [], raised: 0 };
  const ids = `{${marks.map((m) => m.kig_id).join(',')}}`;
  const kigs = rowsOf<{ id: string; time_zone: string; area_code: string | null }>(
    await db.execute(sql`
      select id::text as id, time_zone, area_code from organisations
      where id = any(${ids}::uuid[]) and kind = 'kindergarten' and deleted = false and status = 'enabled'`),
  );
  const live = new Set(kigs.map((k) => k.id));
  const gone = marks.filter((m) => !live.has(m.kig_id)).map((m) => m.kig_id);
  // A kindergarten closed or deleted is judged no more: its marks go.
  if (gone.length > 0) await db.execute(sql`delete from outbreak_pending where kig_id = any(${`{${gone.join(',')}}`}::uuid[])`);
  const firstDay = new Map(marks.map((m) => [m.kig_id, addDays('2000-01-01', Number(m.first_day))]));
  const rules = await areaRules(
    db,
    kigs.flatMap((k) => enclosingAreas(k.area_code)),
  );
  const evaluated: string[] = [];
  let raised = 0;
  for (const kig of kigs) {
    const today = todayIn(kig.time_zone, now);
    // A leave's later days wait for their day.
    if (firstDay.get(kig.id)! > today) continue;
    await db.transaction(async (tx) => {
      const claimed = rowsOf(await tx.execute(sql`delete from outbreak_pending where kig_id = ${kig.id} and school_day <= ${today}::date returning kig_id`));
      if (claimed.length === 0) return;
      evaluated.push(kig.id);
      raised += (await evaluateKindergarten(tx, { id: kig.id, timeZone: kig.time_zone, areaCode: kig.area_code }, now, rulesIn(rules, kig.area_code).rules)).length;
    });
  }
  return { evaluated, raised };
}

/** The kindergartens whose alerts a session sees: an authority's area, an institution's contracts, else its subtree. */
async function alertReach(db: Db, ctx: SessionContext): Promise<SQL> {
  if (ctx.orgKind === 'supervision') return areaKindergartenIds((await authorityArea(db, ctx)).prefix);
  if (isMedical(ctx)) return sql`(${contractedKindergartens(db, ctx)})`;
  return kindergartenReach(ctx);
}

interface AlertRowDb {
  id: string;
  kig_id: string;
  kig_name: string;
  class_id: string;
  class_name: string | null;
  rule: AlertRule;
  finding: string;
  from_day: string;
  to_day: string;
  children: number;
  class_size: number;
  status: AlertStatus;
  raised_at: string | Date;
  closed_at: string | Date | null;
  student_ids: string[];
}

const iso = (v: string | Date) => new Date(v).toISOString();
const present = (r: AlertRowDb) => ({
  id: r.id,
  kigId: r.kig_id,
  kigName: r.kig_name,
  classId: r.class_id,
  className: r.class_name ?? '',
  rule: r.rule,
  finding: r.finding || null,
  fromDay: r.from_day,
  toDay: r.to_day,
  children: r.children,
  classSize: r.class_size,
  status: r.status,
  raisedAt: iso(r.raised_at),
  closedAt: r.closed_at ? iso(r.closed_at) : null,
});

const alertColumns = sql`a.id::text as id, a.kig_id::text as kig_id, k.name as kig_name, a.class_id::text as class_id, c.class_name, a.rule, a.finding,
  a.from_day::text as from_day, a.to_day::text as to_day, a.children, a.class_size, a.status, a.raised_at, a.closed_at, a.student_ids`;
const alertFrom = sql`outbreak_alerts a join organisations k on k.id = a.kig_id left join classes c on c.kig_id = a.kig_id and c.id = a.class_id`;

export async function alertPage(db: Db, ctx: SessionContext, q: { pageNumber: number; pageSize: number; status?: AlertStatus }): Promise<AlertPage> {
  const reach = await alertReach(db, ctx);
  const where = sql`a.kig_id in ${reach} and a.deleted = false${q.status ? sql` and a.status = ${q.status}` : sql``}`;
  const [rows, count] = await Promise.all([
    db.execute(sql`select ${alertColumns} from ${alertFrom} where ${where} order by a.raised_at desc, a.id desc limit ${q.pageSize} offset ${(q.pageNumber - 1) * q.pageSize}`),
    db.execute(sql`select count(*)::int as n from outbreak_alerts a where ${where}`),
  ]);
  return { records: rowsOf<AlertRowDb>(rows).map(present), total: rowsOf<{ n: number }>(count)[0]?.n ?? 0, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/** An alert within the session's reach, or the not-found answer (another area's, another tenant's, none). */
async function findAlert(db: Db, ctx: SessionContext, id: string): Promise<AlertRowDb> {
  const reach = await alertReach(db, ctx);
  const [row] = rowsOf<AlertRowDb>(await db.execute(sql`select ${alertColumns} from ${alertFrom} where a.id = ${id} and a.kig_id in ${reach} and a.deleted = false`));
  if (!row) throw notFound();
  return row;
}

/**
 * One alert with its timeline. The children concerned are named while it is not closed (an authority
 * sees a child's name only within an open alert), and each such read is audited with how many were named.
 */
export async function alertDetail(db: Db, ctx: SessionContext, id: string): Promise<AlertDetail> {
  const row = await findAlert(db, ctx, id);
  const events = rowsOf<{ kind: 'raised' | 'answered' | 'closed'; at: string | Date; by_name: string | null; org_name: string | null; actions: AlertAction[]; note: string }>(
    await db.execute(sql`select kind, at, by_name, org_name, actions, note from outbreak_alert_events where kig_id = ${row.kig_id} and alert_id = ${row.id} order by at, id`),
  );
  let childNames: string[] = [];
  if (row.status !== 'closed' && row.student_ids.length > 0) {
    childNames = rowsOf<{ name: string }>(
      await db.execute(sql`select name from students where kig_id = ${row.kig_id} and id = any(${`{${row.student_ids.join(',')}}`}::uuid[]) order by name`),
    ).map((r) => r.name);
    await recordAudit(db, {
      ...auditActor(ctx),
      action: 'view',
      resource: 'outbreakAlert',
      resourceId: row.id,
      result: 'ok',
      detail: { kigId: row.kig_id, classId: row.class_id, children: childNames.length },
    });
  }
  return {
    ...present(row),
    timeline: events.map((e) => ({ kind: e.kind, at: iso(e.at), by: e.by_name, orgName: e.org_name, actions: e.actions, note: e.note })),
    childNames,
  };
}

/** Moves an alert under its row's lock (named with its kindergarten: one shard on Citus), with its timeline's event and the audit. */
async function move(
  db: Db,
  ctx: SessionContext,
  id: string,
  now: Date,
  change: { from: readonly AlertStatus[]; to: AlertStatus; kind: 'answered' | 'closed'; actions: AlertAction[]; note: string; refused: string },
) {
  const row = await findAlert(db, ctx, id);
  return db.transaction(async (tx) => {
    const [locked] = rowsOf<{ status: AlertStatus }>(await tx.execute(sql`select status from outbreak_alerts where kig_id = ${row.kig_id} and id = ${row.id} for update`));
    if (!locked || !change.from.includes(locked.status)) throw new AppError(422, change.refused);
    await tx.execute(sql`
      update outbreak_alerts set status = ${change.to}, updated_at = ${now.toISOString()},
        closed_at = ${change.to === 'closed' ? now.toISOString() : null}
      where kig_id = ${row.kig_id} and id = ${row.id}`);
    await tx.insert(outbreakAlertEvents).values({
      kigId: row.kig_id,
      alertId: row.id,
      kind: change.kind,
      actions: change.actions,
      note: change.note,
      byName: ctx.nickName || ctx.userName,
      orgName: ctx.orgName,
      at: now,
      createdBy: ctx.userId,
    });
    await recordAudit(tx, {
      ...auditActor(ctx),
      action: change.kind === 'answered' ? 'answer' : 'close',
      resource: 'outbreakAlert',
      resourceId: row.id,
      result: 'ok',
      detail: { actions: change.actions },
    });
    return { id: row.id, status: change.to };
  });
}

/** The kindergarten says what it did; it may say more while the alert is not closed. */
export function answerAlert(db: Db, ctx: SessionContext, input: { id: string; actions: AlertAction[]; note: string }, now: Date) {
  return move(db, ctx, input.id, now, {
    from: ['open', 'answered'],
    to: 'answered',
    kind: 'answered',
    actions: [...new Set(input.actions)],
    note: input.note,
    refused: 'supervision.alert.closedAlready',
  });
}

/** The authority closes an alert the kindergarten has answered. */
export function closeAlert(db: Db, ctx: SessionContext, input: { id: string; note: string }, now: Date) {
  return move(db, ctx, input.id, now, { from: ['answered'], to: 'closed', kind: 'closed', actions: [], note: input.note, refused: 'supervision.alert.notAnswered' });
}
