import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { homeSummarySchema, homeTodaySchema } from '../home.js';
import { kigHomeSchema } from '../kig-home.js';

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
  // kigHome: one request for every card; each card only where the role may open its screen.
  kig: defineEndpoint({
    area: 'home',
    method: 'GET',
    path: '/sys/home/kig',
    summary: "A kindergarten's day at a glance (a group's: per kindergarten, with the sums)",
    access: { permission: 'home:kig:view' },
    answer: kigHomeSchema,
  }),
} as const;
