import { z } from 'zod';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { familyFeedbackPageSchema, familyFeedbackQuerySchema, familyFeedbackSchema, familyFeedbackWriteSchema, feedbackAnswerSchema } from '../feedback-api.js';

/**
 * Feedback (issue 18) beside its generic calls: families file and read theirs through the parents' app;
 * operations answer (the entity's `close` follows, only once answered).
 */
export const feedbackEndpoints = {
  familyWrite: defineEndpoint({
    area: 'families',
    method: 'POST',
    path: '/app/v1/feedback',
    summary: "A family's feedback to the platform, kept with one of its children's kindergartens",
    access: { family: true },
    input: familyFeedbackWriteSchema,
    answer: familyFeedbackSchema,
    success: 'success.ok',
  }),
  familyList: defineEndpoint({
    area: 'families',
    method: 'GET',
    path: '/app/v1/feedback',
    summary: "The family's own feedback, newest first, each with its state and answer",
    access: { family: true },
    input: familyFeedbackQuerySchema,
    answer: familyFeedbackPageSchema,
  }),
  answer: defineEndpoint({
    area: 'operations',
    method: 'POST',
    path: '/operations/feedback/answer',
    summary: 'Answers an open feedback; its filer reads the answer back',
    access: { permission: 'operations:feedback:answer' },
    input: feedbackAnswerSchema,
    answer: z.object({ id: z.string(), state: z.string() }),
    success: 'success.ok',
  }),
} as const;
