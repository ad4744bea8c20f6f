import { defineEndpoint, fileAnswer, XLSX_TYPE } from '../endpoint/define-endpoint.js';
import { opsStatsQuerySchema, opsStatsSchema } from '../operations-stats-api.js';

/** Operations' data stats (issue 18): the platform at a glance, drilled by area down to a kindergarten; the export asks its own code and the same scope. */
export const opsStatsEndpoints = {
  stats: defineEndpoint({
    area: 'operations',
    method: 'GET',
    path: '/operations/stats/figures',
    summary:
      'Kindergartens, children and machines by month and by area, machines heard from today, checks and abnormal checks, memberships sold, payments received and SMS sent, over a period, for the country, an area or one kindergarten',
    access: { permission: 'operations:stats:view' },
    input: opsStatsQuerySchema,
    answer: opsStatsSchema,
  }),
  export: defineEndpoint({
    area: 'operations',
    method: 'POST',
    path: '/operations/stats/export',
    summary: 'The data stats of a period and area as a spreadsheet: the areas (or kindergartens), then the months, each with its totals row',
    access: { permission: 'operations:stats:export' },
    rateBucket: 'export',
    input: opsStatsQuerySchema,
    answer: fileAnswer(XLSX_TYPE),
  }),
} as const;
