import type { DictShape } from '../types.js';
import type { packEntitiesZhCN, packTextZhCN } from './pack.zh-CN.js';

export const packTextEn: DictShape<typeof packTextZhCN> = {
  pack: {
    offShelf: 'This package is not on the shelf',
    kigBelowAgent: 'The kindergarten price may not be below the agent price',
    feeBelowCost: "The agent's fee may not be below the package's cost of {{cost}} yuan",
    priceBelowAgent: "The kindergarten's price may not be below the agent's {{floor}} yuan",
    notTrial: 'This package is not a trial',
    trialUsed: 'This child has already used a trial',
    membersOnly: 'Growth reports are for members only: {{name}} has no membership',
    membersEnded: "Growth reports are for members only: {{name}}'s membership ended on {{endDate}}",
    monthOpen: 'This month is not over yet and cannot be confirmed',
    monthClosed: 'This month is confirmed and closed',
    state: { active: 'Active', ending: 'Ending soon', expired: 'Expired', none: 'No membership' },
    statusSheet: {
      title: 'Membership states ({{today}})',
      fileName: 'Membership states',
      student: 'Child',
      kindergarten: 'Kindergarten',
      packageName: 'Membership package',
      startDate: 'Start date',
      endDate: 'End date',
      state: 'State',
      periods: 'Periods bought',
      renewals: 'Renewals',
    },
  },
};

export const packEntitiesEn: DictShape<typeof packEntitiesZhCN> = {
  rechargePackage: {
    title: 'Recharge packages',
    fields: {
      orderCode: 'Order code',
      packageType: 'Type',
      months: 'Months',
      monthlyFee: 'Monthly fee (yuan)',
      agentPrice: 'Agent price (yuan)',
      kigPrice: 'Kindergarten price (yuan)',
      shelfState: 'Shelf',
    },
    values: {
      packageType: { platform: 'Platform service', video: 'Video service', morningCheck: 'Morning check service' },
      shelfState: { onShelf: 'On the shelf', offShelf: 'Off the shelf' },
    },
    actions: { putOn: 'Put on shelf', takeOff: 'Take off shelf' },
  },
  vipPackage: {
    title: 'VIP packages',
    fields: {
      packageName: 'Package name',
      validDays: 'Valid days',
      charge: 'Charge (yuan)',
      androidCharge: 'Android charge (yuan)',
      iosCharge: 'iOS charge (yuan)',
      tryFlag: 'Trial',
      shelfState: 'Shelf',
    },
    values: { shelfState: { onShelf: 'On the shelf', offShelf: 'Off the shelf' } },
    actions: { putOn: 'Put on shelf', takeOff: 'Take off shelf' },
  },
  kigFeeSetting: {
    title: 'Fee settings',
    fields: { kigId: 'Kindergarten', packageId: 'VIP package', agentPrice: "Agent's fee (yuan)" },
  },
  kigVipPrice: {
    title: 'Membership prices',
    fields: { kigId: 'Kindergarten', packageId: 'VIP package', price: "Kindergarten's price (yuan)" },
  },
  kigPaymentSetting: {
    title: 'Payment settings',
    fields: { kigId: 'Kindergarten', channels: 'Payment channels' },
    values: { channels: { wechatPay: 'WeChat Pay', alipay: 'Alipay', cash: 'Cash', transfer: 'Bank transfer' } },
  },
  membership: {
    title: 'Membership history',
    fields: {
      kigId: 'Kindergarten',
      studentId: 'Child',
      packageId: 'VIP package',
      source: 'Source',
      startDate: 'Start date',
      endDate: 'End date',
      pricePaid: 'Paid (yuan)',
      renewal: 'Renewal',
      soldOn: 'Sold on',
    },
    values: { source: { trial: 'Trial', sale: 'Cash sale', online: 'Online payment' } },
  },
  monthlyReview: {
    title: 'Monthly online review',
    fields: {
      kigId: 'Kindergarten',
      month: 'Month',
      soldCount: 'Memberships sold',
      soldAmount: 'Amount sold (yuan)',
      state: 'State',
      confirmedBy: 'Confirmed by',
      confirmedAt: 'Confirmed at',
    },
    values: { state: { toConfirm: 'To be confirmed', confirmed: 'Confirmed' } },
    actions: { confirm: 'Confirm' },
  },
};
