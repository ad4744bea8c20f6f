import { z } from 'zod';
import './zod-messages.js';
import { MAX_PAGE_SIZE } from './app-types.js';
import { PERSON_KINDS } from './entities/attendance/common.js';
import { isRealDate } from './entity/schemas.js';
import { reachQueryFields, reachRowsSchema } from './health-reach-api.js';

/**
 * How a person's school day stands, from the machines' events, the rule and approved leave:
 * normal, late, leftEarly, lateAndLeftEarly (came); absent, leave (did not); rest (not a working
 * day); pending (today, and the first period is not over yet).
 */
export const DAY_STATUSES = ['normal', 'late', 'leftEarly', 'lateAndLeftEarly', 'absent', 'leave', 'rest', 'pending'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];
export const PRESENT_STATUSES: readonly DayStatus[] = ['normal', 'late', 'leftEarly', 'lateAndLeftEarly'];

/** Longest range of a report or an export, in days. */
export const MAX_REPORT_DAYS = 31;

/** Counts of a group of people over a day or a month (person-days over working days). */
export const attendanceCountsSchema = z.object({
  expected: z.number(),
  present: z.number(),
  late: z.number(),
  leftEarly: z.number(),
  absent: z.number(),
  leave: z.number(),
  pending: z.number(),
  /** present / expected, 0 to 100 with 2 decimals; 0 when nobody was expected. */
  rate: z.number(),
});
export type AttendanceCounts = z.infer<typeof attendanceCountsSchema>;

export const classCountsSchema = attendanceCountsSchema.extend({ classId: z.string(), className: z.string() });
export type ClassCounts = z.infer<typeof classCountsSchema>;

/** GET /attendance/daily/byClass?kigId&date: the day by class, the children's total and the staff's. */
export const dailyAttendanceSchema = z.object({
  kigId: z.string(),
  date: z.string(),
  workDay: z.boolean(),
  /** Whether the kindergarten has an enabled rule for children / staff (without one, any arrival is normal). */
  hasRule: z.object({ student: z.boolean(), teacher: z.boolean() }),
  classes: z.array(classCountsSchema),
  students: attendanceCountsSchema,
  teachers: attendanceCountsSchema,
});
export type DailyAttendance = z.infer<typeof dailyAttendanceSchema>;

/** GET /attendance/monthly/byClass?kigId&month: the month by class and by day. */
export const monthlyAttendanceSchema = z.object({
  kigId: z.string(),
  month: z.string(),
  workDays: z.number(),
  classes: z.array(classCountsSchema),
  students: attendanceCountsSchema,
  teachers: attendanceCountsSchema,
  days: z.array(attendanceCountsSchema.extend({ date: z.string(), workDay: z.boolean() })),
});
export type MonthlyAttendance = z.infer<typeof monthlyAttendanceSchema>;

/** One person's day (reports and screening). */
export const dayRecordSchema = z.object({
  date: z.string(),
  personKind: z.enum(PERSON_KINDS),
  personId: z.string(),
  name: z.string(),
  /** Children only. */
  classId: z.string().nullable(),
  className: z.string().nullable(),
  studentNumber: z.string().nullable(),
  status: z.enum(DAY_STATUSES),
  /** First arrival and last departure, ISO instants. */
  firstIn: z.string().nullable(),
  lastOut: z.string().nullable(),
});
export type DayRecord = z.infer<typeof dayRecordSchema>;

/** POST /attendance/records/list answers a page of DayRecord and the zone its instants are read in. */
export const dayRecordPageSchema = z.object({
  records: z.array(dayRecordSchema),
  total: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
  /** The kindergarten's time zone: first in and last out are shown as its local times. */
  timeZone: z.string(),
});
export type DayRecordPage = z.infer<typeof dayRecordPageSchema>;

const dateString = z.string().refine(isRealDate, { error: 'validation.format.date' });

/** A range of at most MAX_REPORT_DAYS days (both ends counted), the end not before the start. */
function checkRange(q: { from: string; to: string }, ctx: z.RefinementCtx): void {
  // A date that is not one has its own message; no second one about the range.
  if (!isRealDate(q.from) || !isRealDate(q.to)) return;
  if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.date.endBeforeBegin' });
  else if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 >= MAX_REPORT_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.rangeTooLong' });
  }
}
export const monthString = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.format.month' });

export const dayQuerySchema = z.looseObject({ kigId: z.uuid().optional(), date: dateString.optional(), classId: z.uuid().optional() });
export const monthQuerySchema = z.looseObject({
  kigId: z.uuid().optional(),
  month: monthString,
  personKind: z.enum(PERSON_KINDS).default('student'),
});

/** POST /attendance/records/list: reports and screening over at most 31 days. */
export const recordsQuerySchema = z
  .object({
    kigId: z.uuid().optional(),
    personKind: z.enum(PERSON_KINDS).default('student'),
    from: dateString,
    to: dateString,
    classId: z.uuid().optional(),
    status: z.enum(DAY_STATUSES).optional(),
    keyword: z.string().trim().max(32).optional(),
    pageNumber: z.coerce.number().int().min(1, { error: 'validation.outOfRange' }).default(1),
    pageSize: z.coerce.number().int().min(1, { error: 'validation.outOfRange' }).max(MAX_PAGE_SIZE, { error: 'validation.pageSizeTooLarge' }).default(10),
  })
  .superRefine(checkRange);
export type RecordsQuery = z.infer<typeof recordsQuerySchema>;

/**
 * GET /attendance/overview?from&to&groupBy&areaCode: the children's counts of each kindergarten in
 * reach (or of each area) over a day, a month or a report's range (at most 31 days).
 */
export const attendanceOverviewQuerySchema = z.looseObject({ from: dateString, to: dateString, ...reachQueryFields }).superRefine(checkRange);

/** Each kindergarten (or area) in reach, the children's counts over the range; the rates worked out from the sums. */
export const attendanceOverviewSchema = reachRowsSchema(attendanceCountsSchema).extend({ from: z.string(), to: z.string() });
export type AttendanceOverview = z.infer<typeof attendanceOverviewSchema>;

/** GET /attendance/noCheck/list?kigId&date&classId: who has not arrived (those on approved leave apart). */
export const notArrivedSchema = z.object({
  kigId: z.string(),
  date: z.string(),
  students: z.array(
    z.object({ id: z.string(), name: z.string(), studentNumber: z.string().nullable(), classId: z.string(), className: z.string(), cardNo: z.string().nullable() }),
  ),
  onLeave: z.number(),
});
export type NotArrived = z.infer<typeof notArrivedSchema>;

/** Card numbers of a kindergarten's people (POST /device/card/list, /device/card/bind). */
export const cardHolderSchema = z.object({
  personKind: z.enum(PERSON_KINDS),
  personId: z.string(),
  name: z.string(),
  /** A child's class, a teacher's position. */
  groupName: z.string().nullable(),
  cardNo: z.string().nullable(),
});
export type CardHolder = z.infer<typeof cardHolderSchema>;
export const cardListSchema = z.object({
  kigId: z.uuid().optional(),
  personKind: z.enum(PERSON_KINDS).optional(),
  keyword: z.string().trim().max(32).optional(),
  bound: z.boolean().optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE, { error: 'validation.pageSizeTooLarge' }).default(10),
});
export const cardBindSchema = z.object({
  personKind: z.enum(PERSON_KINDS),
  personId: z.uuid(),
  cardNo: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string()
      .trim()
      .max(32, { error: 'validation.tooLong' })
      .regex(/^[A-Za-z0-9_.:-]+$/, { error: 'validation.format.code' })
      .nullable(),
  ),
});
