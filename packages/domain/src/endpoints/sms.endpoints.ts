import { z } from 'zod';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import type { PermissionCode } from '../permissions.js';
import {
  agentInfoQuerySchema,
  agentInfoSchema,
  agentProfileSchema,
  changeAgentPhoneSchema,
  changeHeadPhoneSchema,
  checkMobileQuerySchema,
  type CodePurpose,
  saveBankAccountSchema,
  sendCodeAnswerSchema,
  sendCodeSchema,
  smsUsageSchema,
} from '../sms-api.js';

/** Who may ask for a code for each purpose: who may do what it opens. */
export const CODE_PURPOSE_PERMISSION: Readonly<Record<CodePurpose, PermissionCode>> = {
  kig_phone: 'agency:kigPhone:edit',
  bank_account: 'agency:agentInfo:edit',
  stu_exp: 'campus:student:export',
  par_exp: 'campus:parent:export',
  kig_delete: 'agency:kigBase:erase',
  agent_phone: 'agency:agentInfo:edit',
};
const ANY_PURPOSE = Object.values(CODE_PURPOSE_PERMISSION);

/**
 * Verification codes by SMS and the operations they protect (issue 16). The two spec names (section 7)
 * keep their paths; the protected operations are the product's own.
 */
export const smsEndpoints = {
  sendCode: defineEndpoint({
    area: 'agency',
    method: 'POST',
    path: '/kigs/kig-verify-code/sendCode',
    summary: "Sends a six-digit verification code for one operation to the phone on record of the session's organisation",
    access: { permission: ANY_PURPOSE },
    input: sendCodeSchema,
    answer: sendCodeAnswerSchema,
    success: 'success.ok',
  }),
  checkMobile: defineEndpoint({
    area: 'agency',
    method: 'GET',
    path: '/kigs/kig-base/getInfoCheckMobile',
    summary: "The phone a verification code goes to (a kindergarten's head's), masked",
    access: { permission: ANY_PURPOSE },
    input: checkMobileQuerySchema,
    answer: z.string(),
  }),
  changeHeadPhone: defineEndpoint({
    area: 'agency',
    method: 'POST',
    path: '/agency/kig/changeHeadPhone',
    summary: "Changes the kindergarten's head phone, with a code sent to the current one",
    access: { permission: 'agency:kigPhone:edit' },
    input: changeHeadPhoneSchema,
    answer: z.object({ phone: z.string() }),
    success: 'success.saved',
  }),
  agentInfo: defineEndpoint({
    area: 'agency',
    method: 'GET',
    path: '/agency/agentInfo/get',
    summary: "An agent's profile and bank account (masked): its own, or the agent operations name",
    access: { permission: 'agency:agentInfo:view' },
    input: agentInfoQuerySchema,
    answer: agentInfoSchema,
  }),
  agentInfoList: defineEndpoint({
    area: 'agency',
    method: 'GET',
    path: '/agency/agentInfo/list',
    summary: "Every agent's profile and bank account (masked) the session reaches",
    access: { permission: 'agency:agentInfo:view' },
    answer: z.array(agentInfoSchema),
  }),
  saveBankAccount: defineEndpoint({
    area: 'agency',
    method: 'POST',
    path: '/agency/agentInfo/saveBank',
    summary: "Changes the agent's bank account, with a code sent to its contact phone",
    access: { permission: 'agency:agentInfo:edit' },
    input: saveBankAccountSchema,
    answer: agentInfoSchema,
    success: 'success.saved',
  }),
  saveAgentProfile: defineEndpoint({
    area: 'agency',
    method: 'POST',
    path: '/agency/agentInfo/saveProfile',
    summary: "Changes the agent's own profile: its name, contact person and address",
    access: { permission: 'agency:agentInfo:edit' },
    input: agentProfileSchema,
    answer: agentInfoSchema,
    success: 'success.saved',
  }),
  changeAgentPhone: defineEndpoint({
    area: 'agency',
    method: 'POST',
    path: '/agency/agentInfo/changePhone',
    summary: "Changes the agent's contact phone, with a code sent to the current one",
    access: { permission: 'agency:agentInfo:edit' },
    input: changeAgentPhoneSchema,
    answer: agentInfoSchema,
    success: 'success.saved',
  }),
  smsUsage: defineEndpoint({
    area: 'agency',
    method: 'GET',
    path: '/agency/smsPackage/usage',
    summary: "An agent's SMS quota bought, used and left, and the messages sent per kindergarten",
    access: { permission: 'agency:smsPackage:view' },
    input: agentInfoQuerySchema,
    answer: smsUsageSchema,
  }),
} as const;
