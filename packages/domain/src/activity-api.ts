import { z } from 'zod';
import { ACTIVITY_STATES } from './entities/school/activity.entity.js';

/** POST /school/activity/{pass,publish,unpublish}: the activity acted on. */
export const activityActionSchema = z.object({ id: z.uuid() });

/** POST /school/activity/notPass: the reason is required, for the author to correct the activity by. */
export const activityNotPassSchema = z.object({
  id: z.uuid(),
  reason: z.string().trim().min(1, { error: 'validation.required' }).max(200, { error: 'validation.tooLong' }),
});

/** What a review action answers: the activity and its state after the action. */
export const activityStateSchema = z.object({ id: z.string(), state: z.enum(ACTIVITY_STATES) });

/** POST /app/v1/activity/apply: a family applies for its child to a published activity. */
export const activityApplySchema = z.object({ activityId: z.uuid(), studentId: z.uuid() });

/** What an application answers: it, and the activity's applied count with it. */
export const activityApplicationSchema = z.object({ id: z.string(), activityId: z.string(), studentId: z.string(), appliedAt: z.string(), appliedCount: z.number().int() });
