import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { inboxListSchema, inboxMessageSchema, inboxPageSchema, inboxReadSchema, inboxUnreadSchema } from '../operations-api.js';

/**
 * `/message` (issue 18): the system messages of operations addressed to the session's user (the audience
 * judged on the server from the session), the header's unread count, and a message opened and marked read.
 */
export const inboxEndpoints = {
  list: defineEndpoint({
    area: 'operations',
    method: 'POST',
    path: '/sys/message/list',
    summary: 'A page of the published system messages addressed to the session, shown by now, newest first, each with when it was read',
    access: { permission: 'home:message:view' },
    input: inboxListSchema,
    answer: inboxPageSchema,
  }),
  unread: defineEndpoint({
    area: 'operations',
    method: 'GET',
    path: '/sys/message/unread',
    summary: "How many of the system messages addressed to the session its user has not opened (the header's badge)",
    access: { permission: 'home:message:view' },
    answer: inboxUnreadSchema,
  }),
  read: defineEndpoint({
    area: 'operations',
    method: 'POST',
    path: '/sys/message/read',
    summary: 'A system message addressed to the session, in full; the first opening marks it read and counts it',
    access: { permission: 'home:message:view' },
    input: inboxReadSchema,
    answer: inboxMessageSchema,
  }),
} as const;
