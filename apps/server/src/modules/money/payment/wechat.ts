import { createPublicKey, type KeyObject } from 'node:crypto';
import type { PayChannel } from '@kg/domain';
import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import {
  type ChannelOrder,
  type ChannelRefund,
  type ChannelRefunded,
  type ChannelReply,
  header,
  type PaymentChannel,
  type RefusedNotification,
  type VerifiedNotification,
} from './channel.js';

/**
 * A merchant's WeChat Pay v3 account (README, "Payment channels": WECHATPAY_MCH_ID, WECHATPAY_APP_ID,
 * WECHATPAY_SERIAL, WECHATPAY_PRIVATE_KEY, WECHATPAY_API_V3_KEY, WECHATPAY_PUBLIC_KEY_ID, WECHATPAY_PUBLIC_KEY).
 */
export interface WechatConfig {
  mchId: string;
  appId: string;
  /** The serial number of the merchant's API certificate. */
  serial: string;
  /** The merchant's API private key (PEM): signs requests and the app's payment parameters. */
  privateKey: string;
  /** The APIv3 key (32 characters): decrypts a notification's resource (AEAD_AES_256_GCM). */
  apiV3Key: string;
  /** WeChat Pay's public key and its id (PUB_KEY_ID_...), or a platform certificate's serial and key. */
  publicKeyId: string;
  publicKey: string;
  /** The API's address (WeChat Pay's by default; the tests' own gateway). */
  gateway?: string;
}

/** Notifications older than this are refused (a replayed body, WeChat Pay's own advice). */
const MAX_AGE_SECONDS = 5 * 60;

/**
 * WeChat Pay v3 through `wechatpay-axios-plugin` (maintained by a WeChat Pay developer, APIv3 with the
 * public-key mode, offline signing and verification primitives): an app payment is a `prepay_id` from
 * `/v3/pay/transactions/app` and the parameters the app signs with; a notification is verified by its
 * `Wechatpay-Signature` over `timestamp\nnonce\nbody\n` with WeChat Pay's key, then its resource decrypted
 * with the APIv3 key; closing calls `/v3/pay/transactions/out-trade-no/{code}/close`.
 */
export class WechatChannel implements PaymentChannel {
  readonly name: PayChannel = 'wechatPay';
  private readonly publicKey: KeyObject;
  private client: ReturnType<typeof Wechatpay.prototype.chain> | undefined;

  constructor(
    private readonly config: WechatConfig,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.publicKey = createPublicKey(config.publicKey);
  }

  private api() {
    this.client ??= new Wechatpay({
      mchid: this.config.mchId,
      serial: this.config.serial,
      privateKey: this.config.privateKey,
      certs: { [this.config.publicKeyId]: this.publicKey },
      ...(this.config.gateway ? { baseURL: this.config.gateway } : {}),
    });
    return this.client;
  }

  async createPayment(order: ChannelOrder, notifyUrl: string): Promise<Record<string, string>> {
    const { data } = await this.api()
      .chain('v3/pay/transactions/app')
      .post({
        appid: this.config.appId,
        mchid: this.config.mchId,
        description: order.subject,
        out_trade_no: order.code,
        time_expire: order.expiresAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
        notify_url: notifyUrl,
        amount: { total: order.amount, currency: 'CNY' },
      });
    return this.appParameters(String((data as unknown as { prepay_id: string }).prepay_id));
  }

  /** What the app calls the WeChat SDK with: signed with the merchant's key over appid, timestamp, nonce and prepay id. */
  appParameters(prepayId: string): Record<string, string> {
    const timestamp = String(Formatter.timestamp());
    const nonceStr = Formatter.nonce();
    const sign = Rsa.sign(Formatter.joinedByLineFeed(this.config.appId, timestamp, nonceStr, prepayId), this.config.privateKey);
    return { appid: this.config.appId, partnerid: this.config.mchId, prepayid: prepayId, package: 'Sign=WXPay', noncestr: nonceStr, timestamp, sign };
  }

  verifyNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): VerifiedNotification | RefusedNotification {
    const timestamp = header(headers, 'wechatpay-timestamp') ?? '';
    const nonce = header(headers, 'wechatpay-nonce') ?? '';
    const signature = header(headers, 'wechatpay-signature') ?? '';
    const serial = header(headers, 'wechatpay-serial') ?? '';
    if (serial !== this.config.publicKeyId || !signature) return { verified: false, reason: 'serial', orderCode: null };
    let good = false;
    try {
      good = Rsa.verify(Formatter.joinedByLineFeed(timestamp, nonce, rawBody), signature, this.publicKey);
    } catch {
      good = false;
    }
    if (!good) return { verified: false, reason: 'signature', orderCode: null };
    if (Math.abs(this.now().getTime() / 1000 - Number(timestamp)) > MAX_AGE_SECONDS) return { verified: false, reason: 'stale', orderCode: null };
    try {
      const { resource } = JSON.parse(rawBody) as { resource: { ciphertext: string; nonce: string; associated_data?: string } };
      const plain = JSON.parse(Aes.AesGcm.decrypt(resource.ciphertext, this.config.apiV3Key, resource.nonce, resource.associated_data ?? '')) as {
        out_trade_no?: string;
        transaction_id?: string;
        trade_state?: string;
        mchid?: string;
        amount?: { total?: number };
      };
      const amount = plain.amount?.total;
      if (!plain.out_trade_no || !Number.isSafeInteger(amount) || plain.mchid !== this.config.mchId)
        return { verified: false, reason: 'fields', orderCode: plain.out_trade_no ?? null };
      return { verified: true, orderCode: plain.out_trade_no, amount: amount!, tradeNo: plain.transaction_id ?? '', success: plain.trade_state === 'SUCCESS' };
    } catch {
      return { verified: false, reason: 'resource', orderCode: null };
    }
  }

  async close(order: ChannelOrder): Promise<void> {
    await this.api().chain(`v3/pay/transactions/out-trade-no/${order.code}/close`).post({ mchid: this.config.mchId });
  }

  /**
   * `/v3/refund/domestic/refunds`: the refund's code is `out_refund_no` (WeChat Pay refunds one number once).
   * WeChat Pay accepts a refund as SUCCESS or PROCESSING (it pays back within its own delay); CLOSED or
   * ABNORMAL, or an error answer, refuses it here.
   */
  async refund(order: ChannelOrder, refund: ChannelRefund): Promise<ChannelRefunded> {
    const { data } = await this.api().chain('v3/refund/domestic/refunds').post(wechatRefundBody(order, refund));
    const answer = data as unknown as { refund_id?: string; status?: string };
    if (answer.status !== 'SUCCESS' && answer.status !== 'PROCESSING') throw new Error(`wechatpay refund: ${answer.status ?? 'no status'}`);
    return { refundNo: String(answer.refund_id ?? refund.code) };
  }

  /** WeChat Pay reads a 2xx as received; otherwise it retries. */
  reply(accepted: boolean): ChannelReply {
    return accepted
      ? { status: 204, contentType: 'application/json', body: '' }
      : { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: 'refused' }) };
  }
}

/** The body of a WeChat Pay v3 refund request (amounts in fen, as WeChat Pay counts them). */
export function wechatRefundBody(order: ChannelOrder, refund: ChannelRefund) {
  return { out_trade_no: order.code, out_refund_no: refund.code, reason: refund.reason.slice(0, 80), amount: { refund: refund.amount, total: order.amount, currency: 'CNY' } };
}
