import { z } from 'zod';
import { textSchema } from '../../text-input.js';
import { MAX_LESSON_PERIODS } from './timetable-setting.entity.js';
import { weekDateSchema } from './school-week.js';

export const LESSON_SUBJECT_MAX = 20;
export const LESSON_TEACHER_MAX = 20;

/** A class's week (this week in its kindergarten's time zone when `week` is left out). */
export const timetableWeekQuerySchema = z.looseObject({
  classId: z.uuid(),
  week: weekDateSchema.optional(),
});

export const lessonSchema = z.object({
  day: weekDateSchema,
  period: z.number().int().min(1, { error: 'validation.outOfRange' }).max(MAX_LESSON_PERIODS, { error: 'meals.timetable.periodOverLimit' }),
  subject: textSchema(LESSON_SUBJECT_MAX, { min: 1 }),
  teacher: textSchema(LESSON_TEACHER_MAX).nullable().optional(),
});
export type Lesson = z.infer<typeof lessonSchema>;

const periodSchema = z.object({ start: z.string(), end: z.string() });

export const timetableWeekSchema = z.object({
  kigId: z.string(),
  classId: z.string(),
  className: z.string(),
  weekStart: z.string(),
  today: z.string(),
  /** The kindergarten's periods: a timetable has as many rows, never more. */
  periods: z.array(periodSchema),
  lessons: z.array(z.object({ day: z.string(), period: z.number(), subject: z.string(), teacher: z.string().nullable() })),
});
export type TimetableWeek = z.infer<typeof timetableWeekSchema>;

/** A class's whole week, replacing what it had: each lesson in a day of that week and a configured period. */
export const timetableSaveSchema = z.object({
  classId: z.uuid(),
  week: weekDateSchema,
  lessons: z.array(lessonSchema).max(7 * MAX_LESSON_PERIODS, { error: 'validation.tooMany' }),
});

/**
 * Copies a class's week onto another class or week of the same kindergarten; the target's lessons are
 * overwritten only with `overwrite` (the person confirmed the warning of spec section 5).
 */
export const timetableCopySchema = z.object({
  classId: z.uuid(),
  week: weekDateSchema,
  toClassId: z.uuid(),
  toWeek: weekDateSchema,
  overwrite: z.boolean().default(false),
});

export const timetableCopyAnswerSchema = z.object({ copied: z.number(), replaced: z.number() });
