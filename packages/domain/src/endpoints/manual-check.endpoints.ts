import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { manualCheckPageSchema, manualCheckQuerySchema } from '../manual-check-api.js';

/**
 * Operations' manual check (issue 18): the queue of checks awaiting review across kindergartens. The
 * check itself is opened and reviewed by health's calls (`detail`, `review`), which operations' codes reach.
 */
export const manualCheckEndpoints = {
  list: defineEndpoint({
    area: 'operations',
    method: 'POST',
    path: '/operations/manualCheck/list',
    summary: 'The checks of every kindergarten waiting for review, newest first, with their photos; by kindergarten, day and session',
    access: { permission: 'operations:manualCheck:view' },
    input: manualCheckQuerySchema,
    answer: manualCheckPageSchema,
  }),
} as const;
