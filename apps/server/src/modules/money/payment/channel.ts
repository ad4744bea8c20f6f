import type { PayChannel } from '@kg/domain';

/** What a channel needs of an order (README, "Payment channels"). Amounts are integer fen. */
export interface ChannelOrder {
  code: string;
  amount: number;
  subject: string;
  expiresAt: Date;
}

/** A notification whose signature held: the order it names and what it says was paid. */
export interface VerifiedNotification {
  verified: true;
  orderCode: string;
  /** Fen, converted from the channel's own unit without a float. */
  amount: number;
  tradeNo: string;
  /** The channel says the payment succeeded (other states are logged and change nothing). */
  success: boolean;
}
export interface RefusedNotification {
  verified: false;
  reason: string;
  /** The order the unverified body claims (logged only: nothing is trusted from it). */
  orderCode: string | null;
}

/** A refund as a channel is asked for it: its code (the request number), the amount in fen and the reason. */
export interface ChannelRefund {
  code: string;
  amount: number;
  reason: string;
}

/** What the channel answered: its number for the refund (or for the trade, where it names none). */
export interface ChannelRefunded {
  refundNo: string;
}

/** What the notification route answers the channel (each channel expects its own). */
export interface ChannelReply {
  status: number;
  contentType: string;
  body: string;
}

/**
 * A payment channel behind one interface: the drivers on the providers' SDKs (alipay.ts, wechat.ts) and the
 * local channel that plays a provider (local.ts). `verifyNotification` checks the signature over the raw
 * body and headers before any field is read as true; nothing moves on a refusal.
 */
export interface PaymentChannel {
  readonly name: PayChannel;
  /** What the payer's side needs to pay (a signed order string, a prepay id and its signature, the local page). */
  createPayment(order: ChannelOrder, notifyUrl: string): Promise<Record<string, string>>;
  verifyNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): VerifiedNotification | RefusedNotification;
  /** Closes the order on the channel, so that it can no longer be paid there. */
  close(order: ChannelOrder): Promise<void>;
  /**
   * Pays part or all of a paid order back to the payer (the refund's own code is its request number on the
   * channel, so that a request sent again is the same refund there). Throws when the channel refuses it.
   */
  refund(order: ChannelOrder, refund: ChannelRefund): Promise<ChannelRefunded>;
  reply(accepted: boolean): ChannelReply;
}

/** Yuan as the channels write them ("12.34") to fen, by its digits (never through a float); null when not such a number. */
export function yuanToFen(text: string | undefined): number | null {
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Fen as yuan with two decimals ("12.34"), by its digits. */
export function fenToYuan(fen: number): string {
  return `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

export const header = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};
