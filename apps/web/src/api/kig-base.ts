import { kigBaseEndpoints } from '@kg/domain';
import type { appModuleChoicesSaveSchema, kigSettingSaveSchema } from '@kg/domain';
import type { z } from 'zod';
import { callEndpoint, callEndpointAnswer } from './endpoint';

const e = kigBaseEndpoints;

/** A kindergarten's live totals, its own settings, an agent's default app functions (issue 16). */
export const kigBaseApi = {
  totals: (id: string) => callEndpoint(e.kigTotals, { id }),
  servicesEnding: () => callEndpoint(e.servicesEnding, {}),
  erase: (id: string, code: string) => callEndpointAnswer(e.eraseKig, { id, code }),
  setting: () => callEndpoint(e.kigSetting, {}),
  saveSetting: (input: z.input<typeof kigSettingSaveSchema>) => callEndpointAnswer(e.saveKigSetting, input as z.infer<typeof kigSettingSaveSchema>),
  saveAppModules: (modules: z.infer<typeof appModuleChoicesSaveSchema>['modules']) => callEndpointAnswer(e.saveKigAppModules, { modules }),
  terminalPassword: (password: string) => callEndpointAnswer(e.changeTerminalPassword, { password }),
  agentModules: () => callEndpoint(e.agentAppModules, {}),
  saveAgentModules: (modules: z.infer<typeof appModuleChoicesSaveSchema>['modules']) => callEndpointAnswer(e.saveAgentAppModules, { modules }),
};
