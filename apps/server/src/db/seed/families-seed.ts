import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { hashPassword } from '../../platform/passwords.js';
import { parents, parentStudents, students } from '../../modules/campus/campus.tables.js';
import { familyAccounts } from '../../modules/families/family-account.tables.js';
import { newId } from '../columns.js';

/** The demo families' password (the README names one to try with curl); not issued, so no change is asked. */
export const DEMO_FAMILY_PASSWORD = 'Family_1234';

/**
 * The demo families, each named by its first child's student number: the parent of KG0001's first child
 * is also a parent of KG0002's first child (a family of two kindergartens); the others are of one each.
 */
export const DEMO_FAMILIES: readonly { student: string; alsoParentOf?: string }[] = [
  { student: 'KG0001-001', alsoParentOf: 'KG0002-001' },
  { student: 'KG0001-002' },
  { student: 'KG0002-002' },
];

/** The demo families' accounts (after the campus seed): a few statements, whatever the number of families. */
export async function seedFamilies(db: Db): Promise<{ phone: string; student: string }[]> {
  const numbers = DEMO_FAMILIES.flatMap((f) => [f.student, ...(f.alsoParentOf ? [f.alsoParentOf] : [])]);
  const rows = await db
    .select({ studentNumber: students.studentNumber, studentId: students.id, kigId: students.kigId, phone: parents.phone, name: parents.name })
    .from(students)
    .innerJoin(parentStudents, and(eq(parentStudents.kigId, students.kigId), eq(parentStudents.studentId, students.id)))
    .innerJoin(parents, and(eq(parents.kigId, parentStudents.kigId), eq(parents.id, parentStudents.parentId)))
    .where(inArray(students.studentNumber, numbers));
  const byNumber = new Map(rows.map((r) => [r.studentNumber, r]));
  const families = DEMO_FAMILIES.flatMap((f) => {
    const own = byNumber.get(f.student);
    return own ? [{ ...f, own, other: f.alsoParentOf ? byNumber.get(f.alsoParentOf) : undefined }] : [];
  });
  if (!families.length) return [];
  const passwordHash = await hashPassword(DEMO_FAMILY_PASSWORD);
  await db.transaction(async (tx) => {
    // The same person (phone, name) as a second guardian of a child of another kindergarten.
    const second = families.flatMap((f) => (f.other ? [{ id: newId(), kigId: f.other.kigId, name: f.own.name, phone: f.own.phone, studentId: f.other.studentId }] : []));
    if (second.length) {
      await tx.insert(parents).values(second.map(({ studentId: _s, ...p }) => p));
      await tx.insert(parentStudents).values(second.map((p) => ({ kigId: p.kigId, parentId: p.id, studentId: p.studentId, relationship: 'father' })));
    }
    await tx
      .insert(familyAccounts)
      .values(families.map((f) => ({ phone: f.own.phone, passwordHash, mustChangePassword: false })))
      .onConflictDoNothing();
  });
  return families.map((f) => ({ phone: f.own.phone, student: f.student }));
}
