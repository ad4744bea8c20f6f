import { z } from 'zod';
import './zod-messages.js';
import { ATTENDANCE_METHODS, attendanceBatchResultSchema, MAX_EVENT_BATCH } from './device-api.js';
import {
  type AbnormalKind,
  CHECK_SESSIONS,
  type CheckSession,
  HAND_FINDINGS,
  MOUTH_FINDINGS,
  NAIL_FINDINGS,
  REVIEW_STATES,
  type ReviewState,
  TRAUMA_FINDINGS,
} from './entities/health/common.js';
import { healthCheckEntity } from './entities/health/health-check.entity.js';
import { boundedNumberSchema } from './entity/number-range.js';
import { isRealDate, versionSchema } from './entity/schemas.js';

/**
 * One check as a machine records it: the child (card, bracelet or face), the session, the time, the
 * temperature in °C, the findings (healthy when left out), whether the machine was unsure, and the
 * stored paths of its photos.
 */
export const healthCheckEventSchema = z.object({
  recordId: z.string().trim().min(1).max(64),
  method: z.enum(ATTENDANCE_METHODS),
  credential: z.string().trim().min(1).max(64),
  session: z.enum(CHECK_SESSIONS),
  time: z.iso.datetime({ offset: true }),
  temperature: z.number().min(30, { error: 'validation.outOfRange' }).max(45, { error: 'validation.outOfRange' }),
  hand: z.enum(HAND_FINDINGS).default('normal'),
  mouth: z.enum(MOUTH_FINDINGS).default('normal'),
  trauma: z.enum(TRAUMA_FINDINGS).default('none'),
  nails: z.enum(NAIL_FINDINGS).default('clean'),
  unclear: z.boolean().default(false),
  photos: z.array(z.string().trim().min(1).max(300)).max(6).default([]),
});
export type HealthCheckEvent = z.infer<typeof healthCheckEventSchema>;

export const healthCheckBatchSchema = z.object({
  checks: z.array(healthCheckEventSchema).min(1).max(MAX_EVENT_BATCH, { error: 'validation.tooMany' }),
});

/** The answer to a batch of checks: as for attendance, plus photo paths that were not the machine's confirmed uploads. */
export const healthCheckBatchResultSchema = attendanceBatchResultSchema.extend({
  droppedPhotos: z.array(z.object({ recordId: z.string(), path: z.string() })),
});
export type HealthCheckBatchResult = z.infer<typeof healthCheckBatchResultSchema>;

/** POST /device/v1/health/photos/authorize: a machine asks to upload one check photo (then names its path in the check). */
export const checkPhotoUploadSchema = z.object({
  fileName: z.string().trim().min(1).max(200),
  size: z.number().int().min(1),
  contentType: z.string().max(100),
});

