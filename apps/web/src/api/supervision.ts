import { type AlertAction, type AlertRules, type AlertStatus, type AuthorityKind, supervisionEndpoints } from '@kg/domain';
import type { DownloadProgress } from './client';
import { callEndpoint, callEndpointAnswer } from './endpoint';
import { downloadEndpoint } from './endpoint-download';

const e = supervisionEndpoints;

/** Period of the supervision figures: a day or a month. */
export type SupervisionPeriod = { date: string } | { month: string };

/** The supervisory platform (issue 18): an authority's area, outbreak alerts, operations' authorities. */
export const supervisionApi = {
  overview: (period: SupervisionPeriod) => callEndpoint(e.overview, period),
  exportOverview: (period: SupervisionPeriod, onProgress?: DownloadProgress) => downloadEndpoint(e.overviewExport, period, onProgress),
  kindergarten: (kigId: string, period: SupervisionPeriod) => callEndpoint(e.kindergarten, { kigId, ...period }),
  alerts: (pageNumber: number, pageSize: number, status?: AlertStatus) => callEndpoint(e.alertList, { pageNumber, pageSize, ...(status ? { status } : {}) }),
  alert: (id: string) => callEndpoint(e.alertGet, { id }),
  answer: (id: string, actions: AlertAction[], note: string) => callEndpointAnswer(e.alertAnswer, { id, actions, note }),
  close: (id: string, note: string) => callEndpointAnswer(e.alertClose, { id, note }),
  rules: () => callEndpoint(e.rulesGet, {}),
  saveRules: (rules: AlertRules, updatedAt: string | null) => callEndpoint(e.rulesSave, { ...rules, updatedAt }),
  deleteRules: (areaCode: string, updatedAt: string) => callEndpoint(e.rulesDelete, { areaCode, updatedAt }),
  createAuthority: (body: { name: string; code: string; authorityKind: AuthorityKind; areaCode: string; userName: string }) => callEndpoint(e.authorityCreate, body),
};
