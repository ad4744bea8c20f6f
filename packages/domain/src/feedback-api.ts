import './zod-messages.js';
import { z } from 'zod';
import { FEEDBACK_ANSWER_MAX, FEEDBACK_CONTACT_MAX, FEEDBACK_CONTENT_MAX, FEEDBACK_KINDS, FEEDBACK_STATES } from './entities/operations/feedback.entity.js';

const text = (max: number) => z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });

/** POST /app/v1/feedback: a family's feedback, kept with one of its children's kindergartens. */
export const familyFeedbackWriteSchema = z.object({
  kigId: z.uuid(),
  feedbackKind: z.enum(FEEDBACK_KINDS),
  content: text(FEEDBACK_CONTENT_MAX),
  contact: text(FEEDBACK_CONTACT_MAX),
});
export type FamilyFeedbackWrite = z.input<typeof familyFeedbackWriteSchema>;

/** A feedback as its family reads it back, with the answer once there is one. */
export const familyFeedbackSchema = z.object({
  id: z.string(),
  kigId: z.string(),
  feedbackKind: z.enum(FEEDBACK_KINDS),
  content: z.string(),
  contact: z.string(),
  filedAt: z.iso.datetime(),
  state: z.enum(FEEDBACK_STATES),
  answer: z.string().nullable(),
  answeredAt: z.iso.datetime().nullable(),
});
export type FamilyFeedback = z.infer<typeof familyFeedbackSchema>;

/** GET /app/v1/feedback: the family's own feedback, newest first, a page at a time. */
export const familyFeedbackQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const familyFeedbackPageSchema = z.object({ records: z.array(familyFeedbackSchema), total: z.number().int() });
export type FamilyFeedbackPage = z.infer<typeof familyFeedbackPageSchema>;

/** POST /operations/feedback/answer: operations' answer, which the filer reads back (required before closing). */
export const feedbackAnswerSchema = z.object({ id: z.uuid(), answer: text(FEEDBACK_ANSWER_MAX) });
export type FeedbackAnswer = z.input<typeof feedbackAnswerSchema>;
