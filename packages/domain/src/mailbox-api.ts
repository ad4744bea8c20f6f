import './zod-messages.js';
import { z } from 'zod';
import { LETTER_CONTENT_MAX, LETTER_REPLY_MAX, LETTER_STATES, LETTER_SUBJECT_MAX } from './entities/school/mailbox-letter.entity.js';

const text = (max: number) => z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });

/** POST /app/v1/letters: a family writes to one of its children's kindergartens, optionally about one child. */
export const letterWriteSchema = z.object({
  kigId: z.uuid(),
  studentId: z.uuid().optional(),
  subject: text(LETTER_SUBJECT_MAX),
  content: text(LETTER_CONTENT_MAX),
});
export type LetterWrite = z.input<typeof letterWriteSchema>;

/** A letter as its family reads it back, with the reply once there is one. */
export const familyLetterSchema = z.object({
  id: z.string(),
  kigId: z.string(),
  studentId: z.string().nullable(),
  subject: z.string(),
  content: z.string(),
  sentAt: z.iso.datetime(),
  state: z.enum(LETTER_STATES),
  reply: z.string().nullable(),
  repliedAt: z.iso.datetime().nullable(),
});
export type FamilyLetter = z.infer<typeof familyLetterSchema>;

/** GET /app/v1/letters: the family's own letters, newest first, a page at a time. */
export const familyLettersQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const familyLettersSchema = z.object({
  records: z.array(familyLetterSchema),
  total: z.number().int(),
  /** False while the kindergartens' mailbox module is switched off: the letters stay readable, a new one is refused. */
  writable: z.boolean(),
});
export type FamilyLetters = z.infer<typeof familyLettersSchema>;

/** A letter as the principal opens it: who wrote, about which child, and its reply. */
export const openedLetterSchema = familyLetterSchema.extend({
  parentName: z.string(),
  parentPhone: z.string(),
  studentName: z.string().nullable(),
  updatedAt: z.string(),
});
export type OpenedLetter = z.infer<typeof openedLetterSchema>;

/** POST /school/mailboxLetter/reply: the reply the family reads back (required before the letter closes). */
export const letterReplySchema = z.object({ id: z.uuid(), reply: text(LETTER_REPLY_MAX) });
