import {
  braceletEntity,
  classEntity,
  classroomEntity,
  driverEntity,
  enrollmentEntity,
  gradeEntity,
  parentEntity,
  parentStudentLink,
  positionEntity,
  studentEntity,
  teacherEntity,
  termEntity,
  visitorEntity,
} from '@kg/domain';
import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../db/columns.js';
import { entityColumns, fieldColumns } from '../../platform/resource/entity-columns.js';
import { uniqueIndexes } from '../../platform/resource/unique-indexes.js';
import { organisations } from '../../platform/tenancy/organization.table.js';

/** Every campus row belongs to one kindergarten (docs/architecture.md, section 5: `kig_id`). */
/** The owning kindergarten column every kindergarten-scoped table has. */
export const kig = () => ({
  kigId: uuid('kig_id')
    .notNull()
    .references(() => organisations.id),
});

export const grades = pgTable('grades', { ...baseColumns, ...entityColumns(gradeEntity), ...kig() }, (t) => [
  index('grades_kig_idx').on(t.kigId),
  ...uniqueIndexes('grades', gradeEntity, t),
]);

export const classrooms = pgTable('classrooms', { ...baseColumns, ...entityColumns(classroomEntity), ...kig() }, (t) => [
  index('classrooms_kig_idx').on(t.kigId),
  ...uniqueIndexes('classrooms', classroomEntity, t),
]);

export const classes = pgTable('classes', { ...baseColumns, ...entityColumns(classEntity), ...kig() }, (t) => [
  index('classes_kig_idx').on(t.kigId),
  ...uniqueIndexes('classes', classEntity, t),
]);

export const terms = pgTable('terms', { ...baseColumns, ...entityColumns(termEntity), ...kig() }, (t) => [index('terms_kig_idx').on(t.kigId)]);

export const positions = pgTable('positions', { ...baseColumns, ...entityColumns(positionEntity), ...kig() }, (t) => [
  index('positions_kig_idx').on(t.kigId),
  ...uniqueIndexes('positions', positionEntity, t),
]);

export const teachers = pgTable('teachers', { ...baseColumns, ...entityColumns(teacherEntity), ...kig() }, (t) => [
  index('teachers_kig_idx').on(t.kigId),
  ...uniqueIndexes('teachers', teacherEntity, t),
]);

export const students = pgTable('students', { ...baseColumns, ...entityColumns(studentEntity), ...kig() }, (t) => [
  index('students_kig_idx').on(t.kigId),
  ...uniqueIndexes('students', studentEntity, t),
]);

export const parents = pgTable('parents', { ...baseColumns, ...entityColumns(parentEntity), ...kig() }, (t) => [
  index('parents_kig_idx').on(t.kigId),
  ...uniqueIndexes('parents', parentEntity, t),
]);

export const drivers = pgTable('drivers', { ...baseColumns, ...entityColumns(driverEntity), ...kig() }, (t) => [
  index('drivers_kig_idx').on(t.kigId),
  ...uniqueIndexes('drivers', driverEntity, t),
]);

export const visitors = pgTable('visitors', { ...baseColumns, ...entityColumns(visitorEntity), ...kig() }, (t) => [index('visitors_kig_idx').on(t.kigId)]);

export const enrollments = pgTable('enrollments', { ...baseColumns, ...entityColumns(enrollmentEntity), ...kig() }, (t) => [index('enrollments_kig_idx').on(t.kigId)]);

export const bracelets = pgTable('bracelets', { ...baseColumns, ...entityColumns(braceletEntity), ...kig() }, (t) => [
  index('bracelets_kig_idx').on(t.kigId),
  ...uniqueIndexes('bracelets', braceletEntity, t),
]);

/** Parents and their children (the `parentStudent` link): one parent may have several, one child several parents. */
export const parentStudents = pgTable(
  'parent_students',
  {
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    ...fieldColumns(parentStudentLink.fields),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.studentId] }), index('parent_students_student_idx').on(t.studentId)],
);
