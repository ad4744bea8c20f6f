import type { HomeCountKey, HomeSummary, OrgKind } from '@kg/domain';
import { and, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
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
};

const KIND_OF_COUNT: Partial<Record<HomeCountKey, OrgKind>> = {
  agents: 'agent',
  groups: 'group',
  kindergartens: 'kindergarten',
  institutions: 'institution',
  experts: 'expert',
};

/** Real figures about the signed-in organisation and what lies below it in the tree. */
export async function homeSummary(db: Db, ctx: SessionContext): Promise<HomeSummary> {
  const wanted = COUNTS_BY_KIND[ctx.orgKind];
  const subtree = inSubtree(ctx);
  const live = eq(organisations.deleted, false);

  const [org] = await db.select({ createdAt: organisations.createdAt }).from(organisations).where(eq(organisations.id, ctx.orgId));

  const kindRows = await db
    .select({ kind: organisations.kind, n: count() })
    .from(organisations)
    .where(and(subtree, live, ne(organisations.id, ctx.orgId)))
    .groupBy(organisations.kind);
  const byKind = new Map(kindRows.map((r) => [r.kind, Number(r.n)]));

  const orgsBelow = subtreeIds(ctx);
  const [userRow] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.deleted, false), inArray(users.orgId, orgsBelow)));
  const [roleRow] = await db
    .select({ n: count() })
    .from(roles)
    .where(and(eq(roles.deleted, false), inArray(roles.orgId, orgsBelow)));

  const values: Partial<Record<HomeCountKey, number>> = {
    users: Number(userRow?.n ?? 0),
    roles: Number(roleRow?.n ?? 0),
  };
  for (const [key, kind] of Object.entries(KIND_OF_COUNT)) values[key as HomeCountKey] = byKind.get(kind) ?? 0;
  const campus = [
    ['students', students, and(eq(students.deleted, false), eq(students.status, 'studying'), inArray(students.kigId, orgsBelow))],
    ['teachers', teachers, and(eq(teachers.deleted, false), eq(teachers.status, 'onDuty'), inArray(teachers.kigId, orgsBelow))],
    ['classes', classes, and(eq(classes.deleted, false), inArray(classes.kigId, orgsBelow))],
  ] as const;
  for (const [key, table, where] of campus) {
    if (!wanted.includes(key)) continue;
    const [row] = await db.select({ n: count() }).from(table).where(where);
    values[key] = Number(row?.n ?? 0);
  }
  if (wanted.includes('activeSessions')) {
    const [s] = await db
      .select({ n: sql<number>`count(distinct ${sessions.userId})` })
      .from(sessions)
      .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
    values.activeSessions = Number(s?.n ?? 0);
  }

  return {
    orgId: ctx.orgId,
    orgName: ctx.orgName,
    orgKind: ctx.orgKind,
    orgCode: ctx.orgCode,
    appType: ctx.appType,
    createdAt: (org?.createdAt ?? new Date()).toISOString(),
    counts: wanted.map((key) => ({ key, value: values[key] ?? 0 })),
  };
}
