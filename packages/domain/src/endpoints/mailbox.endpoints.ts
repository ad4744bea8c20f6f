import { z } from 'zod';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { familyLetterSchema, familyLettersQuerySchema, familyLettersSchema, letterReplySchema, letterWriteSchema, openedLetterSchema } from '../mailbox-api.js';

const letterId = z.object({ id: z.uuid() });

/**
 * The principal's mailbox (issue 15): families write through the parents' app, the kindergarten opens
 * (marking read), answers and closes (the entity's `close`, only once answered) in the back office.
 */
export const mailboxEndpoints = {
  write: defineEndpoint({
    area: 'families',
    method: 'POST',
    path: '/app/v1/letters',
    summary: "A letter to the principal of one of the family's children's kindergartens, optionally about one child",
    access: { family: true },
    input: letterWriteSchema,
    answer: familyLetterSchema,
    success: 'success.ok',
  }),
  familyLetters: defineEndpoint({
    area: 'families',
    method: 'GET',
    path: '/app/v1/letters',
    summary: "The family's own letters, newest first, each with its state and reply",
    access: { family: true },
    input: familyLettersQuerySchema,
    answer: familyLettersSchema,
  }),
  open: defineEndpoint({
    area: 'school',
    method: 'POST',
    path: '/school/mailboxLetter/open',
    summary: 'Opens a letter in full (an unread one becomes read)',
    access: { permission: 'school:mailbox:view' },
    input: letterId,
    answer: openedLetterSchema,
  }),
  reply: defineEndpoint({
    area: 'school',
    method: 'POST',
    path: '/school/mailboxLetter/reply',
    summary: 'Answers an unread or read letter; the family reads the reply back',
    access: { permission: 'school:mailbox:reply' },
    input: letterReplySchema,
    answer: z.object({ id: z.string(), state: z.string() }),
    success: 'success.ok',
  }),
  unread: defineEndpoint({
    area: 'school',
    method: 'GET',
    path: '/school/mailboxLetter/unread',
    summary: "The letters no one has opened yet, within the session's kindergartens",
    access: { permission: 'school:mailbox:view' },
    answer: z.object({ unread: z.number().int() }),
  }),
} as const;
