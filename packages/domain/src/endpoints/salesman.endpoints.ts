import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { salesmanAssignSchema, salesmanFiguresSchema, salesmanKigsQuerySchema, salesmanKigsSchema, salesmanMovedSchema, salesmanReleaseSchema } from '../salesman-api.js';

/** Salesman maintenance (issue 16) beside the salesmen's generic calls: the kindergartens each one brought in. */
export const salesmanEndpoints = {
  kigs: defineEndpoint({
    area: 'agency',
    method: 'GET',
    path: '/agency/salesman/kigs',
    summary: "A salesman's kindergartens, current and past (its assignments' history), with the children studying in each",
    access: { permission: 'agency:salesman:view' },
    input: salesmanKigsQuerySchema,
    answer: salesmanKigsSchema,
  }),
  figures: defineEndpoint({
    area: 'agency',
    method: 'GET',
    path: '/agency/salesman/figures',
    summary: 'Per salesman within reach: the kindergartens it has now and the children studying in them',
    access: { permission: 'agency:salesman:view' },
    answer: salesmanFiguresSchema,
  }),
  assign: defineEndpoint({
    area: 'agency',
    method: 'POST',
    path: '/agency/salesman/assign',
    summary: "Gives one of the agent's kindergartens to a salesman on duty; its earlier salesman's assignment is ended and kept",
    access: { permission: 'agency:salesman:assign' },
    input: salesmanAssignSchema,
    answer: salesmanMovedSchema,
    success: 'success.ok',
  }),
  release: defineEndpoint({
    area: 'agency',
    method: 'POST',
    path: '/agency/salesman/release',
    summary: 'Leaves a kindergarten without a salesman: its assignment is ended and kept',
    access: { permission: 'agency:salesman:assign' },
    input: salesmanReleaseSchema,
    answer: salesmanMovedSchema,
    success: 'success.ok',
  }),
} as const;
