import { z } from 'zod';
import './zod-messages.js';
import { ABNORMAL_KINDS, PHOTOS_WITHHELD, CHECK_SESSIONS, HAND_FINDINGS, MOUTH_FINDINGS, NAIL_FINDINGS, REVIEW_STATES, TRAUMA_FINDINGS } from './entities/health/common.js';
import { healthCheckEntity } from './entities/health/health-check.entity.js';
import { consentStatesSchema } from './consent-api.js';
import { recordSchema } from './entity/answers.js';
import { healthMonthCountsSchema } from './health-reach-api.js';

/** What the health calls answer (declared in `healthEndpoints`); the server's tests check every answer against these. */

const session = z.enum(CHECK_SESSIONS);
const reasons = z.array(z.enum(ABNORMAL_KINDS));
const byKind = z.record(z.enum(ABNORMAL_KINDS), z.number());
/** Tenths of a degree; null when the machine read none. */
const temperature = z.number().nullable();

/** A check as the generic calls answer it (its declared fields), with the keys every record has typed for the screens. */
export const checkRecordSchema = recordSchema(healthCheckEntity).and(
  z.object({ id: z.string(), updatedAt: z.string().optional(), _labels: z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional() }),
);

/** GET /health/healthCheck/detail: a check with its photos (signed addresses) and what the machine saw before a correction. */
export const checkDetailSchema = z.object({
  record: checkRecordSchema,
  photos: z.array(z.string()),
  /** The child's consent states now (the check's own `photosWithheld` says what held when it arrived). */
  consent: consentStatesSchema,
  machineFindings: z
    .object({ temperature, hand: z.enum(HAND_FINDINGS), mouth: z.enum(MOUTH_FINDINGS), trauma: z.enum(TRAUMA_FINDINGS), nails: z.enum(NAIL_FINDINGS) })
    .partial()
    .nullable(),
});
export type CheckDetail = z.infer<typeof checkDetailSchema>;

/** One check with its photos as short-lived addresses (relative to the API). */
export const checkWithPhotosSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  studentNumber: z.string(),
  classId: z.string().nullable(),
  className: z.string().nullable(),
  schoolDay: z.string(),
  session,
  checkedAt: z.string(),
  temperature,
  abnormal: z.boolean(),
  reasons,
  review: z.enum(REVIEW_STATES),
  photos: z.array(z.string()),
  /** Why the check keeps no photo (no face-photo consent), or null. */
  photosWithheld: z.enum(PHOTOS_WITHHELD).nullable(),
});
export type CheckWithPhotos = z.infer<typeof checkWithPhotosSchema>;

export const dayCheckSchema = z.object({
  id: z.string(),
  checkedAt: z.string(),
  temperature,
  abnormal: z.boolean(),
  reasons,
  review: z.enum(REVIEW_STATES),
  photoCount: z.number(),
});
export type DayCheck = z.infer<typeof dayCheckSchema>;

/** A child expected on a day, in its class. */
const expectedChildSchema = z.object({ id: z.string(), name: z.string(), studentNumber: z.string(), classId: z.string(), className: z.string() });

/** GET /health/stats/dayDetail?kigId&date&classId: each child's morning and afternoon check of a day. */
export const healthDayDetailSchema = z.object({
  kigId: z.string(),
  date: z.string(),
  students: z.array(expectedChildSchema.extend({ morning: dayCheckSchema.nullable(), afternoon: dayCheckSchema.nullable() })),
});
export type HealthDayDetail = z.infer<typeof healthDayDetailSchema>;

/** GET /health/notChecked/list: the children expected but not yet checked in a session. */
export const notCheckedSchema = z.object({ kigId: z.string(), date: z.string(), session, students: z.array(expectedChildSchema) });
export type NotChecked = z.infer<typeof notCheckedSchema>;

export const healthCountsSchema = z.object({
  /** Children expected to be checked (studying, enrolled by the day). */
  expected: z.number(),
  checked: z.number(),
  notChecked: z.number(),
  abnormal: z.number(),
  byKind,
  /** Checks per temperature band, in TEMPERATURE_BANDS order. */
  temperatures: z.array(z.number()),
  pendingReview: z.number(),
});
export type HealthCounts = z.infer<typeof healthCountsSchema>;

/** GET /health/stats/daily?kigId&date&session: a kindergarten's day by class. */
export const healthDailySchema = healthCountsSchema.extend({
  kigId: z.string(),
  date: z.string(),
  session,
  classes: z.array(healthCountsSchema.extend({ classId: z.string(), className: z.string() })),
});
export type HealthDaily = z.infer<typeof healthDailySchema>;

const monthCounts = healthMonthCountsSchema.shape;

/** GET /health/stats/monthly?kigId&month&session: a kindergarten's month, by school day and by class. */
export const healthMonthlySchema = z.object({
  kigId: z.string(),
  month: z.string(),
  session,
  /** Person-days over the month's school days so far. */
  totals: z.object(monthCounts),
  days: z.array(z.object({ date: z.string(), schoolDay: z.boolean(), ...monthCounts })),
  classes: z.array(z.object({ classId: z.string(), className: z.string(), ...monthCounts })),
});
export type HealthMonthly = z.infer<typeof healthMonthlySchema>;

/** What a generated growth report holds (GET /health/growthReport/content?id). */
export const growthReportContentSchema = z.object({
  student: z.object({ id: z.string(), name: z.string(), studentNumber: z.string(), className: z.string().nullable(), birthDate: z.string(), gender: z.string().nullable() }),
  kindergarten: z.string(),
  /** The kindergarten's time zone, in which the report's times read; absent in reports written before it was kept. */
  timeZone: z.string().optional(),
  term: z.object({ id: z.string(), schoolYear: z.string(), semester: z.string(), beginDate: z.string(), endDate: z.string() }),
  attendance: z.object({
    /**
     * The first day counted: the later of the child's enrolment and the kindergarten's first recorded
     * attendance in the term; null when nothing was recorded. Absent in reports written before it existed.
     */
    countedFrom: z.string().nullable().optional(),
    schoolDays: z.number(),
    present: z.number(),
    late: z.number(),
    leftEarly: z.number(),
    absent: z.number(),
    leave: z.number(),
    rate: z.number(),
  }),
  checks: z.object({
    count: z.number(),
    abnormal: z.number(),
    byKind,
    maxTemperature: temperature,
    /** Temperature by week (from the Monday), tenths of a degree; absent in reports written before it existed. */
    temperatureByWeek: z.array(z.object({ week: z.string(), average: z.number(), max: z.number() })).optional(),
    /** Abnormal checks with their reasons, newest first (at most 20). */
    abnormalList: z.array(z.object({ date: z.string(), session, temperature, reasons })),
  }),
  messages: z.array(z.object({ sentAt: z.string(), content: z.string(), reply: z.string().nullable() })),
  eyeTests: z.array(z.object({ testDate: z.string(), leftEye: z.number(), rightEye: z.number() })),
  measurements: z.array(z.object({ measuredOn: z.string(), height: z.number(), weight: z.number() })),
  generatedAt: z.string(),
});
export type GrowthReportContent = z.infer<typeof growthReportContentSchema>;

/** Progress of a kindergarten's reports for a term (GET /health/growthReport/progress?termId&kigId). */
export const growthProgressSchema = z.object({ termId: z.string(), total: z.number(), generated: z.number(), generating: z.number(), failed: z.number() });
export type GrowthProgress = z.infer<typeof growthProgressSchema>;
