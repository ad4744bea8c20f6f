import { activityApplicationEntity, activityEntity } from '@kg/domain';
import { foreignKey, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { kigBaseColumns, kigPrimaryKey } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';
import { kig, students } from '../campus/campus.tables.js';

export const activities = pgTable('activities', { ...kigBaseColumns, ...entityColumns(activityEntity), ...kig() }, (t) => [kigPrimaryKey(t)]);

/** One application per child and activity (the unique key, within the kindergarten, is the guard against a double click). */
export const activityApplications = pgTable('activity_applications', { ...kigBaseColumns, ...entityColumns(activityApplicationEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  uniqueIndex('activity_applications_child_idx').on(t.kigId, t.activityId, t.studentId),
  foreignKey({ name: 'activity_applications_activity_fk', columns: [t.kigId, t.activityId], foreignColumns: [activities.kigId, activities.id] }),
  foreignKey({ name: 'activity_applications_student_fk', columns: [t.kigId, t.studentId], foreignColumns: [students.kigId, students.id] }),
]);
