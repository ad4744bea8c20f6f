import { defineEndpoint, fileAnswer, XLSX_TYPE } from '../endpoint/define-endpoint.js';
import {
  institutionAccountsSchema,
  institutionContractsSchema,
  institutionListQuerySchema,
  institutionListSchema,
  institutionOpenedSchema,
  institutionOpenSchema,
  institutionQuerySchema,
} from '../institution-api.js';

/** Operations' medical institutions (issue 18): the institutions, their contracts and experts, a new one opened, the sheet. */
export const institutionEndpoints = {
  list: defineEndpoint({
    area: 'operations',
    method: 'GET',
    path: '/operations/institution/list',
    summary: 'The medical institutions within reach, by name, each with its expert groups, accounts and kindergartens under contract',
    access: { permission: 'operations:institution:view' },
    input: institutionListQuerySchema,
    answer: institutionListSchema,
  }),
  contracts: defineEndpoint({
    area: 'operations',
    method: 'GET',
    path: '/operations/institution/contracts',
    summary: "An institution's contracts with kindergartens, each with where it stands today",
    access: { permission: 'operations:institution:view' },
    input: institutionQuerySchema,
    answer: institutionContractsSchema,
  }),
  experts: defineEndpoint({
    area: 'operations',
    method: 'GET',
    path: '/operations/institution/experts',
    summary: 'The accounts of an institution and of its expert groups',
    access: { permission: 'operations:institution:view' },
    input: institutionQuerySchema,
    answer: institutionAccountsSchema,
  }),
  open: defineEndpoint({
    area: 'operations',
    method: 'POST',
    path: '/operations/institution/open',
    summary: 'Operations open a medical institution under the platform, with its administrator role and first account (the password shown once)',
    access: { permission: 'operations:institution:add' },
    input: institutionOpenSchema,
    answer: institutionOpenedSchema,
    success: 'success.ok',
  }),
  export: defineEndpoint({
    area: 'operations',
    method: 'POST',
    path: '/operations/institution/export',
    summary: 'The institutions with their figures, and every contract with where it stands, as a spreadsheet',
    access: { permission: 'operations:institution:export' },
    rateBucket: 'export',
    input: institutionListQuerySchema,
    answer: fileAnswer(XLSX_TYPE),
  }),
} as const;
