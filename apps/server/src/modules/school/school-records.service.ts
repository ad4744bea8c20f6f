import { type SchoolRecord, type SchoolRecordPage, type SchoolRecordsQuery, TEACHER_COUNTS, type TeacherTotals, type TeacherTotalsQuery } from '@kg/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { type Kindergarten, kindergartenOf } from '../../platform/tenancy/kindergarten-of.js';
import { kindergartensInReach } from '../../platform/tenancy/reach.js';

type Period = { kigId?: string; from: string; to: string };

/** The kindergartens a report is of: the one named (checked within reach, else not found) or the session's reach. */
export async function reportKindergartens(db: Db, ctx: SessionContext, kigId: string | undefined): Promise<Kindergarten[]> {
  if (kigId || ctx.orgKind === 'kindergarten') return [await kindergartenOf(db, ctx, kigId)];
  return kindergartensInReach(db, ctx);
}

const idArray = (kigs: readonly Kindergarten[]) => sql`${`{${kigs.map((k) => k.id).join(',')}}`}::uuid[]`;

/**
 * An instant column within the period, both days on the kindergarten's own clocks (`o` is its
 * organisation row, a reference table on Citus: joined through `kig_id`, it costs no repartition).
 */
const inPeriod = (column: SQL, p: Period) =>
  sql`${column} >= (${p.from}::date)::timestamp at time zone o.time_zone and ${column} < (${p.to}::date + 1)::timestamp at time zone o.time_zone`;

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The items published in the period, one leg per kind, each read within its kindergartens (`kig_id =
 * any(...)`: one shard per kindergarten on Citus) with the facts kept in its own row: who drafted it
 * (created_by/at), reviewed it (activities' reviewed_by/at) and published it (published_by/at; an
 * item published again keeps its last publishing).
 */
function itemsOf(kigs: readonly Kindergarten[], q: Period & Pick<SchoolRecordsQuery, 'kind' | 'personId'>): SQL {
  const ids = idArray(kigs);
  const leg = (kind: 'activity' | 'notice' | 'news', table: string, reviewed: boolean) => {
    const t = sql.raw(table);
    const reviewedBy = reviewed ? sql`x.reviewed_by` : sql`null::uuid`;
    const person = q.personId ? sql` and ${q.personId}::uuid in (x.created_by, x.published_by, ${reviewedBy})` : sql``;
    return sql`select ${kind}::text as kind, x.id, x.kig_id, o.name as kig_name, o.time_zone, x.title, x.state,
        x.created_by, x.created_at, ${reviewedBy} as reviewed_by, ${reviewed ? sql`x.reviewed_at` : sql`null::timestamptz`} as reviewed_at,
        x.published_by, x.published_at
      from ${t} x join organisations o on o.id = x.kig_id
      where x.kig_id = any(${ids}) and x.deleted = false and ${inPeriod(sql`x.published_at`, q)}${person}`;
  };
  const legs = [leg('activity', 'activities', true), leg('notice', 'notices', false), leg('news', 'news', false)].filter(
    (_, i) => !q.kind || (['activity', 'notice', 'news'] as const)[i] === q.kind,
  );
  return sql.join(legs, sql` union all `);
}

type RecordRow = Omit<SchoolRecord, 'kind'> & { kind: SchoolRecord['kind']; total: number };

/** The records of a period, newest publishing first; `pageSize: null` reads them all (the export). */
export async function schoolRecords(db: Db, ctx: SessionContext, q: SchoolRecordsQuery): Promise<SchoolRecordPage & { kigs: Kindergarten[] }> {
  const kigs = await reportKindergartens(db, ctx, q.kigId);
  const { pageNumber, pageSize } = q;
  if (kigs.length === 0) return { records: [], total: 0, pageNumber, pageSize, people: [], kigs };
  const people = await db.execute(
    sql`select id, nick_name as name from users where (org_id = any(${idArray(kigs)}) or org_id = ${ctx.orgId}) and deleted = false order by nick_name, id`,
  );
  const result = await db.execute(sql`
    select i.id, i.kind, i.kig_id as "kigId", i.kig_name as "kigName", i.time_zone as "timeZone", i.title, i.state,
      d.nick_name as "draftedBy", ${iso(sql`i.created_at`)} as "draftedAt",
      r.nick_name as "reviewedBy", ${iso(sql`i.reviewed_at`)} as "reviewedAt",
      p.nick_name as "publishedBy", ${iso(sql`i.published_at`)} as "publishedAt",
      (count(*) over ())::int as total
    from (${itemsOf(kigs, q)}) i
    left join users d on d.id = i.created_by
    left join users r on r.id = i.reviewed_by
    left join users p on p.id = i.published_by
    order by i.published_at desc, i.id
    limit ${pageSize} offset ${(pageNumber - 1) * pageSize}`);
  const rows = rowsOf<RecordRow>(result);
  const total = rows[0]?.total ?? (pageNumber > 1 ? await countRecords(db, kigs, q) : 0);
  return { records: rows.map(({ total: _, ...r }) => r), total, pageNumber, pageSize, people: rowsOf<{ id: string; name: string }>(people), kigs };
}