/** GET /health/healthCheck/photos: checks with their photos, for a child's history or a day's photo wall. */
export const checkPhotoQuerySchema = z
  .looseObject({
    kigId: z.uuid().optional(),
    studentId: z.uuid().optional(),
    classId: z.uuid().optional(),
    from: z.string().refine(isRealDate, { error: 'validation.format.date' }),
    to: z.string().refine(isRealDate, { error: 'validation.format.date' }),
    session: z.enum(CHECK_SESSIONS).optional(),
    review: z.enum(REVIEW_STATES).optional(),
    /** Only checks a teacher should look at: abnormal, or waiting for review. */
    flagged: z.enum(['true', 'false']).optional(),
  })
  .refine((q) => q.to >= q.from, { path: ['to'], error: 'validation.date.endBeforeBegin' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 30, { path: ['to'], error: 'validation.rangeTooLong' });

/** One check with its photos as short-lived addresses (relative to the API). */
export interface CheckWithPhotos {
  id: string;
  studentId: string;
  studentName: string;
  studentNumber: string;
  classId: string | null;
  className: string | null;
  schoolDay: string;
  session: CheckSession;
  checkedAt: string;
  temperature: number | null;
  abnormal: boolean;
  reasons: AbnormalKind[];
  review: ReviewState;
  photos: string[];
}

/** GET /health/stats/dayDetail?kigId&date&classId: each child's morning and afternoon check of a day. */
export interface HealthDayDetail {
  kigId: string;
  date: string;
  students: {
    id: string;
    name: string;
    studentNumber: string;
    classId: string;
    className: string;
    morning: DayCheck | null;
    afternoon: DayCheck | null;
  }[];
}
export interface DayCheck {
  id: string;
  checkedAt: string;
  temperature: number | null;
  abnormal: boolean;
  reasons: AbnormalKind[];
  review: ReviewState;
  photoCount: number;
}

/** POST /health/healthCheck/review: the teacher confirms the machine's findings or corrects them. */
export const checkReviewSchema = z.object({
  id: z.uuid(),
  /** The check's version as the reviewer read it. */
  updatedAt: versionSchema,
  // In tenths, within the check's declared bounds (the form refuses the same, with the same message).
  temperature: boundedNumberSchema(healthCheckEntity.fields.temperature).optional(),
  hand: z.enum(HAND_FINDINGS).optional(),
  mouth: z.enum(MOUTH_FINDINGS).optional(),
  trauma: z.enum(TRAUMA_FINDINGS).optional(),
  nails: z.enum(NAIL_FINDINGS).optional(),
  note: z.string().trim().max(200, { error: 'validation.tooLong' }).optional(),
});

/** Temperature bands of the statistics, in tenths of a degree: [from, to). */
export const TEMPERATURE_BANDS = [
  { key: 'below355', from: 0, to: 355 },
  { key: '355to369', from: 355, to: 370 },
  { key: '370to372', from: 370, to: 373 },
  { key: '373to380', from: 373, to: 381 },
  { key: 'from381', from: 381, to: 1000 },
] as const;

export interface HealthCounts {
  /** Children expected to be checked (studying, enrolled by the day). */
  expected: number;
  checked: number;
  notChecked: number;
  abnormal: number;
  byKind: Record<AbnormalKind, number>;
  /** Checks per temperature band, in TEMPERATURE_BANDS order. */
  temperatures: number[];
  pendingReview: number;
}

/** GET /health/stats/daily?kigId&date&session: a kindergarten's day by class. */
export interface HealthDaily extends HealthCounts {
  kigId: string;
  date: string;
  session: CheckSession;
  classes: ({ classId: string; className: string } & HealthCounts)[];
}

export const healthDayQuerySchema = z.looseObject({
  kigId: z.uuid().optional(),
  date: z.string().refine(isRealDate, { error: 'validation.format.date' }).optional(),
  session: z.enum(CHECK_SESSIONS).default('morning'),
  classId: z.uuid().optional(),
});

/** GET /health/stats/monthly?kigId&month&session: a kindergarten's month, by school day and by class. */
export interface HealthMonthly {
  kigId: string;
  month: string;
  session: CheckSession;
  /** Person-days over the month's school days so far. */
  totals: { expected: number; checked: number; abnormal: number; fever: number };
  days: { date: string; schoolDay: boolean; expected: number; checked: number; abnormal: number; fever: number }[];
  classes: { classId: string; className: string; expected: number; checked: number; abnormal: number; fever: number }[];
}

export const healthMonthQuerySchema = z.looseObject({
  kigId: z.uuid().optional(),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.format.month' }),
  session: z.enum(CHECK_SESSIONS).default('morning'),
});

/** What a generated growth report holds (GET /health/growthReport/content?id). */
export interface GrowthReportContent {
  student: { id: string; name: string; studentNumber: string; className: string | null; birthDate: string; gender: string | null };
  kindergarten: string;
  /** The kindergarten's time zone, in which the report's times read; absent in reports written before it was kept. */
  timeZone?: string;
  term: { id: string; schoolYear: string; semester: string; beginDate: string; endDate: string };
  attendance: {
    /**
     * The first day counted: the later of the child's enrolment and the kindergarten's first recorded
     * attendance in the term; null when nothing was recorded. Absent in reports written before it existed.
     */
    countedFrom?: string | null;
    schoolDays: number; present: number; late: number; leftEarly: number; absent: number; leave: number; rate: number;
  };
  checks: {
    count: number;
    abnormal: number;
    byKind: Record<AbnormalKind, number>;
    maxTemperature: number | null;
    /** Temperature by week (from the Monday), tenths of a degree; absent in reports written before it existed. */
    temperatureByWeek?: { week: string; average: number; max: number }[];
    /** Abnormal checks with their reasons, newest first (at most 20). */
    abnormalList: { date: string; session: CheckSession; temperature: number | null; reasons: AbnormalKind[] }[];
  };
  messages: { sentAt: string; content: string; reply: string | null }[];
  eyeTests: { testDate: string; leftEye: number; rightEye: number }[];
  measurements: { measuredOn: string; height: number; weight: number }[];
  generatedAt: string;
}

/** Progress of a kindergarten's reports for a term (GET /health/growthReport/progress?termId&kigId). */
export interface GrowthProgress {
  termId: string;
  total: number;
  generated: number;
  generating: number;
  failed: number;
}
