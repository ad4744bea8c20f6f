import type { PayChannel } from '@kg/domain';
import { ruleBroken } from '../../../platform/errors.js';
import { AlipayChannel } from './alipay.js';
import type { PaymentChannel } from './channel.js';
import { LocalChannel, localKeys } from './local.js';
import { WechatChannel } from './wechat.js';

export interface PaymentChannels {
  local: LocalChannel | undefined;
  /** The channel by name, or the refusal of one not configured. */
  get(name: PayChannel): PaymentChannel;
  has(name: PayChannel): boolean;
  /** The public address notifications are sent to (PAY_NOTIFY_BASE_URL + /pay/notify/<channel>). */
  notifyUrl(name: PayChannel): string;
}

const pem = (v: string) => v.replace(/\\n/g, '\n');

/**
 * The channels configured by the environment (README, "Payment channels"): the local one unless
 * PAY_LOCAL=off (a production deployment turns it off), Alipay when ALIPAY_APP_ID is set, WeChat Pay when
 * WECHATPAY_MCH_ID is set. Keys are PEM text (`\n` may stand for line breaks).
 */
export function paymentChannels(env: NodeJS.ProcessEnv, dataDir: string): PaymentChannels {
  const map = new Map<PayChannel, PaymentChannel>();
  let local: LocalChannel | undefined;
  if (env.PAY_LOCAL !== 'off') {
    local = new LocalChannel(localKeys(dataDir));
    map.set('local', local);
  }
  if (env.ALIPAY_APP_ID) {
    map.set(
      'alipay',
      new AlipayChannel('alipay', {
        appId: env.ALIPAY_APP_ID,
        privateKey: pem(env.ALIPAY_PRIVATE_KEY ?? ''),
        alipayPublicKey: pem(env.ALIPAY_PUBLIC_KEY ?? ''),
        ...(env.ALIPAY_GATEWAY ? { gateway: env.ALIPAY_GATEWAY } : {}),
      }),
    );
  }
  if (env.WECHATPAY_MCH_ID) {
    map.set(
      'wechatPay',
      new WechatChannel({
        mchId: env.WECHATPAY_MCH_ID,
        appId: env.WECHATPAY_APP_ID ?? '',
        serial: env.WECHATPAY_SERIAL ?? '',
        privateKey: pem(env.WECHATPAY_PRIVATE_KEY ?? ''),
        apiV3Key: env.WECHATPAY_API_V3_KEY ?? '',
        publicKeyId: env.WECHATPAY_PUBLIC_KEY_ID ?? '',
        publicKey: pem(env.WECHATPAY_PUBLIC_KEY ?? ''),
      }),
    );
  }
  const base = (env.PAY_NOTIFY_BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  return {
    local,
    has: (name) => map.has(name),
    get(name) {
      const channel = map.get(name);
      if (!channel) throw ruleBroken('payment.channelOff');
      return channel;
    },
    notifyUrl: (name) => `${base}/pay/notify/${name}`,
  };
}
