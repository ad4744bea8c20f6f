import { z } from 'zod';
import './zod-messages.js';
import { MAX_PAGE_SIZE } from './app-types.js';
import { PERSON_KINDS, type PersonKind } from './entities/attendance/common.js';
import { isRealDate } from './entity/schemas.js';
import { reachQueryFields, type ReachRows } from './health-reach-api.js';

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
export interface AttendanceCounts {
  expected: number;
  present: number;
  late: number;
  leftEarly: number;
  absent: number;
  leave: number;
  pending: number;
  /** present / expected, 0 to 100 with 2 decimals; 0 when nobody was expected. */
  rate: number;
}

export interface ClassCounts extends AttendanceCounts {
  classId: string;
  className: string;
}

/** GET /attendance/daily/byClass?kigId&date: the day by class, the children's total and the staff's. */
export interface DailyAttendance {
  kigId: string;
  date: string;
  workDay: boolean;
  /** Whether the kindergarten has an enabled rule for children / staff (without one, any arrival is normal). */
  hasRule: { student: boolean; teacher: boolean };
  classes: ClassCounts[];
  students: AttendanceCounts;
  teachers: AttendanceCounts;
}

/** GET /attendance/monthly/byClass?kigId&month: the month by class and by day. */
export interface MonthlyAttendance {
  kigId: string;
  month: string;
  workDays: number;
  classes: ClassCounts[];
  students: AttendanceCounts;
  teachers: AttendanceCounts;
  days: ({ date: string; workDay: boolean } & AttendanceCounts)[];
}

/** One person's day (reports and screening). */
export interface DayRecord {
  date: string;
  personKind: PersonKind;
  personId: string;
  name: string;
  /** Children only. */
  classId: string | null;
  className: string | null;
  studentNumber: string | null;
  status: DayStatus;
  /** First arrival and last departure, ISO instants. */
  firstIn: string | null;
  lastOut: string | null;
}

/** POST /attendance/records/list answers a page of DayRecord and the zone its instants are read in. */
export interface DayRecordPage {
  records: DayRecord[];
  total: number;
  pageNumber: number;
  pageSize: number;
  /** The kindergarten's time zone: first in and last out are shown as its local times. */
  timeZone: string;
}

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
export interface AttendanceOverview extends ReachRows<AttendanceCounts> {
  from: string;
  to: string;
}

/** GET /attendance/noCheck/list?kigId&date&classId: who has not arrived (those on approved leave apart). */
export interface NotArrived {
  kigId: string;
  date: string;
  students: { id: string; name: string; studentNumber: string | null; classId: string; className: string; cardNo: string | null }[];
  onLeave: number;
}

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
    z.string().trim().max(32, { error: 'validation.tooLong' }).regex(/^[A-Za-z0-9_.:-]+$/, { error: 'validation.format.code' }).nullable(),
  ),
});
