import { deviceEndpoints, type PersonKind } from '@kg/domain';
import { callEndpoint, callEndpointAnswer } from './endpoint';

const e = deviceEndpoints;

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
  register: (serialNo: string, verifyCode: string) => callEndpointAnswer(e.register, { serialNo, verifyCode }),
  resetCode: (id: string) => callEndpointAnswer(e.resetCode, { id }),
  assign: (id: string, kigId: string | null) => callEndpointAnswer(e.assign, { id, kigId }),
  cards: (body: CardQuery, signal?: AbortSignal) => callEndpoint(e.cards, body, { signal }),
  bindCard: (body: CardBind) => callEndpointAnswer(e.bindCard, body),
};

export const deviceKeys = {
  cards: (q: CardQuery) => ['device', 'cards', q] as const,
  allCards: ['device', 'cards'] as const,
};
