import { defineEndpoint, fileAnswer, XLSX_TYPE } from '../endpoint/define-endpoint.js';
import { agentStatsQuerySchema, agentStatsSchema } from '../agent-stats-api.js';

/** An agent's statistics (issue 16), and operations' over every agent or one; the export asks its own code and the same scope. */
export const agentStatsEndpoints = {
  stats: defineEndpoint({
    area: 'agency',
    method: 'GET',
    path: '/agency/stats/figures',
    summary: 'Kindergartens opened per month, children served now and at each month end, machines per kindergarten, over a period of months',
    access: { permission: 'agency:stats:view' },
    input: agentStatsQuerySchema,
    answer: agentStatsSchema,
  }),
  statsExport: defineEndpoint({
    area: 'agency',
    method: 'POST',
    path: '/agency/stats/export',
    summary: 'The statistics of a period as a spreadsheet: the months, then the kindergartens, each with its totals row',
    access: { permission: 'agency:stats:export' },
    rateBucket: 'export',
    input: agentStatsQuerySchema,
    answer: fileAnswer(XLSX_TYPE),
  }),
} as const;
