import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { inboxListSchema, inboxMessageSchema, inboxPageSchema, inboxReadSchema, inboxUnreadSchema } from '../operations-api.js';

/**
 * `/message` (issue 18): the system messages of operations addressed to the session's user (the audience
 * judged on the server from the session), the header's unread count, and a message opened and marked read.
 * Every signed-in user's own, whatever their roles (a role an organisation made for itself too): the
 * audience alone decides what they hold; writing messages stays operations' permission (`operations:sysMessage`).
 */
export const inboxEndpoints = {
  list: defineEndpoint({
    area: 'operations',
    method: 'POST',
    path: '/sys/message/list',
    summary: 'A page of the published system messages addressed to the session, shown by now, newest first, each with when it was read',
    access: { signedIn: true },
    input: inboxListSchema,
    answer: inboxPageSchema,
  }),
  unread: defineEndpoint({
    area: 'operations',
    method: 'GET',
    path: '/sys/message/unread',
    summary: "How many of the system messages addressed to the session its user has not opened (the header's badge)",
    access: { signedIn: true },
    answer: inboxUnreadSchema,
  }),
  read: defineEndpoint({
    area: 'operations',
    method: 'POST',
    path: '/sys/message/read',
    summary: 'A system message addressed to the session, in full; the first opening marks it read and counts it',
    access: { signedIn: true },
    input: inboxReadSchema,
    answer: inboxMessageSchema,
  }),
} as const;
