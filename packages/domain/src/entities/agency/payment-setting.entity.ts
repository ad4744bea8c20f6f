import { defineEntity } from '../../entity/define.js';
import { kigField } from '../campus/common.js';

/** The payment channels a kindergarten may accept (spec section 5, payment channel); issue 17's ledger names the same. */
export const PAYMENT_CHANNELS = ['wechatPay', 'alipay', 'cash', 'transfer'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/** A kindergarten's payment settings (spec hidden page `payment-setting`): the channels it accepts; one row a kindergarten. */
export const kigPaymentSettingEntity = defineEntity({
  name: 'kigPaymentSetting',
  area: 'agency',
  scope: 'kindergarten',
  permission: 'agency:kigPaymentSetting',
  labelField: 'kigId',
  fields: {
    kigId: { ...kigField, unique: true },
    channels: { kind: 'enums', values: PAYMENT_CHANNELS, required: true, default: ['cash'], width: 260 },
  },
  actions: { delete: false, export: true },
});
