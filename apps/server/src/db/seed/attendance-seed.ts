import { and, asc, eq, inArray } from 'drizzle-orm';
import { attendanceRules, leaveRequests } from '../../modules/attendance/attendance.tables.js';
import { students } from '../../modules/campus/campus.tables.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { addDays, todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';

/**
 * The demo kindergartens' attendance rules (children 08:00-16:30; staff a split day) and two leave
 * requests for the coming days waiting for a decision (past leave is recorded after the simulator
 * has played, for children who were in fact absent).
 */
export async function seedAttendance(db: Db, kigCodes: string[]): Promise<void> {
  const kigs = await db.select({ id: organisations.id, timeZone: organisations.timeZone }).from(organisations).where(inArray(organisations.code, kigCodes));
  for (const kig of kigs) {
    const today = todayIn(kig.timeZone);
    await db.transaction(async (tx) => {
      await tx.insert(attendanceRules).values([
        { kigId: kig.id, name: '幼儿考勤', personKind: 'student', periods: [{ start: '08:00', end: '16:30' }], lateMinutes: 10, leaveEarlyMinutes: 10, workDays: [1, 2, 3, 4, 5] },
        {
          kigId: kig.id,
          name: '教职工考勤',
          personKind: 'teacher',
          periods: [
            { start: '07:30', end: '11:30' },
            { start: '13:30', end: '17:30' },
          ],
          lateMinutes: 5,
          leaveEarlyMinutes: 5,
          workDays: [1, 2, 3, 4, 5],
        },
      ]);
      const kids = await tx
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.kigId, kig.id), eq(students.deleted, false)))
        .orderBy(asc(students.studentNumber))
        .limit(40);
      const leave = (i: number, from: number, to: number, leaveType: 'sick' | 'personal', reason: string, status: 'approved' | 'pending') =>
        kids[i] && {
          kigId: kig.id,
          personKind: 'student' as const,
          studentId: kids[i].id,
          leaveType,
          startDate: addDays(today, from),
          endDate: addDays(today, to),
          reason,
          status,
        };
      const rows = [leave(17, 1, 2, 'personal', '随家长外出', 'pending'), leave(30, 3, 3, 'sick', '医院复诊', 'pending')];
      await tx.insert(leaveRequests).values(rows.filter((r) => r !== undefined));
    });
  }
}
