import {
  braceletEntity,
  classEntity,
  consentEntity,
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
import { and, eq, gte, lte, ne } from 'drizzle-orm';
import { todayIn } from '../../platform/dates.js';
import { badRequest } from '../../platform/errors.js';
import type { LinkOptions } from '../../platform/resource/link.service.js';
import type { ResourceOptions } from '../../platform/resource/resource.types.js';
import { consents } from './consent.table.js';
import { bracelets, classes, classrooms, drivers, enrollments, grades, parents, parentStudents, positions, students, teachers, terms, visitors } from './campus.tables.js';

export const gradeResource: ResourceOptions = { entity: gradeEntity, table: grades };
export const classroomResource: ResourceOptions = { entity: classroomEntity, table: classrooms };
export const classResource: ResourceOptions = { entity: classEntity, table: classes };
export const positionResource: ResourceOptions = { entity: positionEntity, table: positions };
export const driverResource: ResourceOptions = { entity: driverEntity, table: drivers };
export const visitorResource: ResourceOptions = { entity: visitorEntity, table: visitors };
export const braceletResource: ResourceOptions = { entity: braceletEntity, table: bracelets };

/** Terms end after they begin, and the terms of one kindergarten never overlap. */
export const termResource: ResourceOptions = {
  entity: termEntity,
  table: terms,
  hooks: {
    async beforeSave(tx, ctx, input, existing) {
      const begin = input.beginDate as string;
      const end = input.endDate as string;
      if (end <= begin) throw badRequest([{ field: 'endDate', message: 'validation.date.endBeforeBegin' }]);
      const kigId = (existing?.kigId ?? input.kigId ?? ctx.orgId) as string;
      const [overlap] = await tx
        .select({ id: terms.id })
        .from(terms)
        .where(
          and(eq(terms.kigId, kigId), eq(terms.deleted, false), lte(terms.beginDate, end), gte(terms.endDate, begin), existing ? ne(terms.id, existing.id as string) : undefined),
        )
        .limit(1);
      if (overlap) throw badRequest([{ field: 'beginDate', message: 'validation.termOverlap' }]);
    },
  },
};

export const teacherResource: ResourceOptions = {
  entity: teacherEntity,
  table: teachers,
  hooks: {
    async beforeTransition(_tx, _ctx, _row, action) {
      return action === 'resign' ? { resignDate: todayIn() } : { resignDate: null };
    },
  },
};

/** A child is enrolled no earlier than born (the birth date's own plausibility is on its declaration). */
export const studentResource: ResourceOptions = {
  entity: studentEntity,
  table: students,
  hooks: {
    async beforeSave(_tx, _ctx, input) {
      if (typeof input.enrolDate === 'string' && input.enrolDate < (input.birthDate as string)) {
        throw badRequest([{ field: 'enrolDate', message: 'validation.date.beforeBirth' }]);
      }
    },
  },
};

export const parentResource: ResourceOptions = { entity: parentEntity, table: parents };

export const campusLinks: LinkOptions[] = [{ link: parentStudentLink, table: parentStudents }];

export const enrollmentResource: ResourceOptions = { entity: enrollmentEntity, table: enrollments };

/** Guardians' consent decisions: listed, shown and exported by the generic calls; recorded by their own (consent.service.ts). */
export const consentResource: ResourceOptions = { entity: consentEntity, table: consents };

export const campusResources = [
  gradeResource,
  classroomResource,
  termResource,
  positionResource,
  teacherResource,
  classResource,
  studentResource,
  parentResource,
  driverResource,
  visitorResource,
  enrollmentResource,
  braceletResource,
  consentResource,
];
