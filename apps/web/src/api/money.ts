import { moneyEndpoints } from '@kg/domain';
import type { DownloadProgress } from './client';
import { callEndpoint, callEndpointAnswer } from './endpoint';
import { downloadEndpoint } from './endpoint-download';

const e = moneyEndpoints;

/** Money (issue 17): finance's decisions, an agent's withdrawal, each party's accounts and ledger lines. */
export const moneyApi = {
  approveRecharge: (id: string) => callEndpointAnswer(e.approveRecharge, { id }),
  rejectRecharge: (id: string, reason: string) => callEndpointAnswer(e.rejectRecharge, { id, reason }),
  rechargeDetails: (id: string) => callEndpoint(e.rechargeDetails, { id }),
  requestWithdrawal: (amount: number) => callEndpointAnswer(e.requestWithdrawal, { amount }),
  approveWithdrawal: (id: string) => callEndpointAnswer(e.approveWithdrawal, { id }),
  payWithdrawal: (id: string, reference: string) => callEndpointAnswer(e.payWithdrawal, { id, reference }),
  rejectWithdrawal: (id: string, reason: string) => callEndpointAnswer(e.rejectWithdrawal, { id, reason }),
  accounts: () => callEndpoint(e.accounts, {}),
  lines: (accountId: string, pageNumber: number, pageSize: number) => callEndpoint(e.lines, { accountId, pageNumber, pageSize }),
  exportLines: (accountId: string, onProgress?: DownloadProgress) => downloadEndpoint(e.exportLines, { accountId, pageNumber: 1, pageSize: 20 }, onProgress),
};
