import { attendanceRuleEntity, leaveRequestEntity } from '@kg/domain';
import { index, pgTable } from 'drizzle-orm/pg-core';
import { kigBaseColumns, kigPrimaryKey } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';
import { uniqueIndexes } from '../../platform/resource/unique-indexes.js';
import { kig } from '../campus/campus.tables.js';

/** One live rule per kind of person per kindergarten (the database holds to it too). */
export const attendanceRules = pgTable('attendance_rules', { ...kigBaseColumns, ...entityColumns(attendanceRuleEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  ...uniqueIndexes('attendance_rules', attendanceRuleEntity, t),
]);

export const leaveRequests = pgTable('leave_requests', { ...kigBaseColumns, ...entityColumns(leaveRequestEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  index('leave_requests_kig_idx').on(t.kigId, t.startDate),
  index('leave_requests_student_idx').on(t.studentId),
  index('leave_requests_teacher_idx').on(t.teacherId),
]);
