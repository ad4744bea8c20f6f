import type { CardHolder, ListResult, PersonKind } from '@kg/domain';
import { api, requestAnswer } from './client';

/** Body of POST /device/card/list; `kigId` only for a group account's chosen kindergarten. */
export interface CardQuery {
  kigId?: string;
  personKind?: PersonKind;
  keyword?: string;
  bound?: boolean;
  pageNumber: number;
  pageSize: number;
}

export interface CardBind {
  personKind: PersonKind;
  personId: string;
  /** null unbinds. */
  cardNo: string | null;
}

/** The device registry's own calls (the generic ones come from resourceApi). */
export const deviceApi = {
  register: (serialNo: string, verifyCode: string) =>
    requestAnswer<{ id: string }>('POST', '/device/device/register', { body: { serialNo, verifyCode } }),
  resetCode: (id: string) => requestAnswer<{ id: string; verifyCode: string }>('POST', '/device/device/resetCode', { body: { id } }),
  assign: (id: string, kigId: string | null) =>
    requestAnswer<{ id: string; kigId: string | null }>('POST', '/device/device/assign', { body: { id, kigId } }),
  cards: (body: CardQuery, signal?: AbortSignal) => api.post<ListResult<CardHolder>>('/device/card/list', body, { signal }),
  bindCard: (body: CardBind) => requestAnswer<unknown>('POST', '/device/card/bind', { body }),
};

export const deviceKeys = {
  cards: (q: CardQuery) => ['device', 'cards', q] as const,
  allCards: ['device', 'cards'] as const,
};
