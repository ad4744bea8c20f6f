import { page, type CatalogueEntry, type MenuName } from './catalogue-entry.js';

/** Spec section 2: operations' "vip packages" and "renewals", the agent's package details, fee settings, monthly online review; issue 16. */
const packDirectory = (sort: number): CatalogueEntry => ({
  code: 'pack',
  kind: 'directory',
  name: { 'zh-CN': '套餐与会员', 'zh-TW': '套餐與會員', en: 'Packages and memberships' },
  href: '/pack',
  icon: 'gift',
  sort,
});

const names = {
  vip: { 'zh-CN': '会员套餐', 'zh-TW': '會員套餐', en: 'VIP packages' },
  recharge: { 'zh-CN': '充值套餐', 'zh-TW': '儲值套餐', en: 'Recharge packages' },
  renewals: { 'zh-CN': '会员续费', 'zh-TW': '會員續費', en: 'Membership renewals' },
  review: { 'zh-CN': '月度线上审核', 'zh-TW': '月度線上審核', en: 'Monthly online review' },
  details: { 'zh-CN': '套餐详情', 'zh-TW': '套餐詳情', en: 'Package details' },
  fees: { 'zh-CN': '收费设置', 'zh-TW': '收費設定', en: 'Fee settings' },
  payment: { 'zh-CN': '支付设置', 'zh-TW': '支付設定', en: 'Payment settings' },
  memberships: { 'zh-CN': '会员管理', 'zh-TW': '會員管理', en: 'Memberships' },
  smsOffers: { 'zh-CN': '短信套餐', 'zh-TW': '簡訊套餐', en: 'SMS offers' },
} satisfies Record<string, MenuName>;

const PRICE_BUTTONS = {
  view: { 'zh-CN': '查看会员价格', 'zh-TW': '查看會員價格', en: 'View membership prices' },
  add: { 'zh-CN': '新增会员价格', 'zh-TW': '新增會員價格', en: 'Add a membership price' },
  edit: { 'zh-CN': '编辑会员价格', 'zh-TW': '編輯會員價格', en: 'Edit a membership price' },
  delete: { 'zh-CN': '删除会员价格', 'zh-TW': '刪除會員價格', en: 'Delete a membership price' },
  export: { 'zh-CN': '导出会员价格', 'zh-TW': '匯出會員價格', en: 'Export membership prices' },
} satisfies Record<string, MenuName>;

/** Operations define the packages and put them on or off the shelf, and see every kindergarten's memberships and every agent's months. */
export const operationsPackages: CatalogueEntry[] = [
  packDirectory(40),
  ...page('pack.vip', 'pack', 1, names.vip, {
    componentUrl: 'agency/vipPackage',
    icon: 'crown',
    prefix: 'agency:vipPackage',
    buttons: ['add', 'edit', 'putOn', 'takeOff', 'export'],
  }),
  ...page('pack.recharge', 'pack', 2, names.recharge, {
    componentUrl: 'agency/rechargePackage',
    icon: 'wallet',
    prefix: 'agency:rechargePackage',
    buttons: ['add', 'edit', 'putOn', 'takeOff', 'export'],
  }),
  ...page('pack.renewals', 'pack', 3, names.renewals, {
    componentUrl: 'agency/membership',
    href: '/membershipRenewal',
    icon: 'team',
    prefix: 'agency:membership',
    buttons: ['export'],
  }),
  ...page('pack.review', 'pack', 4, names.review, { componentUrl: 'agency/monthlyReview', icon: 'audit', prefix: 'agency:monthlyReview', buttons: ['refresh', 'export'] }),
  // The SMS offers agents buy for their kindergartens (issue 17), kept like the recharge packages.
  ...page('pack.smsOffers', 'pack', 5, names.smsOffers, {
    componentUrl: 'agency/smsOffer',
    icon: 'message',
    prefix: 'agency:smsOffer',
    buttons: ['add', 'edit', 'putOn', 'takeOff', 'export'],
  }),
];

/** An agent sees the shelf at its price, sets its kindergartens' fees, follows their memberships and confirms its months. */
export const agentPackages: CatalogueEntry[] = [
  packDirectory(40),
  ...page('pack.details', 'pack', 1, names.details, { componentUrl: 'agency/packageDetails', icon: 'shop', prefix: 'agency:packageDetails' }),
  ...page('pack.fees', 'pack', 2, names.fees, {
    componentUrl: 'agency/kigFeeSetting',
    href: '/agenKigFeeSet',
    icon: 'dollar',
    prefix: 'agency:kigFeeSetting',
    buttons: ['add', 'edit', 'delete', 'export'],
  }),
  ...page('pack.renewals', 'pack', 3, names.renewals, {
    componentUrl: 'agency/membership',
    href: '/membershipRenewalAgent',
    icon: 'team',
    prefix: 'agency:membership',
    buttons: ['export'],
  }),
  ...page('pack.review', 'pack', 4, names.review, {
    componentUrl: 'agency/monthlyReview',
    icon: 'audit',
    prefix: 'agency:monthlyReview',
    buttons: ['refresh', 'confirm', 'export'],
  }),
];

/**
 * A group follows its kindergartens' memberships: each child's state today and the history, with the
 * kindergarten as a column and a filter, exported (the spec's section 2 names no group menu of its own
 * for packages; these are the kindergarten's lists over the group's kindergartens, read-only).
 */
export const groupPackages: CatalogueEntry[] = [
  packDirectory(60),
  ...page('pack.memberships', 'pack', 2, names.memberships, { componentUrl: 'agency/membership', icon: 'team', prefix: 'agency:membership', buttons: ['export'] }),
];

/** The kindergarten's payment settings (channels and its own prices) and its families' memberships, with the cash sale. */
export const kindergartenPackages: CatalogueEntry[] = [
  packDirectory(60),
  ...page('pack.payment', 'pack', 1, names.payment, {
    componentUrl: 'agency/paymentSetting',
    href: '/payment-setting',
    icon: 'setting',
    prefix: 'agency:kigPaymentSetting',
    buttons: ['add', 'edit', 'export'],
  }),
  // The prices are edited on the same page: their buttons hang under it.
  ...Object.entries(PRICE_BUTTONS).map(([action, name], i): CatalogueEntry => ({
    code: `pack.payment.price.${action}`,
    parent: 'pack.payment',
    kind: 'button',
    name,
    permission: `agency:kigVipPrice:${action as keyof typeof PRICE_BUTTONS}`,
    sort: 10 + i,
  })),
  ...page('pack.memberships', 'pack', 2, names.memberships, { componentUrl: 'agency/membership', icon: 'team', prefix: 'agency:membership', buttons: ['sell', 'export'] }),
];