/** A page past the last has no row to carry the count: counted apart. */
async function countRecords(db: Db, kigs: readonly Kindergarten[], q: SchoolRecordsQuery): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${itemsOf(kigs, q)}) i`));
  return row?.n ?? 0;
}

/** Every record the filters select (the export), in the list's order. */
export async function allSchoolRecords(db: Db, ctx: SessionContext, q: SchoolRecordsQuery): Promise<{ records: SchoolRecord[]; kigs: Kindergarten[] }> {
  const kigs = await reportKindergartens(db, ctx, q.kigId);
  if (kigs.length === 0) return { records: [], kigs };
  const result = await db.execute(sql`
    select i.id, i.kind, i.kig_id as "kigId", i.kig_name as "kigName", i.time_zone as "timeZone", i.title, i.state,
      d.nick_name as "draftedBy", ${iso(sql`i.created_at`)} as "draftedAt",
      r.nick_name as "reviewedBy", ${iso(sql`i.reviewed_at`)} as "reviewedAt",
      p.nick_name as "publishedBy", ${iso(sql`i.published_at`)} as "publishedAt"
    from (${itemsOf(kigs, q)}) i
    left join users d on d.id = i.created_by
    left join users r on r.id = i.reviewed_by
    left join users p on p.id = i.published_by
    order by i.published_at desc, i.id`);
  return { records: rowsOf<SchoolRecord>(result), kigs };
}

/**
 * Per staff member of each kindergarten, the period's counts: activities drafted (created in the
 * period), activities, notices and news published (last published in the period) and letters
 * answered (replied in the period). Each count is grouped within its kindergarten by `kig_id`; the
 * staff are the kindergarten's live accounts and anyone else (a group's account) who counted.
 */
export async function teacherTotals(db: Db, ctx: SessionContext, q: TeacherTotalsQuery): Promise<TeacherTotals & { kigs: Kindergarten[] }> {
  const kigs = await reportKindergartens(db, ctx, q.kigId);
  const zero = Object.fromEntries(TEACHER_COUNTS.map((k) => [k, 0])) as TeacherTotals['totals'];
  if (kigs.length === 0) return { from: q.from, to: q.to, rows: [], totals: zero, kigs };
  const ids = idArray(kigs);
  const count = (table: string, by: string, at: string, column: (typeof TEACHER_COUNTS)[number]) =>
    sql`select x.kig_id, x.${sql.raw(by)} as user_id, ${column}::text as what, count(*)::int as n
      from ${sql.raw(table)} x join organisations o on o.id = x.kig_id
      where x.kig_id = any(${ids}) and x.deleted = false and x.${sql.raw(by)} is not null and ${inPeriod(sql.raw(`x.${at}`), q)}
      group by x.kig_id, x.${sql.raw(by)}`;
  const counted = sql.join(
    [
      count('activities', 'created_by', 'created_at', 'activitiesDrafted'),
      count('activities', 'published_by', 'published_at', 'activitiesPublished'),
      count('notices', 'published_by', 'published_at', 'noticesPublished'),
      count('news', 'published_by', 'published_at', 'newsPublished'),
      count('mailbox_letters', 'replied_by', 'replied_at', 'lettersAnswered'),
    ],
    sql` union all `,
  );
  const [countRows, staffRows] = await Promise.all([
    db.execute(counted),
    db.execute(sql`select u.org_id as kig_id, u.id as user_id from users u where u.org_id = any(${ids}) and u.deleted = false`),
  ]);
  const people = new Map<string, { kigId: string; userId: string } & Record<(typeof TEACHER_COUNTS)[number], number>>();
  const personOf = (kigId: string, userId: string) => {
    const key = `${kigId}|${userId}`;
    let row = people.get(key);
    if (!row) people.set(key, (row = { kigId, userId, ...zero }));
    return row;
  };
  for (const s of rowsOf<{ kig_id: string; user_id: string }>(staffRows)) personOf(s.kig_id, s.user_id);
  for (const c of rowsOf<{ kig_id: string; user_id: string; what: (typeof TEACHER_COUNTS)[number]; n: number }>(countRows)) personOf(c.kig_id, c.user_id)[c.what] += c.n;
  const userIds = [...new Set([...people.values()].map((p) => p.userId))];
  const names = new Map(
    userIds.length === 0
      ? []
      : rowsOf<{ id: string; name: string }>(await db.execute(sql`select id, nick_name as name from users where id = any(${`{${userIds.join(',')}}`}::uuid[])`)).map((u) => [
          u.id,
          u.name,
        ]),
  );
  const kigNames = new Map(kigs.map((k) => [k.id, k.name]));
  const rows = [...people.values()]
    .map((p) => ({ kigName: kigNames.get(p.kigId) ?? '', name: names.get(p.userId) ?? '', ...p }))
    .sort((a, b) => a.kigName.localeCompare(b.kigName, 'zh-CN') || a.name.localeCompare(b.name, 'zh-CN') || a.userId.localeCompare(b.userId));
  const totals = { ...zero };
  for (const r of rows) for (const k of TEACHER_COUNTS) totals[k] += r[k];
  return { from: q.from, to: q.to, rows, totals, kigs };
}
