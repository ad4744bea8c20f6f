import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parents, parentStudents, students } from '../modules/campus/campus.tables.js';
import { familyAccounts } from '../modules/families/family-account.tables.js';
import { organisations } from '../platform/tenancy/organization.table.js';
import type { Db } from '../platform/db.js';
import { hashPassword } from '../platform/passwords.js';
import { envelope } from './test-app.js';

export const FAMILY_TEST_PASSWORD = 'Family_1234';

/** Signs a family in through the real route (`POST /app/v1/auth/login`) and returns its token. */
export async function familySignIn(app: FastifyInstance, phone: string, password = FAMILY_TEST_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/app/v1/auth/login', payload: { phone, password } });
  const body = envelope(res);
  if (body.code !== 200) throw new Error(`family sign-in of ${phone} failed: ${res.body}`);
  return (body.data as { token: string }).token;
}

export interface TestFamily {
  phone: string;
  password: string;
  token: string;
  /** Its parent row in each kindergarten asked for, and the child it is a parent of there. */
  parents: { kigCode: string; parentId: string; studentId: string; classId: string }[];
}

/**
 * A new family (a phone no one has) with a parent row in each kindergarten named, each a parent of that
 * kindergarten's child of the given student number (by default its first studying child), signed in.
 * The campus must be seeded (seedCampus) for those kindergartens.
 */
export async function newFamily(app: FastifyInstance, db: Db, children: { kigCode: string; studentNumber?: string }[]): Promise<TestFamily> {
  const phone = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const made: TestFamily['parents'] = [];
  for (const c of children) {
    const [kid] = await db
      .select({ id: students.id, kigId: students.kigId, classId: students.classId })
      .from(students)
      .innerJoin(organisations, eq(organisations.id, students.kigId))
      .where(
        and(
          eq(organisations.code, c.kigCode),
          eq(students.status, 'studying'),
          eq(students.deleted, false),
          ...(c.studentNumber ? [eq(students.studentNumber, c.studentNumber)] : []),
        ),
      )
      .orderBy(students.studentNumber)
      .limit(1);
    if (!kid) throw new Error(`${c.kigCode} has no child ${c.studentNumber ?? ''}`);
    const [parent] = await db.insert(parents).values({ kigId: kid.kigId, name: '测试家长', phone }).returning({ id: parents.id });
    await db.insert(parentStudents).values({ kigId: kid.kigId, parentId: parent!.id, studentId: kid.id, relationship: 'mother' });
    made.push({ kigCode: c.kigCode, parentId: parent!.id, studentId: kid.id, classId: kid.classId });
  }
  await db.insert(familyAccounts).values({ phone, passwordHash: await hashPassword(FAMILY_TEST_PASSWORD), mustChangePassword: false });
  return { phone, password: FAMILY_TEST_PASSWORD, token: await familySignIn(app, phone), parents: made };
}
