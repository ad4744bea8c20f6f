import type { HomeCountKey, HomeSummary, OrgKind } from '@kg/domain';
import { and, count, eq, gt, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { inSubtree, subtreeIds } from '../../platform/tenancy/reach.js';
import { classes, students, teachers } from '../campus/campus.tables.js';
import { sessions } from '../auth/session.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { roles } from '../system/role.table.js';
import { users } from '../system/user.table.js';

/** Which counts each organisation kind's home shows: the organisations below it, then its people. */
const COUNTS_BY_KIND: Record<OrgKind, HomeCountKey[]> = {
  platform: ['agents', 'groups', 'kindergartens', 'institutions', 'experts', 'students', 'users', 'roles', 'activeSessions'],
  agent: ['groups', 'kindergartens', 'students', 'users', 'roles'],
  group: ['kindergartens', 'classes', 'teachers', 'students', 'users', 'roles'],
  kindergarten: ['classes', 'teachers', 'students', 'users', 'roles'],
  institution: ['experts', 'users', 'roles'],
  expert: ['users', 'roles'],
  supervision: ['users', 'roles'],
};

const KIND_OF_COUNT: Partial<Record<HomeCountKey, OrgKind>> = {
  agents: 'agent',
  groups: 'group',
  kindergartens: 'kindergarten',
  institutions: 'institution',
  experts: 'expert',
};

/**
 * Real figures about the signed-in organisation and what lies below it in the tree, read in one
 * statement: each count is a subquery of it (one round trip, instead of one a count).
 */
export async function homeSummary(db: Db, ctx: SessionContext): Promise<HomeSummary> {
  const wanted = COUNTS_BY_KIND[ctx.orgKind];
  const orgsBelow = subtreeIds(ctx);
  const counted = (query: SQL) => sql`(${query})`;
  const kinds = db
    .select({ kind: organisations.kind, n: count().as('n') })
    .from(organisations)
    .where(and(inSubtree(ctx), eq(organisations.deleted, false), ne(organisations.id, ctx.orgId)))
    .groupBy(organisations.kind)
    .as('k');
  const parts: Partial<Record<HomeCountKey | 'createdAt' | 'kinds', SQL>> = {
    createdAt: counted(db.select({ at: organisations.createdAt }).from(organisations).where(eq(organisations.id, ctx.orgId)).getSQL()),
    kinds: counted(sql`select coalesce(json_object_agg(${kinds.kind}, ${kinds.n}), '{}'::json) from ${kinds}`),
    users: counted(
      db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.deleted, false), inArray(users.orgId, orgsBelow)))
        .getSQL(),
    ),
    roles: counted(
      db
        .select({ n: count() })
        .from(roles)
        .where(and(eq(roles.deleted, false), inArray(roles.orgId, orgsBelow)))
        .getSQL(),
    ),
  };
  const campus = [
    ['students', students, and(eq(students.deleted, false), eq(students.status, 'studying'), inArray(students.kigId, orgsBelow))],
    ['teachers', teachers, and(eq(teachers.deleted, false), eq(teachers.status, 'onDuty'), inArray(teachers.kigId, orgsBelow))],
    ['classes', classes, and(eq(classes.deleted, false), inArray(classes.kigId, orgsBelow))],
  ] as const;
  for (const [key, table, where] of campus) {
    if (wanted.includes(key)) parts[key] = counted(db.select({ n: count() }).from(table).where(where).getSQL());
  }
  if (wanted.includes('activeSessions')) {
    parts.activeSessions = counted(
      db
        .select({ n: sql<number>`count(distinct ${sessions.userId})` })
        .from(sessions)
        .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
        .getSQL(),
    );
  }
  const columns = Object.entries(parts).map(([key, part]) => sql`${part} as ${sql.identifier(key)}`);
  const [row] = ((await db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const byKind = new Map(Object.entries((row?.kinds ?? {}) as Record<string, number>));

  const values: Partial<Record<HomeCountKey, number>> = {};
  for (const key of ['users', 'roles', 'students', 'teachers', 'classes', 'activeSessions'] as const) values[key] = Number(row?.[key] ?? 0);
  for (const [key, kind] of Object.entries(KIND_OF_COUNT)) values[key as HomeCountKey] = Number(byKind.get(kind) ?? 0);
  // As a select of the column maps it (a missing organisation: now, as before).
  const createdAt = row?.createdAt === null || row?.createdAt === undefined ? new Date() : (organisations.createdAt.mapFromDriverValue(row.createdAt as string) as Date);

  return {
    orgId: ctx.orgId,
    orgName: ctx.orgName,
    orgKind: ctx.orgKind,
    orgCode: ctx.orgCode,
    appType: ctx.appType,
    createdAt: createdAt.toISOString(),
    counts: wanted.map((key) => ({ key, value: values[key] ?? 0 })),
  };
}
