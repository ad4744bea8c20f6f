import { z } from 'zod';
import './zod-messages.js';
import { FORMATS } from './entity/formats.js';
import { firstUserNameSchema, openedAreaCodeSchema, openedOrgCodeSchema, openedSchema } from './opening-fields.js';

/**
 * Operations' medical institutions (issue 18): the platform's institutions (organisations of kind
 * `institution`), each with its expert groups and accounts and the kindergartens that contract it;
 * operations open a new one with its first account. A kindergarten's own contracts stay on its
 * screen (health/contract): operations read them here across kindergartens.
 */

/** GET /operations/institution/list: the institutions, by a part of their name. */
export const institutionListQuerySchema = z.object({ name: z.string().max(64).optional() });
export type InstitutionListQuery = z.infer<typeof institutionListQuerySchema>;

export const institutionRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  areaCode: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  status: z.enum(['enabled', 'disabled']),
  /** Its live expert groups. */
  expertGroups: z.number().int(),
  /** The live accounts of the institution and of its expert groups. */
  accounts: z.number().int(),
  /** Kindergartens under a contract running today (enabled, begun and not ended). */
  runningKigs: z.number().int(),
  /** Every live contract, running or not. */
  contracts: z.number().int(),
});
export type InstitutionRow = z.infer<typeof institutionRowSchema>;
export const institutionListSchema = z.array(institutionRowSchema);

/** GET /operations/institution/contracts and /experts: one institution's. */
export const institutionQuerySchema = z.object({ institutionId: z.uuid() });
export type InstitutionQuery = z.infer<typeof institutionQuerySchema>;

/** Where a contract stands today: running, not begun, ended, or disabled by its kindergarten. */
export const CONTRACT_STATES = ['running', 'upcoming', 'ended', 'disabled'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

export const institutionContractSchema = z.object({
  id: z.string(),
  kigId: z.string(),
  kigCode: z.string(),
  kigName: z.string(),
  areaCode: z.string().nullable(),
  beginDate: z.string(),
  endDate: z.string(),
  note: z.string(),
  state: z.enum(CONTRACT_STATES),
});
export type InstitutionContract = z.infer<typeof institutionContractSchema>;
export const institutionContractsSchema = z.array(institutionContractSchema);

export const institutionAccountSchema = z.object({
  id: z.string(),
  userName: z.string(),
  nickName: z.string(),
  /** The institution itself or one of its expert groups. */
  orgName: z.string(),
  orgKind: z.enum(['institution', 'expert']),
  appType: z.number().int(),
  status: z.enum(['enabled', 'disabled']),
});
export type InstitutionAccount = z.infer<typeof institutionAccountSchema>;
export const institutionAccountsSchema = z.array(institutionAccountSchema);

/** POST /operations/institution/open: a new institution under the platform, with its first account. */
export const institutionOpenSchema = z.object({
  name: z.string().trim().min(1).max(64),
  code: openedOrgCodeSchema,
  areaCode: openedAreaCodeSchema,
  contactName: z
    .string()
    .trim()
    .max(32)
    .refine((v) => v === '' || FORMATS.personName.test(v), { error: 'validation.format.personName' })
    .optional(),
  contactPhone: z
    .string()
    .trim()
    .max(20)
    .refine((v) => v === '' || FORMATS.phone.test(v), { error: 'validation.format.phone' })
    .optional(),
  userName: firstUserNameSchema,
});
export type InstitutionOpen = z.infer<typeof institutionOpenSchema>;
export const institutionOpenedSchema = openedSchema;
