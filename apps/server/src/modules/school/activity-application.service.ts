import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.js';
import { todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { AppError, notFound, ruleBroken } from '../../platform/errors.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { classes, parentStudents, students } from '../campus/campus.tables.js';
import { activities, activityApplications } from './activity.tables.js';
import { audienceIncludes } from './audience.js';

/** What an application needs of the family asking (the families' API's context has it): its parent rows, by kindergarten. */
export interface ApplyingFamily {
  parents: readonly { id: string; kigId: string }[];
  phone: string;
  ip?: string;
}

export interface Application {
  id: string;
  activityId: string;
  studentId: string;
  appliedAt: string;
  appliedCount: number;
}

/**
 * A family applies for its child to a published activity, inside the caller's transaction. Refused, each
 * with its message: an activity of no kindergarten of the family's (404, as a random id), one not
 * published, a day outside the window (the kindergarten's today, in its time zone), a child not the
 * family's, a child whose class the activity's audience does not include, a child already applied. The activity's row is
 * locked, so its state, window and count are those of the moment the application is written.
 */
export async function applyForActivity(tx: Db, family: ApplyingFamily, activityId: string, studentId: string, now: Date = new Date()): Promise<Application> {
  const kigIds = [...new Set(family.parents.map((p) => p.kigId))];
  if (kigIds.length === 0) throw notFound();
  // The kindergarten first: Citus locks a row on one shard only.
  const [found] = await tx
    .select({ kigId: activities.kigId })
    .from(activities)
    .where(and(eq(activities.id, activityId), inArray(activities.kigId, kigIds), eq(activities.deleted, false)))
    .limit(1);
  if (!found) throw notFound();
  const kigId = found.kigId;
  const [activity] = await tx
    .select()
    .from(activities)
    .where(and(eq(activities.kigId, kigId), eq(activities.id, activityId)))
    .for('update');
  if (!activity) throw notFound();
  if (activity.state !== 'published') throw ruleBroken('school.application.notPublished');

  const [org] = await tx.select({ timeZone: organisations.timeZone }).from(organisations).where(eq(organisations.id, kigId));
  const today = todayIn(org?.timeZone, now);
  if (today < activity.beginDate) throw ruleBroken('school.application.notOpen');
  if (today > activity.endDate) throw ruleBroken('school.application.closed');

  const parentIds = family.parents.filter((p) => p.kigId === kigId).map((p) => p.id);
  const [child] = await tx
    .select({ classId: students.classId, gradeId: classes.gradeId, parentId: parentStudents.parentId })
    .from(students)
    .innerJoin(parentStudents, and(eq(parentStudents.kigId, students.kigId), eq(parentStudents.studentId, students.id)))
    .innerJoin(classes, and(eq(classes.kigId, students.kigId), eq(classes.id, students.classId)))
    .where(and(eq(students.kigId, kigId), eq(students.id, studentId), eq(students.deleted, false), eq(students.status, 'studying'), inArray(parentStudents.parentId, parentIds)))
    .limit(1);
  if (!child) throw ruleBroken('school.application.notYourChild');
  const [forChild] = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.kigId, kigId), eq(activities.id, activityId), audienceIncludes(activities, child.classId, child.gradeId)));
  if (!forChild) throw ruleBroken('school.application.notTargeted');

  const [row] = await tx
    .insert(activityApplications)
    .values({ kigId, activityId, studentId, classId: child.classId, parentId: child.parentId, phone: family.phone, appliedAt: now })
    .onConflictDoNothing()
    .returning({ id: activityApplications.id });
  if (!row) throw new AppError(409, 'school.application.already');
  const [counted] = await tx
    .update(activities)
    .set({ appliedCount: sql`${activities.appliedCount} + 1` })
    .where(and(eq(activities.kigId, kigId), eq(activities.id, activityId)))
    .returning({ appliedCount: activities.appliedCount });
  await recordAudit(tx, {
    userName: family.phone,
    orgId: kigId,
    ip: family.ip ?? null,
    action: 'apply',
    resource: 'activityApplication',
    resourceId: row.id,
    result: 'ok',
    detail: { activityId, studentId },
  });
  return { id: row.id, activityId, studentId, appliedAt: now.toISOString(), appliedCount: counted!.appliedCount };
}
