import {
  type ContractState,
  type InstitutionAccount,
  type InstitutionContract,
  type InstitutionListQuery,
  type InstitutionOpen,
  type InstitutionRow,
  type Opened,
  translate,
} from '@kg/domain';
import { and, asc, count, countDistinct, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { inSubtree } from '../../platform/tenancy/reach.js';
import { medicalContracts as c } from '../health/health.tables.js';
import { openOrganisation } from '../system/open-organisation.service.js';
import { users } from '../system/user.table.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const live = eq(organisations.deleted, false);
const liveContract = eq(c.deleted, false);
/** As the experts' own reach judges it (health-scope.ts): enabled, begun and not ended today. */
const running = sql`${c.status} = 'enabled' and ${c.beginDate} <= current_date and ${c.endDate} >= current_date`;
const state = sql<ContractState>`case when ${c.status} <> 'enabled' then 'disabled' when ${c.beginDate} > current_date then 'upcoming' when ${c.endDate} < current_date then 'ended' else 'running' end`;

/** The live institutions of the session's subtree (by a part of their name), each with its expert groups, accounts and contracts. */
export async function institutionList(db: Db, ctx: SessionContext, q: InstitutionListQuery): Promise<InstitutionRow[]> {
  const where: SQL[] = [eq(organisations.kind, 'institution'), live, inSubtree(ctx)];
  if (q.name) where.push(ilike(organisations.name, `%${escapeLike(q.name)}%`));
  const rows = await db
    .select({
      id: organisations.id,
      code: organisations.code,
      name: organisations.name,
      areaCode: organisations.areaCode,
      contactName: organisations.contactName,
      contactPhone: organisations.contactPhone,
      status: organisations.status,
      path: organisations.path,
    })
    .from(organisations)
    .where(and(...where))
    .orderBy(asc(organisations.name), asc(organisations.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [contracts, members] = await Promise.all([contractFigures(db, ids), memberFigures(db, rows)]);
  return rows.map((r) => ({
    id: r.id,
    code: r.code as string,
    name: r.name as string,
    areaCode: (r.areaCode as string | null) ?? null,
    contactName: (r.contactName as string | null) ?? null,
    contactPhone: (r.contactPhone as string | null) ?? null,
    status: r.status === 'disabled' ? 'disabled' : 'enabled',
    expertGroups: members.get(r.id)?.groups ?? 0,
    accounts: members.get(r.id)?.accounts ?? 0,
    runningKigs: contracts.get(r.id)?.runningKigs ?? 0,
    contracts: contracts.get(r.id)?.contracts ?? 0,
  }));
}

/**
 * The live contracts of these institutions with live kindergartens (those the drawer lists), and the
 * kindergartens under a running one (one statement across the shards).
 */
async function contractFigures(db: Db, ids: string[]) {
  const kig = alias(organisations, 'kig');
  const rows = await db
    .select({
      institutionId: c.institutionId,
      contracts: count(),
      runningKigs: countDistinct(sql`case when ${running} then ${c.kigId} end`),
    })
    .from(c)
    .innerJoin(kig, and(eq(kig.id, c.kigId), eq(kig.deleted, false)))
    .where(and(inArray(c.institutionId, ids), liveContract))
    .groupBy(c.institutionId);
  return new Map(rows.map((r) => [r.institutionId, { contracts: Number(r.contracts), runningKigs: Number(r.runningKigs) }]));
}

/** Each institution's live expert groups and the live accounts of it and its groups (organisations and users by the tree's path). */
async function memberFigures(db: Db, institutions: { id: string; path: string }[]) {
  const org = alias(organisations, 'member_org');
  const owner = alias(organisations, 'owner');
  const within = and(
    eq(owner.kind, 'institution'),
    inArray(
      owner.id,
      institutions.map((i) => i.id),
    ),
    sql`${org.path} like ${owner.path} || '%'`,
    eq(org.deleted, false),
  );
  const [groups, accounts] = await Promise.all([
    db.select({ id: owner.id, n: count() }).from(org).innerJoin(owner, within).where(eq(org.kind, 'expert')).groupBy(owner.id),
    db.select({ id: owner.id, n: count() }).from(users).innerJoin(org, eq(org.id, users.orgId)).innerJoin(owner, within).where(eq(users.deleted, false)).groupBy(owner.id),
  ]);
  const figures = new Map<string, { groups: number; accounts: number }>();
  for (const i of institutions) figures.set(i.id, { groups: 0, accounts: 0 });
  for (const g of groups) figures.get(g.id)!.groups = Number(g.n);
  for (const a of accounts) figures.get(a.id)!.accounts = Number(a.n);
  return figures;
}

/** A live institution of the session's subtree; another's (or none) answers as an id that names nothing. */
async function institutionOf(db: Db, ctx: SessionContext, id: string) {
  const [row] = await db
    .select({ id: organisations.id, path: organisations.path })
    .from(organisations)
    .where(and(eq(organisations.id, id), eq(organisations.kind, 'institution'), live, inSubtree(ctx)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** An institution's live contracts with kindergartens, running ones first, then by the kindergarten's name. */
export async function institutionContracts(db: Db, ctx: SessionContext, institutionId: string): Promise<InstitutionContract[]> {
  await institutionOf(db, ctx, institutionId);
  const kig = alias(organisations, 'kig');
  const rows = await db
    .select({
      id: c.id,
      kigId: c.kigId,
      kigCode: kig.code,
      kigName: kig.name,
      areaCode: kig.areaCode,
      beginDate: c.beginDate,
      endDate: c.endDate,
      note: c.note,
      state,
    })
    .from(c)
    .innerJoin(kig, and(eq(kig.id, c.kigId), eq(kig.deleted, false)))
    .where(and(eq(c.institutionId, institutionId), liveContract))
    .orderBy(sql`${state} = 'running' desc`, asc(kig.name), asc(c.beginDate), asc(c.id));
  return rows.map((r) => ({
    id: r.id,
    kigId: r.kigId,
    kigCode: r.kigCode as string,
    kigName: r.kigName as string,
    areaCode: (r.areaCode as string | null) ?? null,
    beginDate: r.beginDate as string,
    endDate: r.endDate as string,
    note: (r.note as string | null) ?? '',
    state: r.state,
  }));
}

/** The live accounts of an institution and of its expert groups, the institution's first. */
export async function institutionAccounts(db: Db, ctx: SessionContext, institutionId: string): Promise<InstitutionAccount[]> {
  const institution = await institutionOf(db, ctx, institutionId);
  const rows = await db
    .select({
      id: users.id,
      userName: users.userName,
      nickName: users.nickName,
      orgName: organisations.name,
      orgKind: organisations.kind,
      appType: users.appType,
      status: users.status,
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .where(and(eq(users.deleted, false), live, sql`${organisations.path} like ${`${escapeLike(institution.path)}%`}`))
    .orderBy(sql`${organisations.kind} = 'institution' desc`, asc(organisations.name), asc(users.userName));
  return rows.map((r) => ({
    id: r.id,
    userName: r.userName as string,
    nickName: (r.nickName as string | null) ?? '',
    orgName: r.orgName as string,
    orgKind: r.orgKind === 'institution' ? 'institution' : 'expert',
    appType: Number(r.appType),
    status: r.status === 'disabled' ? 'disabled' : 'enabled',
  }));
}

/** Operations open a medical institution (system 6, institution) with its built-in role and first account. */
export function openInstitution(db: Db, ctx: SessionContext, input: InstitutionOpen): Promise<Opened> {
  return openOrganisation(db, ctx, { ...input, kind: 'institution', appType: 6, roleName: translate(ctx.locale, 'institution.builtInRole') });
}
