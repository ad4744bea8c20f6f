import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { helpArticleViewSchema, helpGetSchema, helpItemsSchema, helpListSchema } from '../help-api.js';

/** User help (issue 18): what every signed-in user reads from the header's help, in their language. */
export const helpEndpoints = {
  list: defineEndpoint({
    area: 'operations',
    method: 'POST',
    path: '/sys/help/list',
    summary: "The published help articles in the request's language, in their order, those whose title or body holds the keyword",
    access: { signedIn: true },
    input: helpListSchema,
    answer: helpItemsSchema,
  }),
  get: defineEndpoint({
    area: 'operations',
    method: 'GET',
    path: '/sys/help/get',
    summary: "A published help article in full, in the request's language",
    access: { signedIn: true },
    input: helpGetSchema,
    answer: helpArticleViewSchema,
  }),
} as const;
