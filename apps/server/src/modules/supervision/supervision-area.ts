import { and, asc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { organisations } from '../../platform/tenancy/organization.table.js';

/**
 * The area an authority watches, as the prefix of the area codes within it (GB/T 2260): a province's
 * two digits, a city's four, a district's six. An authority without an area watches nothing.
 */
export function areaPrefix(code: string | null | undefined): string {
  if (!code || !/^\d{6}$/.test(code)) return '-';
  if (code.endsWith('0000')) return code.slice(0, 2);
  if (code.endsWith('00')) return code.slice(0, 4);
  return code;
}

export interface AuthorityArea {
  areaCode: string;
  prefix: string;
  timeZone: string;
}

/** The session's authority's area, read from its organisation (never from the request). */
export async function authorityArea(db: Db, ctx: SessionContext): Promise<AuthorityArea> {
  const [org] = await db.select({ areaCode: organisations.areaCode, timeZone: organisations.timeZone }).from(organisations).where(eq(organisations.id, ctx.orgId));
  const areaCode = ctx.orgKind === 'supervision' ? (org?.areaCode ?? '') : '';
  return { areaCode, prefix: areaPrefix(areaCode), timeZone: org?.timeZone ?? 'Asia/Shanghai' };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function inArea(prefix: string) {
  return and(eq(organisations.kind, 'kindergarten'), eq(organisations.deleted, false), like(organisations.areaCode, `${escapeLike(prefix)}%`))!;
}

/** The live kindergartens of an area, as a parenthesised subquery of ids (a reference table's rows: on Citus it fans out to every shard). */
export function areaKindergartenIds(prefix: string): SQL {
  return sql`(select ${organisations.id} from ${organisations} where ${inArea(prefix)})`;
}

/** The live kindergartens of an area by name, with what the figures are counted by. */
export function areaKindergartens(db: Db, prefix: string) {
  return db
    .select({ id: organisations.id, name: organisations.name, areaCode: organisations.areaCode, timeZone: organisations.timeZone })
    .from(organisations)
    .where(inArea(prefix))
    .orderBy(asc(organisations.name), asc(organisations.id));
}

/** One kindergarten of the area; another (of another area, or no kindergarten) answers as an id that names nothing. */
export async function areaKindergarten(db: Db, prefix: string, kigId: string) {
  const [kig] = await db
    .select({ id: organisations.id, name: organisations.name, areaCode: organisations.areaCode, timeZone: organisations.timeZone })
    .from(organisations)
    .where(and(eq(organisations.id, kigId), inArea(prefix)));
  if (!kig) throw notFound();
  return kig;
}
