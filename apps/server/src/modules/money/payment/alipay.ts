import { AlipaySdk } from 'alipay-sdk';
import type { PayChannel } from '@kg/domain';
import {
  type ChannelOrder,
  type ChannelRefund,
  type ChannelRefunded,
  type ChannelReply,
  fenToYuan,
  type PaymentChannel,
  type RefusedNotification,
  type VerifiedNotification,
  yuanToFen,
} from './channel.js';

/** A merchant's Alipay application (README, "Payment channels": ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY, ALIPAY_GATEWAY). */
export interface AlipayConfig {
  appId: string;
  /** The application's private key (PKCS#1 or PKCS#8 PEM): signs what we send. */
  privateKey: string;
  /** Alipay's public key (PEM): verifies what Alipay sends. */
  alipayPublicKey: string;
  gateway?: string;
}

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/**
 * Alipay through its official SDK (`alipay-sdk`): the app payment's order string is signed by the SDK
 * (`alipay.trade.app.pay`, no network), notifications are verified by the SDK's `checkNotifySignV2` over the
 * form fields as received (RSA2), and closing calls `alipay.trade.close`. The local channel is this same
 * code with its own keys: its notifications are verified exactly as Alipay's are.
 */
export class AlipayChannel implements PaymentChannel {
  protected readonly sdk: AlipaySdk;

  constructor(
    readonly name: PayChannel,
    protected readonly config: AlipayConfig,
  ) {
    this.sdk = new AlipaySdk({
      appId: config.appId,
      privateKey: config.privateKey,
      // A PKCS#8 PEM (`BEGIN PRIVATE KEY`) says so; Alipay's tools hand out PKCS#1 (`BEGIN RSA PRIVATE KEY`).
      keyType: config.privateKey.includes('BEGIN PRIVATE KEY') ? 'PKCS8' : 'PKCS1',
      alipayPublicKey: config.alipayPublicKey,
      signType: 'RSA2',
      ...(config.gateway ? { gateway: config.gateway } : {}),
    });
  }

  async createPayment(order: ChannelOrder, notifyUrl: string): Promise<Record<string, string>> {
    const orderString = this.sdk.sdkExecute('alipay.trade.app.pay', {
      notify_url: notifyUrl,
      bizContent: { out_trade_no: order.code, total_amount: fenToYuan(order.amount), subject: order.subject, time_expire: alipayTime(order.expiresAt) },
    });
    return { orderString };
  }

  verifyNotification(_headers: Record<string, string | string[] | undefined>, rawBody: string): VerifiedNotification | RefusedNotification {
    const fields = Object.fromEntries(new URLSearchParams(rawBody));
    const orderCode = fields.out_trade_no ?? null;
    let good = false;
    try {
      good = this.sdk.checkNotifySignV2(fields);
    } catch {
      good = false;
    }
    if (!good) return { verified: false, reason: 'signature', orderCode };
    if (fields.app_id !== this.config.appId) return { verified: false, reason: 'appId', orderCode };
    const amount = yuanToFen(fields.total_amount);
    if (!orderCode || amount === null) return { verified: false, reason: 'fields', orderCode };
    return { verified: true, orderCode, amount, tradeNo: fields.trade_no ?? '', success: PAID.has(fields.trade_status ?? '') };
  }

  async close(order: ChannelOrder): Promise<void> {
    const answer = await this.sdk.exec('alipay.trade.close', { bizContent: { out_trade_no: order.code } });
    // An order Alipay never saw (the payer never opened it) is closed already.
    if (answer.code !== '10000' && answer.subCode !== 'ACQ.TRADE_NOT_EXIST') throw new Error(`alipay.trade.close: ${answer.code} ${answer.subCode ?? ''}`);
  }

  /**
   * `alipay.trade.refund` through the SDK: the refund's code is `out_request_no` (Alipay refunds one request
   * number once, whatever is sent again); refused unless Alipay answers 10000 with the funds changed.
   */
  async refund(order: ChannelOrder, refund: ChannelRefund): Promise<ChannelRefunded> {
    // The answer moves money: its signature (Alipay's key) is checked before it is read.
    const answer = await this.sdk.exec('alipay.trade.refund', { bizContent: alipayRefundContent(order, refund) }, { validateSign: true });
    if (answer.code !== '10000') throw new Error(`alipay.trade.refund: ${answer.code} ${answer.subCode ?? ''}`);
    return { refundNo: String(answer.tradeNo ?? refund.code) };
  }

  /** Alipay retries until it reads `success` (and stops at `fail`'s limit). */
  reply(accepted: boolean): ChannelReply {
    return { status: 200, contentType: 'text/plain', body: accepted ? 'success' : 'fail' };
  }
}

/** Alipay's `time_expire`: yyyy-MM-dd HH:mm:ss in Beijing time. */
function alipayTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The business content of `alipay.trade.refund` (yuan with two decimals, by its digits). */
export function alipayRefundContent(order: ChannelOrder, refund: ChannelRefund) {
  return { out_trade_no: order.code, refund_amount: fenToYuan(refund.amount), out_request_no: refund.code, refund_reason: refund.reason.slice(0, 256) };
}
