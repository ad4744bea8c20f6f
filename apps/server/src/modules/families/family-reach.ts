import { audienceReaches } from '@kg/domain';
import { inArray, or, and, eq, type SQL } from 'drizzle-orm';
import type { FamilyChild, FamilyContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { type AudienceColumns, audienceIncludes } from '../school/audience.js';

export interface FamilyKindergarten {
  id: string;
  name: string;
  timeZone: string;
}

/** The family's kindergartens by id: their names and time zones (one read of the reference table). */
export async function familyKindergartens(db: Db, family: FamilyContext): Promise<Map<string, FamilyKindergarten>> {
  if (family.kigIds.length === 0) return new Map();
  const rows = await db
    .select({ id: organisations.id, name: organisations.name, timeZone: organisations.timeZone })
    .from(organisations)
    .where(inArray(organisations.id, family.kigIds));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * "The row is of a child's kindergarten and its audience includes the child", for any of the family's
 * children: each child's part names its kindergarten, so Citus reads each on its shard. Undefined: no child.
 */
export function reachesAChild(family: FamilyContext, table: AudienceColumns & { kigId: Parameters<typeof eq>[0] }): SQL | undefined {
  return or(...family.children.map((c) => and(eq(table.kigId, c.kigId), audienceIncludes(table, c.classId, c.gradeId))));
}

/** The family's children a row's audience includes (the domain's rule, on a row already read). */
export function childrenReached(family: FamilyContext, row: { kigId: string; audience: unknown; gradeIds: unknown; classIds: unknown }): FamilyChild[] {
  return family.children.filter((c) => c.kigId === row.kigId && audienceReaches(row, c));
}

/** One of the family's children, or 404 exactly as a random id. */
export function familyChild(family: FamilyContext, studentId: string): FamilyChild {
  const child = family.children.find((c) => c.studentId === studentId);
  if (!child) throw notFound();
  return child;
}

/** The offset of a page. */
export const offsetOf = (page: { pageNumber: number; pageSize: number }) => (page.pageNumber - 1) * page.pageSize;
