import { page, type CatalogueEntry, type MenuName } from './catalogue-entry.js';

/**
 * Money (issue 17), in the spec's places: finance's recharge and withdrawal lists (section 2, "Finance"),
 * an agent's top-up and withdrawal records (its functions), a kindergarten's billing (app and cash recharge);
 * each party's balance and ledger lines beside them.
 */
const moneyDirectory = (name: MenuName, sort: number): CatalogueEntry => ({ code: 'money', kind: 'directory', name, href: '/money', icon: 'wallet', sort });

const names = {
  finance: { 'zh-CN': '财务管理', 'zh-TW': '財務管理', en: 'Finance' },
  agent: { 'zh-CN': '充值与提现', 'zh-TW': '儲值與提領', en: 'Top-ups and withdrawals' },
  billing: { 'zh-CN': '账单', 'zh-TW': '帳單', en: 'Billing' },
  recharge: { 'zh-CN': '充值记录', 'zh-TW': '儲值記錄', en: 'Recharges' },
  withdrawal: { 'zh-CN': '提现记录', 'zh-TW': '提領記錄', en: 'Withdrawals' },
  ledger: { 'zh-CN': '账户明细', 'zh-TW': '帳戶明細', en: 'Balance and ledger' },
  statements: { 'zh-CN': '对账单', 'zh-TW': '對帳單', en: 'Statements' },
  reconciliation: { 'zh-CN': '对账报告', 'zh-TW': '對帳報告', en: 'Reconciliation' },
  paymentOrder: { 'zh-CN': '在线支付', 'zh-TW': '線上支付', en: 'Online payments' },
  refund: { 'zh-CN': '退款审批', 'zh-TW': '退款審核', en: 'Refunds' },
  buy: { 'zh-CN': '为幼儿园购买套餐', 'zh-TW': '為幼兒園購買套餐', en: 'Buy a package for a kindergarten' },
} satisfies Record<string, MenuName>;

/** Finance approves or rejects recharges, approves, pays or rejects withdrawals, and reads every account. */
export const financeMoney: CatalogueEntry[] = [
  moneyDirectory(names.finance, 10),
  ...page('money.recharge', 'money', 1, names.recharge, { componentUrl: 'money/recharge', icon: 'wallet', prefix: 'money:recharge', buttons: ['approve', 'reject', 'export'] }),
  ...page('money.withdrawal', 'money', 2, names.withdrawal, {
    componentUrl: 'money/withdrawal',
    icon: 'bank',
    prefix: 'money:withdrawal',
    buttons: ['approve', 'pay', 'reject', 'export'],
  }),
  ...page('money.ledger', 'money', 3, names.ledger, { componentUrl: 'money/ledger', icon: 'account-book', prefix: 'money:ledger', buttons: ['export'] }),
  ...page('money.statements', 'money', 5, names.statements, { componentUrl: 'money/statements', icon: 'file-text', prefix: 'money:statement', buttons: ['generate', 'export'] }),
  ...page('money.reconciliation', 'money', 6, names.reconciliation, { componentUrl: 'money/reconciliation', icon: 'audit', prefix: 'money:reconcile', buttons: ['export'] }),
  ...page('money.paymentOrder', 'money', 4, names.paymentOrder, {
    componentUrl: 'money/paymentOrder',
    icon: 'wallet',
    prefix: 'money:paymentOrder',
    buttons: ['close', 'refund', 'export'],
  }),
  ...page('money.refund', 'money', 7, names.refund, { componentUrl: 'money/refund', icon: 'wallet', prefix: 'money:refund', buttons: ['approve', 'refuse', 'export'] }),
];

/** An agent files recharges, asks for withdrawals, reads its balance and buys packages for its kindergartens. */
export const agentMoney: CatalogueEntry[] = [
  moneyDirectory(names.agent, 45),
  ...page('money.recharge', 'money', 1, names.recharge, { componentUrl: 'money/recharge', icon: 'wallet', prefix: 'money:recharge', buttons: ['add', 'edit', 'export'] }),
  ...page('money.withdrawal', 'money', 2, names.withdrawal, { componentUrl: 'money/withdrawal', icon: 'bank', prefix: 'money:withdrawal', buttons: ['request', 'export'] }),
  ...page('money.ledger', 'money', 3, names.ledger, { componentUrl: 'money/ledger', icon: 'account-book', prefix: 'money:ledger', buttons: ['export'] }),
  { code: 'money.ledger.buy', parent: 'money.ledger', kind: 'button', name: names.buy, permission: 'money:purchase:buy', sort: 10 },
  ...page('money.statements', 'money', 4, names.statements, { componentUrl: 'money/statements', icon: 'file-text', prefix: 'money:statement', buttons: ['generate', 'export'] }),
];

/** A kindergarten files recharges (cash or transfer, or the video service's) and reads its balance. */
export const kindergartenMoney: CatalogueEntry[] = [
  moneyDirectory(names.billing, 65),
  ...page('money.recharge', 'money', 1, names.recharge, { componentUrl: 'money/recharge', icon: 'wallet', prefix: 'money:recharge', buttons: ['add', 'edit', 'export'] }),
  ...page('money.ledger', 'money', 2, names.ledger, { componentUrl: 'money/ledger', icon: 'account-book', prefix: 'money:ledger', buttons: ['export'] }),
  ...page('money.statements', 'money', 3, names.statements, { componentUrl: 'money/statements', icon: 'file-text', prefix: 'money:statement', buttons: ['generate', 'export'] }),
];
