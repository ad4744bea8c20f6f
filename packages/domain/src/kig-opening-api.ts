import { z } from 'zod';
import { KIG_OPENING_STATES } from './entities/agency/kig-opening.entity.js';

/** POST /agency/kigOpening/{approve,refile}: the request acted on. */
export const kigOpeningActionSchema = z.object({ id: z.uuid() });

/** POST /agency/kigOpening/reject: the reason is required, for the agent to correct the request by. */
export const kigOpeningRejectSchema = z.object({
  id: z.uuid(),
  reason: z.string().trim().min(1, { error: 'validation.required' }).max(200, { error: 'validation.tooLong' }),
});

/** What an audit action answers: the request, its state after it, and (approved) the kindergarten made. */
export const kigOpeningStateSchema = z.object({ id: z.string(), checkedFlag: z.enum(KIG_OPENING_STATES), kigId: z.string().nullable() });
