import { type CodePurpose, smsEndpoints } from '@kg/domain';
import { callEndpoint, callEndpointAnswer } from './endpoint';

const e = smsEndpoints;

/** Verification codes by SMS, the operations they protect, agent info and SMS packages (issue 16). */
export const smsApi = {
  sendCode: (checkType: CodePurpose) => callEndpoint(e.sendCode, { checkType }),
  checkMobile: () => callEndpoint(e.checkMobile, {}),
  changeHeadPhone: (phone: string, code: string) => callEndpointAnswer(e.changeHeadPhone, { phone, code }),
  agentInfo: (agentId?: string) => callEndpoint(e.agentInfo, agentId ? { agentId } : {}),
  agentInfoList: () => callEndpoint(e.agentInfoList, {}),
  saveBank: (input: { accountName: string; bankName: string; accountNo: string; code: string }) => callEndpointAnswer(e.saveBankAccount, input),
  saveProfile: (input: { name: string; contactName?: string | null; address?: string | null }) => callEndpointAnswer(e.saveAgentProfile, input),
  changeAgentPhone: (phone: string, code: string) => callEndpointAnswer(e.changeAgentPhone, { phone, code }),
  usage: (agentId?: string) => callEndpoint(e.smsUsage, agentId ? { agentId } : {}),
};
