import { ALERT_DEFAULTS, type AlertRules, type AlertRulesAnswer } from '@kg/domain';
import { sql } from 'drizzle-orm';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { areaPrefix, authorityArea } from './supervision-area.js';

/**
 * The areas holding an area code, narrowest first (GB/T 2260): a district's, its city's, its province's.
 * A code that is no area code is in no area.
 */
export function enclosingAreas(code: string | null | undefined): string[] {
  if (!code || !/^\d{6}$/.test(code)) return [];
  return [...new Set([code, `${code.slice(0, 4)}00`, `${code.slice(0, 2)}0000`])];
}

interface RulesRow {
  area_code: string;
  cluster_children: number;
  cluster_school_days: number;
  sick_leave_percent: number;
  updated_at: string | Date;
}

const rulesOf = (r: RulesRow): AlertRules => ({ clusterChildren: r.cluster_children, clusterSchoolDays: r.cluster_school_days, sickLeavePercent: r.sick_leave_percent });

/** The areas' own rules (those that set some), by area code: one statement for any number of areas. */
export async function areaRules(db: Db, codes: readonly string[]): Promise<Map<string, RulesRow>> {
  if (codes.length === 0) return new Map();
  const rows = rowsOf<RulesRow>(
    await db.execute(sql`
      select area_code, cluster_children, cluster_school_days, sick_leave_percent, updated_at from outbreak_rules
      where area_code = any(${`{${[...new Set(codes)].join(',')}}`}::text[])`),
  );
  return new Map(rows.map((r) => [r.area_code, r]));
}

/** The rules a place (a kindergarten's or an authority's area code) is judged by: the narrowest area's that set some, else the defaults. */
export function rulesIn(rules: ReadonlyMap<string, RulesRow>, code: string | null | undefined): { rules: AlertRules; areaCode: string | null } {
  for (const area of enclosingAreas(code)) {
    const row = rules.get(area);
    if (row) return { rules: rulesOf(row), areaCode: area };
  }
  return { rules: { ...ALERT_DEFAULTS }, areaCode: null };
}

/** A new version, later than the one it replaces even within one millisecond (the version is the `updatedAt` a save names). */
const nextVersion = (before: RulesRow, now: Date) => new Date(Math.max(now.getTime(), new Date(before.updated_at).getTime() + 1)).toISOString();

async function answerFor(db: Db, areaCode: string): Promise<AlertRulesAnswer> {
  const defaults = { ...ALERT_DEFAULTS };
  const rules = await areaRules(db, enclosingAreas(areaCode));
  const found = rulesIn(rules, areaCode);
  const own = rules.get(areaCode);
  return {
    areaCode,
    rules: found.rules,
    source: found.areaCode === null ? 'default' : found.areaCode === areaCode ? 'own' : 'area',
    sourceAreaCode: found.areaCode,
    updatedAt: own ? new Date(own.updated_at).toISOString() : null,
    defaults,
  };
}

/** The rules in force in the session's authority's area (an account of no area, or no authority: the defaults). */
export async function getRules(db: Db, ctx: SessionContext): Promise<AlertRulesAnswer> {
  const area = await authorityArea(db, ctx);
  return answerFor(db, enclosingAreas(area.areaCode).length > 0 ? area.areaCode : '');
}

/**
 * An authority sets its own area's rules (the area from its organisation, never from the request), at
 * the version it read: null for an area without rules of its own, else the `updatedAt` read; another
 * version (someone of the same area saved meanwhile) is a 409. Audited with the values before and after.
 */
