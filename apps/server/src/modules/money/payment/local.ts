import { createPrivateKey, createPublicKey, createSign, generateKeyPairSync } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AlipayChannel } from './alipay.js';
import { type ChannelOrder, type ChannelRefund, type ChannelRefunded, fenToYuan } from './channel.js';

/** The local channel's application id: what its notifications carry as `app_id`. */
export const LOCAL_APP_ID = 'local-pay';

/** The local channel's RSA key pair: generated at first start into the data folder (`payment-local.pem`), kept after. */
export function localKeys(dataDir: string): { privateKey: string; publicKey: string } {
  const file = path.join(dataDir, 'payment-local.pem');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    // Written aside, then linked into place: two servers (or test files) starting at once keep the first.
    const aside = `${file}.${process.pid}.${Date.now()}`;
    writeFileSync(aside, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    try {
      linkSync(aside, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(aside);
    }
  }
  const privateKey = createPrivateKey(readFileSync(file, 'utf8'));
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString() };
}

/**
 * The local channel (README, "Payment channels"): for the demo and the tests it plays the provider. It is
 * the Alipay driver with keys of its own, so its notifications are verified by the very code that verifies
 * Alipay's; the payer "pays" on the family API's local page (`/app/v1/order/payLocal`), and the provider
 * part (`notification`) signs the notification as Alipay signs one.
 */
export class LocalChannel extends AlipayChannel {
  private readonly privateKey: string;

  constructor(keys: { privateKey: string; publicKey: string }) {
    super('local', { appId: LOCAL_APP_ID, privateKey: keys.privateKey, alipayPublicKey: keys.publicKey });
    this.privateKey = keys.privateKey;
  }

  override async createPayment(order: ChannelOrder): Promise<Record<string, string>> {
    return { payPage: '/app/v1/order/payLocal', orderCode: order.code, amount: fenToYuan(order.amount) };
  }

  /** Nothing to call: the local provider pays only unpaid orders through the family API, which reads the order's flag. */
  override async close(): Promise<void> {}

  /** The local provider pays back at once: its refund number is the refund's code. */
  override async refund(_order: ChannelOrder, refund: ChannelRefund): Promise<ChannelRefunded> {
    return { refundNo: `L${refund.code}` };
  }

  /**
   * The provider's part: the form body Alipay would post for a paid order (`TRADE_SUCCESS`), signed RSA2
   * over its fields sorted by name, `sign` and `sign_type` left out. `amount` in fen (a test may lie).
   */
  notification(fields: { orderCode: string; amount: number; tradeNo: string; status?: string; at: Date }): string {
    const params: Record<string, string> = {
      app_id: LOCAL_APP_ID,
      charset: 'utf-8',
      notify_id: `${fields.tradeNo}-${fields.at.getTime()}`,
      notify_time: fields.at.toISOString().slice(0, 19).replace('T', ' '),
      notify_type: 'trade_status_sync',
      out_trade_no: fields.orderCode,
      total_amount: fenToYuan(fields.amount),
      trade_no: fields.tradeNo,
      trade_status: fields.status ?? 'TRADE_SUCCESS',
      version: '1.0',
    };
    return signAlipayForm(params, this.privateKey);
  }
}

/** Signs form fields as Alipay signs a notification and answers the urlencoded body. */
export function signAlipayForm(params: Record<string, string>, privateKey: string): string {
  const content = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  const sign = createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
  return new URLSearchParams({ ...params, sign, sign_type: 'RSA2' }).toString();
}
