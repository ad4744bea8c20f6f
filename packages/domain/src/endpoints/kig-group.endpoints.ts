import { defineEndpoint, fileAnswer, XLSX_TYPE } from '../endpoint/define-endpoint.js';
import {
  kigGroupHistoryQuerySchema,
  kigGroupHistorySchema,
  kigGroupKigsQuerySchema,
  kigGroupKigsSchema,
  kigGroupListQuerySchema,
  kigGroupListSchema,
  kigGroupMovedSchema,
  kigGroupMoveSchema,
} from '../kig-group-api.js';

/** Operations' groups (issue 18): the groups with their kindergartens, a kindergarten moved between them, the memberships' history. */
export const kigGroupEndpoints = {
  list: defineEndpoint({
    area: 'operations',
    method: 'GET',
    path: '/operations/group/list',
    summary: 'The kindergarten groups within reach, by name, each with its agent and its kindergartens now',
    access: { permission: 'operations:group:view' },
    input: kigGroupListQuerySchema,
    answer: kigGroupListSchema,
  }),
  kigs: defineEndpoint({
    area: 'operations',
    method: 'GET',
    path: '/operations/group/kigs',
    summary: "A group's kindergartens now (without a group: the kindergartens in none), with when each joined",
    access: { permission: 'operations:group:view' },
    input: kigGroupKigsQuerySchema,
    answer: kigGroupKigsSchema,
  }),
  move: defineEndpoint({
    area: 'operations',
    method: 'POST',
    path: '/operations/group/move',
    summary: 'Moves a kindergarten to another group, or out of any group (under its agent); its membership is ended and kept, the move audited',
    access: { permission: 'operations:group:move' },
    input: kigGroupMoveSchema,
    answer: kigGroupMovedSchema,
    success: 'success.ok',
  }),
  history: defineEndpoint({
    area: 'operations',
    method: 'GET',
    path: '/operations/group/history',
    summary: 'The memberships of a kindergarten or of a group, newest first: from, to and who moved it',
    access: { permission: 'operations:group:view' },
    input: kigGroupHistoryQuerySchema,
    answer: kigGroupHistorySchema,
  }),
  export: defineEndpoint({
    area: 'operations',
    method: 'POST',
    path: '/operations/group/export',
    summary: 'The groups with their kindergartens now, and every membership with its dates, as a spreadsheet',
    access: { permission: 'operations:group:export' },
    rateBucket: 'export',
    input: kigGroupListQuerySchema,
    answer: fileAnswer(XLSX_TYPE),
  }),
} as const;