export async function saveRules(db: Db, ctx: SessionContext, input: AlertRules & { updatedAt: string | null }, now: Date): Promise<AlertRulesAnswer> {
  if (ctx.orgKind !== 'supervision') throw forbidden();
  const { areaCode } = await authorityArea(db, ctx);
  if (enclosingAreas(areaCode).length === 0) throw new AppError(422, 'supervision.rules.noArea');
  const at = now.toISOString();
  const values = { clusterChildren: input.clusterChildren, clusterSchoolDays: input.clusterSchoolDays, sickLeavePercent: input.sickLeavePercent };
  await db.transaction(async (tx) => {
    const [before] = rowsOf<RulesRow>(
      await tx.execute(sql`select area_code, cluster_children, cluster_school_days, sick_leave_percent, updated_at from outbreak_rules where area_code = ${areaCode} for update`),
    );
    const written = before
      ? input.updatedAt !== null && new Date(before.updated_at).getTime() === new Date(input.updatedAt).getTime()
        ? rowsOf(
            await tx.execute(sql`
              update outbreak_rules set cluster_children = ${values.clusterChildren}, cluster_school_days = ${values.clusterSchoolDays},
                sick_leave_percent = ${values.sickLeavePercent}, updated_at = ${nextVersion(before, now)}, updated_by = ${ctx.userId}
              where area_code = ${areaCode} returning area_code`),
          )
        : []
      : input.updatedAt === null
        ? rowsOf(
            await tx.execute(sql`
              insert into outbreak_rules (area_code, cluster_children, cluster_school_days, sick_leave_percent, created_at, updated_at, updated_by)
              values (${areaCode}, ${values.clusterChildren}, ${values.clusterSchoolDays}, ${values.sickLeavePercent}, ${at}, ${at}, ${ctx.userId})
              on conflict do nothing returning area_code`),
          )
        : [];
    if (written.length === 0) throw conflict();
    await recordAudit(tx, {
      ...auditActor(ctx),
      action: before ? 'update' : 'create',
      resource: 'outbreakRules',
      resourceId: ctx.orgId,
      result: 'ok',
      detail: { areaCode, before: before ? rulesOf(before) : null, after: values },
    });
    await markArea(tx, areaCode, at);
  });
  return answerFor(db, areaCode);
}

/** The area's kindergartens are judged again by the rules now in force at the job's next minute. */
async function markArea(tx: Pick<Db, 'execute'>, areaCode: string, at: string) {
  await tx.execute(sql`
    insert into outbreak_pending (kig_id, school_day)
    select id, ${at}::date - 1 from organisations
    where kind = 'kindergarten' and deleted = false and area_code like ${`${areaPrefix(areaCode)}%`}
    on conflict do nothing`);
}

/**
 * An authority drops its own area's rules, at the version it read: its area is then judged by the
 * nearest enclosing area's rules, else the defaults. The area is the session's; a request naming another
 * area (or an area without rules of its own, or an account that is no authority) is answered as one
 * naming an area without rules (404), so an authority learns nothing of another area's rules by it. A
 * version no longer current is a 409. Audited with the rules dropped.
 */
export async function deleteRules(db: Db, ctx: SessionContext, input: { areaCode: string; updatedAt: string }, now: Date): Promise<AlertRulesAnswer> {
  const { areaCode } = await authorityArea(db, ctx);
  if (ctx.orgKind !== 'supervision' || enclosingAreas(areaCode).length === 0 || input.areaCode !== areaCode) throw notFound();
  await db.transaction(async (tx) => {
    const [before] = rowsOf<RulesRow>(
      await tx.execute(sql`select area_code, cluster_children, cluster_school_days, sick_leave_percent, updated_at from outbreak_rules where area_code = ${areaCode} for update`),
    );
    if (!before) throw notFound();
    if (new Date(before.updated_at).getTime() !== new Date(input.updatedAt).getTime()) throw conflict();
    await tx.execute(sql`delete from outbreak_rules where area_code = ${areaCode}`);
    await recordAudit(tx, {
      ...auditActor(ctx),
      action: 'delete',
      resource: 'outbreakRules',
      resourceId: ctx.orgId,
      result: 'ok',
      detail: { areaCode, before: rulesOf(before), after: null },
    });
    await markArea(tx, areaCode, now.toISOString());
  });
  return answerFor(db, areaCode);
}
