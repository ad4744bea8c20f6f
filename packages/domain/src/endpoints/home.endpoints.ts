import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { homeSummarySchema, homeTodaySchema } from '../home.js';

/** The home page's figures. */
export const homeEndpoints = {
  summary: defineEndpoint({
    area: 'home',
    method: 'GET',
    path: '/sys/home/summary',
    summary: "Counts (never rows) of the caller's organisation and what lies below it",
    access: { signedIn: true },
    answer: homeSummarySchema,
  }),
  // Each figure is also limited to the screens the role may open.
  today: defineEndpoint({
    area: 'home',
    method: 'GET',
    path: '/sys/home/today',
    summary: "Today's figures by organisation kind, each linking to its screen",
    access: { permission: 'home:view' },
    answer: homeTodaySchema,
  }),
} as const;
