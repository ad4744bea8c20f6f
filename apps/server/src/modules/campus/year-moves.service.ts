import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import { todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { AppError, badRequest, ruleBroken } from '../../platform/errors.js';
import type { ResourceService } from '../../platform/resource/resource.service.js';
import { classes, enrollments, grades, students } from './campus.tables.js';
import { kigJoin } from '../../platform/tenancy/kig-join.js';

export interface CampusServices {
  grades: ResourceService;
  classes: ResourceService;
  students: ResourceService;
  enrollments: ResourceService;
}

const audit = (tx: Db, ctx: SessionContext, action: string, resource: string, resourceId: string, detail: Record<string, unknown>) =>
  recordAudit(tx, { ...auditActor(ctx), action, resource, resourceId, result: 'ok', detail });

/** The grade after this one in its kindergarten (next by sort), or null at the top. */
async function nextGrade(db: Db, grade: { kigId: string; sort: number }) {
  const [next] = await db
    .select({ id: grades.id, gradeName: grades.gradeName })
    .from(grades)
    .where(and(eq(grades.kigId, grade.kigId), eq(grades.deleted, false), gt(grades.sort, grade.sort)))
    .orderBy(asc(grades.sort))
    .limit(1);
  return next ?? null;
}

async function classesWithCounts(db: Db, gradeId: string) {
  return db
    .select({ id: classes.id, className: classes.className, students: count(students.id) })
    .from(classes)
    .leftJoin(students, kigJoin(students, classes, eq(students.classId, classes.id), eq(students.deleted, false), eq(students.status, 'studying')))
    .where(and(eq(classes.gradeId, gradeId), eq(classes.deleted, false)))
    .groupBy(classes.id, classes.className)
    .orderBy(asc(classes.className));
}

/** What promoting a grade would do: its classes (with their children) move to the next grade. */
export async function promotePreview(db: Db, s: CampusServices, ctx: SessionContext, gradeId: string) {
  const grade = await s.grades.findRow(ctx, gradeId);
  return {
    grade: { id: gradeId, gradeName: grade.gradeName as string },
    nextGrade: await nextGrade(db, grade as { kigId: string; sort: number }),
    classes: (await classesWithCounts(db, gradeId)).map((c) => ({ ...c, students: Number(c.students) })),
  };
}

/** Moves every class of a grade to the next grade, in one transaction. */
export async function promote(db: Db, s: CampusServices, ctx: SessionContext, gradeId: string) {
  return db.transaction(async (tx) => {
    // Locked: a grade moves once, however many times it is asked at once.
    const grade = await s.grades.lockRow(ctx, gradeId, tx);
    const next = await nextGrade(tx, grade as { kigId: string; sort: number });
    if (!next) throw ruleBroken('error.noNextGrade');
    const moved = await tx
      .update(classes)
      .set({ gradeId: next.id })
      .where(and(eq(classes.gradeId, gradeId), eq(classes.deleted, false)))
      .returning({ id: classes.id });
    await audit(tx, ctx, 'promote', 'grade', gradeId, { to: next.id, classes: moved.map((c) => c.id) });
    return { classes: moved.length, to: next };
  });
}

async function studyingInGrade(db: Db, gradeId: string) {
  return db
    .select({ id: students.id, name: students.name, studentNumber: students.studentNumber, className: classes.className })
    .from(students)
    .innerJoin(classes, kigJoin(classes, students, eq(classes.id, students.classId)))
    .where(and(eq(classes.gradeId, gradeId), eq(students.deleted, false), eq(students.status, 'studying')))
    .orderBy(asc(classes.className), asc(students.studentNumber));
}

/** Who graduating a grade would graduate. */
export async function graduatePreview(db: Db, s: CampusServices, ctx: SessionContext, gradeId: string) {
  await s.grades.findRow(ctx, gradeId);
  return { students: await studyingInGrade(db, gradeId) };
}

/** Graduates every studying child of a grade, in one transaction. */
export async function graduate(db: Db, s: CampusServices, ctx: SessionContext, gradeId: string) {
  return db.transaction(async (tx) => {
    await s.grades.lockRow(ctx, gradeId, tx);
    const who = await studyingInGrade(tx, gradeId);
    if (who.length === 0) throw ruleBroken('error.gradeEmpty');
    const ids = who.map((w) => w.id);
    const graduated = await tx.update(students).set({ status: 'graduated', graduatedDate: todayIn() }).where(inArray(students.id, ids)).returning();
    await s.students.changed(
      tx,
      graduated.map((after) => ({ before: { ...after, status: 'studying' }, after })),
    );
    await audit(tx, ctx, 'graduate', 'grade', gradeId, { students: ids });
    return { students: ids.length };
  });
}

/** Moves one studying child to another class of the same kindergarten. */
export async function changeClass(db: Db, s: CampusServices, ctx: SessionContext, studentId: string, classId: string) {
  return db.transaction(async (tx) => {
    const student = await s.students.lockRow(ctx, studentId, tx);
    if (student.status !== 'studying') throw ruleBroken('error.notStudying');
    // A class out of sight, or of another kindergarten, is refused as one that does not exist.
    const target = await s.classes.findRow(ctx, classId, tx).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) return undefined;
      throw error;
    });
    if (!target || target.kigId !== student.kigId) throw badRequest([{ field: 'classId', message: 'validation.invalidOption' }]);
    if (student.classId === classId) throw ruleBroken('error.sameClass');
    await tx.update(students).set({ classId }).where(eq(students.id, studentId));
    await s.students.changed(tx, [{ before: student, after: { ...student, classId } }]);
    await audit(tx, ctx, 'changeClass', 'student', studentId, { from: student.classId, to: classId });
    return { id: studentId, classId };
  });
}

/** Admits a prospective child: creates the student in the chosen class and marks the enrolment admitted. */
export async function admit(db: Db, s: CampusServices, ctx: SessionContext, input: { id: string; classId: string; studentNumber: string; enrolDate: string }) {
  return db.transaction(async (tx) => {
    // Locked: of two admissions at once, the second finds the child admitted (one student, not two).
    const enrollment = await s.enrollments.lockRow(ctx, input.id, tx);
    if (!['pending', 'following', 'preAdmitted'].includes(enrollment.status as string)) throw ruleBroken('error.transitionNotAllowed');
    const { row } = await s.students.saveWithin(tx, ctx, {
      name: enrollment.childName,
      kigId: enrollment.kigId,
      studentNumber: input.studentNumber,
      classId: input.classId,
      gender: enrollment.gender ?? null,
      birthDate: enrollment.birthDate,
      enrolDate: input.enrolDate,
    });
    await tx
      .update(enrollments)
      .set({ status: 'admitted', studentId: row.id as string })
      .where(eq(enrollments.id, input.id));
    await audit(tx, ctx, 'admit', 'enrollment', input.id, { studentId: row.id });
    return { studentId: row.id as string };
  });
}
