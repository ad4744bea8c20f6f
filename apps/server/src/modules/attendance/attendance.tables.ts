import { attendanceRuleEntity, leaveRequestEntity } from '@kg/domain';
import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { baseColumns } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';
import { kig } from '../campus/campus.tables.js';

/** One live rule per kind of person per kindergarten (the database holds to it too). */
export const attendanceRules = pgTable(
  'attendance_rules',
  { ...baseColumns, ...entityColumns(attendanceRuleEntity), ...kig() },
  (t) => [uniqueIndex('attendance_rules_kind_key').on(t.kigId, t.personKind).where(sql`${t.deleted} = false`)],
);

export const leaveRequests = pgTable(
  'leave_requests',
  { ...baseColumns, ...entityColumns(leaveRequestEntity), ...kig() },
  (t) => [
    index('leave_requests_kig_idx').on(t.kigId, t.startDate),
    index('leave_requests_student_idx').on(t.studentId),
    index('leave_requests_teacher_idx').on(t.teacherId),
  ],
);
