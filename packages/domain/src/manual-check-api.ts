import { z } from 'zod';
import './zod-messages.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './app-types.js';
import { ABNORMAL_KINDS, CHECK_SESSIONS, PHOTOS_WITHHELD } from './entities/health/common.js';
import { isRealDate } from './entity/schemas.js';

/**
 * Operations' manual check (issue 18): the morning and afternoon checks of every kindergarten that wait
 * for a person's review (`review = 'pending'`), for the platform's own reviewers. A check is reviewed by
 * the kindergarten's review call (`POST /health/healthCheck/review`: the same rules, version and audit),
 * after which it is no longer pending and leaves the queue.
 */

/** POST /operations/manualCheck/list: a page of the queue, newest check first, filtered by kindergarten, day and session. */
export const manualCheckQuerySchema = z.object({
  pageNumber: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  kigId: z.uuid().optional(),
  /** The school day of the checks (the kindergarten's own day). */
  day: z.string().refine(isRealDate, { error: 'validation.format.date' }).optional(),
  session: z.enum(CHECK_SESSIONS).optional(),
});
export type ManualCheckQuery = z.input<typeof manualCheckQuerySchema>;

export const manualCheckRowSchema = z.object({
  id: z.string(),
  kigId: z.string(),
  kigName: z.string(),
  studentName: z.string(),
  className: z.string().nullable(),
  schoolDay: z.string(),
  session: z.enum(CHECK_SESSIONS),
  checkedAt: z.iso.datetime(),
  /** Tenths of a degree; null when the machine read none. */
  temperature: z.number().nullable(),
  reasons: z.array(z.enum(ABNORMAL_KINDS)),
  /** The check's photos as short-lived addresses (relative to the API). */
  photos: z.array(z.string()),
  photosWithheld: z.enum(PHOTOS_WITHHELD).nullable(),
});
export type ManualCheckRow = z.infer<typeof manualCheckRowSchema>;

export const manualCheckPageSchema = z.object({ records: z.array(manualCheckRowSchema), total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() });
export type ManualCheckPage = z.infer<typeof manualCheckPageSchema>;
