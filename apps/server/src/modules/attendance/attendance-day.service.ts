import { and, asc, eq, sql } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import { todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { forbidden } from '../../platform/errors.js';
import { assertOrgInReach } from '../../platform/resource/scope.js';
import { classes, students } from '../campus/campus.tables.js';
import { organisations } from '../system/organization.table.js';
import { attendanceEvents } from './attendance-event.table.js';

/** The kindergarten a day's attendance is asked for: the session's own, or one within a group's reach. */
async function kindergartenOf(db: Db, ctx: SessionContext, kigId: string | undefined) {
  const id = kigId ?? (ctx.orgKind === 'kindergarten' ? ctx.orgId : undefined);
  if (!id) throw forbidden();
  await assertOrgInReach(db, ctx, id, 'kindergarten');
  const [org] = await db.select({ timeZone: organisations.timeZone }).from(organisations).where(eq(organisations.id, id));
  return { id, timeZone: org?.timeZone ?? 'Asia/Shanghai' };
}

/** Children who came in on the day (any 'in' event counted for that school day). */
function arrivedOn(db: Db, kigId: string, day: string) {
  return db
    .selectDistinct({ id: attendanceEvents.personId })
    .from(attendanceEvents)
    .where(and(eq(attendanceEvents.kigId, kigId), eq(attendanceEvents.schoolDay, day), eq(attendanceEvents.personKind, 'student'), eq(attendanceEvents.direction, 'in')));
}

/**
 * A day's attendance of a kindergarten's children by class, read from the committed events: a
 * machine's event counts from the moment it is stored, no recomputation.
 */
export async function dailyByClass(db: Db, ctx: SessionContext, query: { kigId?: string; date?: string }) {
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const day = query.date ?? todayIn(kig.timeZone);
  const arrived = arrivedOn(db, kig.id, day).as('arrived');
  const rows = await db
    .select({
      classId: classes.id,
      className: classes.className,
      expected: sql<number>`count(${students.id})`,
      present: sql<number>`count(${arrived.id})`,
    })
    .from(classes)
    .innerJoin(students, and(eq(students.classId, classes.id), eq(students.deleted, false), eq(students.status, 'studying')))
    .leftJoin(arrived, eq(arrived.id, students.id))
    .where(and(eq(classes.kigId, kig.id), eq(classes.deleted, false)))
    .groupBy(classes.id, classes.className, classes.sort)
    .orderBy(asc(classes.sort), asc(classes.className));
  const byClass = rows.map((r) => ({ ...r, expected: Number(r.expected), present: Number(r.present), absent: Number(r.expected) - Number(r.present) }));
  const total = byClass.reduce((a, r) => ({ expected: a.expected + r.expected, present: a.present + r.present }), { expected: 0, present: 0 });
  return { kigId: kig.id, date: day, classes: byClass, ...total, absent: total.expected - total.present };
}

/** The noCheck page: studying children with no arrival yet on the day. */
export async function notArrived(db: Db, ctx: SessionContext, query: { kigId?: string; date?: string; classId?: string }) {
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const day = query.date ?? todayIn(kig.timeZone);
  const came = arrivedOn(db, kig.id, day);
  const rows = await db
    .select({ id: students.id, name: students.name, studentNumber: students.studentNumber, classId: students.classId, className: classes.className })
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .where(
      and(
        eq(students.kigId, kig.id),
        eq(students.deleted, false),
        eq(students.status, 'studying'),
        sql`${students.id} not in ${came}`,
        query.classId ? eq(students.classId, query.classId) : undefined,
      ),
    )
    .orderBy(asc(classes.sort), asc(students.studentNumber));
  return { kigId: kig.id, date: day, students: rows };
}

