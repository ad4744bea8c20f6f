import { z } from 'zod';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import {
  agentAppModulesSchema,
  appModuleChoicesSaveSchema,
  kigSettingSaveSchema,
  kigSettingSchema,
  kigTotalsQuerySchema,
  kigTotalsSchema,
  servicesEndingSchema,
  terminalPasswordSchema,
} from '../kig-setting-api.js';
import { eraseKigAnswerSchema, eraseKigSchema } from '../sms-api.js';

const done = z.object({ id: z.string() });

/**
 * A kindergarten's record beside its generic calls (its live totals), its own settings
 * (`kigBaseKigSetting`, `app-function`, `kigCampusChangePsd`) and an agent's default app functions
 * for its kindergartens (`AgentAPPModuleConfig`): issue 16.
 */
export const kigBaseEndpoints = {
  kigTotals: defineEndpoint({
    area: 'agency',
    method: 'GET',
    path: '/agency/kigBase/totals',
    summary: "A kindergarten's live totals: studying children, teachers on duty, classes",
    access: { permission: 'agency:kigBase:view' },
    input: kigTotalsQuerySchema,
    answer: kigTotalsSchema,
  }),
  servicesEnding: defineEndpoint({
    area: 'agency',
    method: 'GET',
    path: '/agency/kigBase/serviceEnding',
    summary: "The kindergartens of the session's reach whose platform service ends within 30 days (each on its own clock), soonest first",
    access: { permission: 'agency:kigBase:view' },
    input: z.object({}),
    answer: servicesEndingSchema,
  }),
  eraseKig: defineEndpoint({
    area: 'agency',
    method: 'POST',
    path: '/agency/kigBase/erase',
    summary: "Deletes the data of a kindergarten whose service has ended (children's and parents' personal data erased, its accounts disabled), with a code",
    access: { permission: 'agency:kigBase:erase' },
    input: eraseKigSchema,
    answer: eraseKigAnswerSchema,
    success: 'agency.kig.erased',
  }),
  kigSetting: defineEndpoint({
    area: 'agency',
    method: 'GET',
    path: '/kigs/kig-setting/get',
    summary: "The session's kindergarten's own settings: profile, photo, time zone, app functions",
    access: { permission: 'agency:kigSetting:view' },
    input: z.object({}),
    answer: kigSettingSchema,
  }),
  saveKigSetting: defineEndpoint({
    area: 'agency',
    method: 'POST',
    path: '/kigs/kig-setting/save',
    summary: "Saves the session's kindergarten's profile and time zone at the version read",
    access: { permission: 'agency:kigSetting:edit' },
    input: kigSettingSaveSchema,
    answer: kigSettingSchema,
    success: 'success.saved',
  }),
  saveKigAppModules: defineEndpoint({
    area: 'agency',
    method: 'POST',
    path: '/kigs/kig-setting/appModules',
    summary: "Sets which modules the kindergarten's parents' app shows (null: as its agent or the platform decides)",
    access: { permission: 'agency:kigSetting:edit' },
    input: appModuleChoicesSaveSchema,
    answer: kigSettingSchema,
    success: 'success.saved',
  }),
  changeTerminalPassword: defineEndpoint({
    area: 'agency',
    method: 'POST',
    path: '/kigs/kig-setting/terminalPassword',
    summary: "Changes the password of the kindergarten's machines' terminal account",
    access: { permission: 'agency:kigSetting:terminalPassword' },
    input: terminalPasswordSchema,
    answer: done,
    success: 'success.saved',
  }),
  agentAppModules: defineEndpoint({
    area: 'agency',
    method: 'GET',
    path: '/agency/agentAppModule/get',
    summary: "The agent's default parents' app modules for its kindergartens, and the platform's",
    access: { permission: 'agency:agentAppModule:view' },
    input: z.object({}),
    answer: agentAppModulesSchema,
  }),
  saveAgentAppModules: defineEndpoint({
    area: 'agency',
    method: 'POST',
    path: '/agency/agentAppModule/save',
    summary: "Sets the agent's default parents' app modules for its kindergartens (null: as the platform decides)",
    access: { permission: 'agency:agentAppModule:edit' },
    input: appModuleChoicesSaveSchema,
    answer: agentAppModulesSchema,
    success: 'success.saved',
  }),
} as const;
