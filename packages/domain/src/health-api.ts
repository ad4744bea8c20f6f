import { z } from 'zod';
import './zod-messages.js';
import { ATTENDANCE_METHODS, attendanceBatchResultSchema, MAX_EVENT_BATCH } from './device-api.js';
import { CHECK_SESSIONS, HAND_FINDINGS, MOUTH_FINDINGS, NAIL_FINDINGS, REVIEW_STATES, TRAUMA_FINDINGS } from './entities/health/common.js';
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
  /** `notUsable`: not a confirmed upload of the machine's; `noFaceConsent`: the child's guardian has not given face-photo consent (the file is deleted). */
  droppedPhotos: z.array(z.object({ recordId: z.string(), path: z.string(), reason: z.enum(['notUsable', 'noFaceConsent']) })),
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

/** A kindergarten's day (`kigId` of a group's chosen kindergarten; today in its time zone when `date` is left out). */
export const healthDayQuerySchema = z.looseObject({
  kigId: z.uuid().optional(),
  date: z.string().refine(isRealDate, { error: 'validation.format.date' }).optional(),
  session: z.enum(CHECK_SESSIONS).default('morning'),
  classId: z.uuid().optional(),
});

/** A kindergarten's month of checks. */
export const healthMonthQuerySchema = z.looseObject({
  kigId: z.uuid().optional(),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.format.month' }),
  session: z.enum(CHECK_SESSIONS).default('morning'),
});

/** A message's text: an expert's message or the kindergarten's reply. */
const messageText = z.string().trim().min(1, { error: 'validation.required' }).max(500, { error: 'validation.tooLong' });

/** POST /health/doctorMessage/write: an expert's message about an abnormal check it may see. */
export const doctorMessageWriteSchema = z.object({ checkId: z.uuid(), content: messageText });
/** POST /health/doctorMessage/reply: the kindergarten's answer to an open message. */
export const doctorMessageReplySchema = z.object({ id: z.uuid(), reply: messageText });

/** POST /health/growthReport/generate: a term's reports of some children, a class's, or the whole kindergarten's. */
export const growthGenerateSchema = z.object({
  /** A group account's chosen kindergarten; a kindergarten account leaves it out. */
  kigId: z.uuid().optional(),
  termId: z.uuid(),
  classId: z.uuid().optional(),
  studentIds: z.array(z.uuid()).min(1).max(1000).optional(),
});
export type GrowthGenerateRequest = z.input<typeof growthGenerateSchema>;

/** GET /health/growthReport/progress. */
export const growthProgressQuerySchema = z.looseObject({ kigId: z.uuid().optional(), termId: z.uuid() });
