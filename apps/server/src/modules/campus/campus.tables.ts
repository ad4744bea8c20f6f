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
import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { kigBaseColumns, kigPrimaryKey } from '../../db/columns.js';
import { entityColumns, fieldColumns } from '../../platform/resource/entity-columns.js';
import { uniqueIndexes } from '../../platform/resource/unique-indexes.js';
import { organisations } from '../../platform/tenancy/organization.table.js';

/**
 * The owning kindergarten column every kindergarten-scoped table has (docs/architecture.md, section 5):
 * Citus's distribution column, first in the primary key and in every unique index (section 10), which
 * is why no table keeps an index on `kig_id` alone.
 */
export const kig = () => ({
  kigId: uuid('kig_id')
    .notNull()
    .references(() => organisations.id),
});

export const grades = pgTable('grades', { ...kigBaseColumns, ...entityColumns(gradeEntity), ...kig() }, (t) => [kigPrimaryKey(t), ...uniqueIndexes('grades', gradeEntity, t)]);

export const classrooms = pgTable('classrooms', { ...kigBaseColumns, ...entityColumns(classroomEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  ...uniqueIndexes('classrooms', classroomEntity, t),
]);

export const classes = pgTable('classes', { ...kigBaseColumns, ...entityColumns(classEntity), ...kig() }, (t) => [kigPrimaryKey(t), ...uniqueIndexes('classes', classEntity, t)]);

export const terms = pgTable('terms', { ...kigBaseColumns, ...entityColumns(termEntity), ...kig() }, (t) => [kigPrimaryKey(t)]);

export const positions = pgTable('positions', { ...kigBaseColumns, ...entityColumns(positionEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  ...uniqueIndexes('positions', positionEntity, t),
]);

export const teachers = pgTable('teachers', { ...kigBaseColumns, ...entityColumns(teacherEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  ...uniqueIndexes('teachers', teacherEntity, t),
]);

export const students = pgTable('students', { ...kigBaseColumns, ...entityColumns(studentEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  ...uniqueIndexes('students', studentEntity, t),
  // The roster the reports count (children studying, by class and first day): read from the index
  // alone, not from the rows, for a group's or the platform's hundreds of thousands of children.
  index('students_roster_idx')
    .on(t.kigId, t.classId, t.enrolDate)
    .where(sql`${t.deleted} = false and ${t.status} = 'studying'`),
]);

export const parents = pgTable('parents', { ...kigBaseColumns, ...entityColumns(parentEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  ...uniqueIndexes('parents', parentEntity, t),
  // The parents' app finds a family's rows by phone across kindergartens (modules/families).
  index('parents_phone_idx')
    .on(t.phone)
    .where(sql`${t.deleted} = false`),
]);

export const drivers = pgTable('drivers', { ...kigBaseColumns, ...entityColumns(driverEntity), ...kig() }, (t) => [kigPrimaryKey(t), ...uniqueIndexes('drivers', driverEntity, t)]);

export const visitors = pgTable('visitors', { ...kigBaseColumns, ...entityColumns(visitorEntity), ...kig() }, (t) => [kigPrimaryKey(t)]);

export const enrollments = pgTable('enrollments', { ...kigBaseColumns, ...entityColumns(enrollmentEntity), ...kig() }, (t) => [kigPrimaryKey(t)]);

export const bracelets = pgTable('bracelets', { ...kigBaseColumns, ...entityColumns(braceletEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  ...uniqueIndexes('bracelets', braceletEntity, t),
]);

/** Parents and their children (the `parentStudent` link): one parent may have several, one child several parents, of one kindergarten. */
export const parentStudents = pgTable(
  'parent_students',
  {
    ...kig(),
    parentId: uuid('parent_id').notNull(),
    studentId: uuid('student_id').notNull(),
    ...fieldColumns(parentStudentLink.fields),
  },
  (t) => [
    primaryKey({ columns: [t.kigId, t.parentId, t.studentId] }),
    index('parent_students_student_idx').on(t.kigId, t.studentId),
    foreignKey({ name: 'parent_students_parent_fk', columns: [t.kigId, t.parentId], foreignColumns: [parents.kigId, parents.id] }),
    foreignKey({ name: 'parent_students_student_fk', columns: [t.kigId, t.studentId], foreignColumns: [students.kigId, students.id] }),
  ],
);
