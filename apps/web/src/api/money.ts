import { moneyEndpoints } from '@kg/domain';
import type { DownloadProgress } from './client';
import { callEndpoint, callEndpointAnswer } from './endpoint';
import { downloadEndpoint } from './endpoint-download';

const e = moneyEndpoints;

/** The query keys of money's reads (the balance a purchase changes is read by the agency's pages too). */
export const moneyKeys = { accounts: ['money', 'accounts'] as const, lines: (id: string) => ['money', 'lines', id] as const, smsOffers: ['money', 'smsOffers'] as const };

/**
 * Money (issue 17): finance's decisions, an agent's withdrawal and purchases, each party's accounts and
 * ledger lines. Every call that moves money takes the `Idempotency-Key` of the user's action (`ActionKeys`).
 */
export const moneyApi = {
  approveRecharge: (id: string, key: string) => callEndpointAnswer(e.approveRecharge, { id }, { idempotencyKey: key }),
  rejectRecharge: (id: string, reason: string, key: string) => callEndpointAnswer(e.rejectRecharge, { id, reason }, { idempotencyKey: key }),
  rechargeDetails: (id: string) => callEndpoint(e.rechargeDetails, { id }),
  requestWithdrawal: (amount: number, key: string) => callEndpointAnswer(e.requestWithdrawal, { amount }, { idempotencyKey: key }),
  approveWithdrawal: (id: string, key: string) => callEndpointAnswer(e.approveWithdrawal, { id }, { idempotencyKey: key }),
  payWithdrawal: (id: string, reference: string, key: string) => callEndpointAnswer(e.payWithdrawal, { id, reference }, { idempotencyKey: key }),
  rejectWithdrawal: (id: string, reason: string, key: string) => callEndpointAnswer(e.rejectWithdrawal, { id, reason }, { idempotencyKey: key }),
  purchase: (kigId: string, packageId: string, key: string) => callEndpointAnswer(e.purchase, { kigId, packageId }, { idempotencyKey: key }),
  smsOffers: () => callEndpoint(e.smsOffers, {}),
  buySms: (kigId: string, offerId: string, key: string) => callEndpointAnswer(e.buySms, { kigId, offerId }, { idempotencyKey: key }),
  accounts: () => callEndpoint(e.accounts, {}),
  lines: (accountId: string, pageNumber: number, pageSize: number) => callEndpoint(e.lines, { accountId, pageNumber, pageSize }),
  exportLines: (accountId: string, onProgress?: DownloadProgress) => downloadEndpoint(e.exportLines, { accountId, pageNumber: 1, pageSize: 20 }, onProgress),
};
