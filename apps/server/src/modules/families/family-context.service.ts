import type { Locale } from '@kg/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FamilyContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { unauthorized } from '../../platform/errors.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { hashToken } from '../../platform/tokens.js';
import { classes, grades, parents, parentStudents, students } from '../campus/campus.tables.js';
import { familyAccounts, familySessions } from './family-account.tables.js';

/** A family's rows as `GET /app/v1/me` names them: each parent row with its children (none: a parent row of no child). */
export interface FamilyRow {
  parentId: string;
  parentName: string;
  kigId: string;
  kigCode: string;
  kigName: string;
  studentId: string | null;
  studentName: string | null;
  relationship: string | null;
  classId: string | null;
  className: string | null;
  gradeId: string | null;
  gradeName: string | null;
}

/**
 * Every live parent row of the phone in an open kindergarten, with its studying children, their class and
 * grade: one statement. On Citus it runs on every shard (a family spans kindergartens), each join within a
 * kindergarten (`kig_id` on both sides).
 */
export async function familyRows(db: Db, phone: string): Promise<FamilyRow[]> {
  return db
    .select({
      parentId: parents.id,
      parentName: parents.name,
      kigId: parents.kigId,
      kigCode: organisations.code,
      kigName: organisations.name,
      studentId: students.id,
      studentName: students.name,
      relationship: parentStudents.relationship,
      classId: classes.id,
      className: classes.className,
      gradeId: grades.id,
      gradeName: grades.gradeName,
    })
    .from(parents)
    .innerJoin(organisations, and(eq(organisations.id, parents.kigId), eq(organisations.deleted, false), eq(organisations.status, 'enabled')))
    .leftJoin(parentStudents, and(eq(parentStudents.kigId, parents.kigId), eq(parentStudents.parentId, parents.id)))
    .leftJoin(students, and(eq(students.kigId, parentStudents.kigId), eq(students.id, parentStudents.studentId), eq(students.deleted, false), eq(students.status, 'studying')))
    .leftJoin(classes, and(eq(classes.kigId, students.kigId), eq(classes.id, students.classId)))
    .leftJoin(grades, and(eq(grades.kigId, classes.kigId), eq(grades.id, classes.gradeId)))
    .where(and(eq(parents.phone, phone), eq(parents.deleted, false)))
    .orderBy(organisations.code, students.name, students.id);
}

/** The context a family's rows make (a child without a class, which a studying child always has, is left out). */
export function contextOf(
  account: { accountId: string; sessionId: string; phone: string; mustChangePassword: boolean },
  rows: FamilyRow[],
  locale: Locale,
  ip: string,
): FamilyContext {
  const parentsById = new Map<string, { id: string; kigId: string; name: string }>();
  const children: FamilyContext['children'] = [];
  for (const r of rows) {
    parentsById.set(r.parentId, { id: r.parentId, kigId: r.kigId, name: r.parentName });
    if (r.studentId && r.classId && r.gradeId && !children.some((c) => c.studentId === r.studentId)) {
      children.push({
        studentId: r.studentId,
        name: r.studentName!,
        kigId: r.kigId,
        classId: r.classId,
        gradeId: r.gradeId,
        parentId: r.parentId,
        relationship: r.relationship ?? '',
      });
    }
  }
  return {
    ...account,
    parents: [...parentsById.values()],
    children,
    kigIds: [...new Set(children.map((c) => c.kigId))],
    locale,
    ip,
  };
}

/**
 * The family a token opens: its live session and account, then its parents and children (two statements;
 * nothing is kept between requests, so a parent row deleted or a child moved counts at the next request).
 */
export async function resolveFamily(db: Db, token: string, locale: Locale, ip: string): Promise<FamilyContext> {
  const [found] = await db
    .select({
      accountId: familyAccounts.id,
      sessionId: familySessions.id,
      phone: familyAccounts.phone,
      mustChangePassword: familyAccounts.mustChangePassword,
      expiresAt: familySessions.expiresAt,
    })
    .from(familySessions)
    .innerJoin(familyAccounts, and(eq(familyAccounts.id, familySessions.accountId), eq(familyAccounts.deleted, false)))
    .where(and(eq(familySessions.tokenHash, hashToken(token)), sql`${familySessions.revokedAt} is null`))
    .limit(1);
  if (!found) throw unauthorized();
  if (found.expiresAt.getTime() <= Date.now()) throw unauthorized('error.sessionExpired');
  return contextOf(found, await familyRows(db, found.phone), locale, ip);
}
