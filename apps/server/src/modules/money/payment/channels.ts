import type { PayChannel } from '@kg/domain';
import type { PaymentConfig } from '../../../platform/config.js';
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
  /** What the channel keeps of an amount it collects (fen), by its configured rate. */
  fee(name: PayChannel, amount: number): number;
  feeBasisPoints(name: PayChannel): number;
  /** Minutes an order waits for its payment before it closes (PAY_ORDER_MINUTES, default 30). */
  orderMinutes: number;
}

/** A channel's fee on an amount: its rate in basis points, rounded half up to the fen in integers (no float carries money). */
export function channelFee(amount: number, basisPoints: number): number {
  return Math.floor((amount * basisPoints + 5_000) / 10_000);
}

/**
 * The channels configured (`config.payment`, read from the environment by the server's config; README,
 * "Payment channels"): the local one unless PAY_LOCAL=off (a production deployment turns it off), Alipay
 * when ALIPAY_APP_ID is set, WeChat Pay when WECHATPAY_MCH_ID is set; each with its fee rate.
 */
export function paymentChannels(config: PaymentConfig, dataDir: string): PaymentChannels {
  const map = new Map<PayChannel, PaymentChannel>();
  let local: LocalChannel | undefined;
  if (config.local) {
    local = new LocalChannel(localKeys(dataDir));
    map.set('local', local);
  }
  if (config.alipay) map.set('alipay', new AlipayChannel('alipay', config.alipay));
  if (config.wechatPay) map.set('wechatPay', new WechatChannel(config.wechatPay));
  return {
    local,
    has: (name) => map.has(name),
    get(name) {
      const channel = map.get(name);
      if (!channel) throw ruleBroken('payment.channelOff');
      return channel;
    },
    notifyUrl: (name) => `${config.notifyBaseUrl}/pay/notify/${name}`,
    fee: (name, amount) => channelFee(amount, config.feeBasisPoints[name]),
    feeBasisPoints: (name) => config.feeBasisPoints[name],
    orderMinutes: config.orderMinutes,
  };
}
