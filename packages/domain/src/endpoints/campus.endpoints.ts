import { z } from 'zod';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { CODE_PATTERN } from '../entity/formats.js';
import { isRealDate } from '../entity/schemas.js';

const gradeQuery = z.looseObject({ gradeId: z.uuid() });
const gradeBody = z.object({ gradeId: z.uuid() });
const gradeRef = z.object({ id: z.string(), gradeName: z.string() });

/** What promoting a grade would do: its classes (with their studying children) move to the next grade. */
export const promotePreviewSchema = z.object({
  grade: gradeRef,
  nextGrade: gradeRef.nullable(),
  classes: z.array(z.object({ id: z.string(), className: z.string(), students: z.number() })),
});
export type PromotePreview = z.infer<typeof promotePreviewSchema>;

/** The children a graduation would mark graduated. */
export const graduatePreviewSchema = z.object({
  students: z.array(z.object({ id: z.string(), name: z.string(), studentNumber: z.string(), className: z.string() })),
});
export type GraduatePreview = z.infer<typeof graduatePreviewSchema>;

export const admitBodySchema = z.object({
  id: z.uuid(),
  classId: z.uuid(),
  studentNumber: z.string().trim().min(1).max(32).regex(CODE_PATTERN, { error: 'validation.format.code' }),
  enrolDate: z.string().refine(isRealDate, { error: 'validation.format.date' }),
});
export type AdmitBody = z.input<typeof admitBodySchema>;

/** The school year's moves (spec section 4): each shows a preview first, then acts in one transaction. */
export const campusEndpoints = {
  promotePreview: defineEndpoint({
    area: 'campus',
    method: 'GET',
    path: '/campus/grade/promotePreview',
    summary: 'What promoting a grade would move: its classes and the next grade',
    access: { permission: 'campus:grade:promote' },
    input: gradeQuery,
    answer: promotePreviewSchema,
  }),
  promote: defineEndpoint({
    area: 'campus',
    method: 'POST',
    path: '/campus/grade/promote',
    summary: 'Moves every class of a grade to the next grade',
    access: { permission: 'campus:grade:promote' },
    input: gradeBody,
    answer: z.object({ classes: z.number(), to: gradeRef }),
    success: 'success.ok',
  }),
  graduatePreview: defineEndpoint({
    area: 'campus',
    method: 'GET',
    path: '/campus/grade/graduatePreview',
    summary: 'Who graduating a grade would graduate',
    access: { permission: 'campus:grade:graduate' },
    input: gradeQuery,
    answer: graduatePreviewSchema,
  }),
  graduate: defineEndpoint({
    area: 'campus',
    method: 'POST',
    path: '/campus/grade/graduate',
    summary: 'Graduates every studying child of a grade',
    access: { permission: 'campus:grade:graduate' },
    input: gradeBody,
    answer: z.object({ students: z.number() }),
    success: 'success.ok',
  }),
  changeClass: defineEndpoint({
    area: 'campus',
    method: 'POST',
    path: '/campus/student/changeClass',
    summary: 'Moves a studying child to another class of the same kindergarten',
    access: { permission: 'campus:student:changeClass' },
    input: z.object({ id: z.uuid(), classId: z.uuid() }),
    answer: z.object({ id: z.string(), classId: z.string() }),
    success: 'success.ok',
  }),
  admit: defineEndpoint({
    area: 'campus',
    method: 'POST',
    path: '/campus/enrollment/admit',
    summary: 'Admits a prospective child: the student in the chosen class, the enrolment admitted',
    access: { permission: 'campus:enrollment:admit' },
    input: admitBodySchema,
    answer: z.object({ studentId: z.string() }),
    success: 'success.ok',
  }),
} as const;
