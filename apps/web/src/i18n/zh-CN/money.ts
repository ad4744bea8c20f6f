/** Money's screens (issue 17): recharges, withdrawals, balances and ledger lines; the server's messages live in the shared dictionaries. */
export const moneyScreens = {
  balance: { title: '账户余额', yuan: '{{amount}} 元' },
  actions: { approve: '批准', reject: '驳回', details: '详情', pay: '确认打款' },
  confirm: { approve: '批准后款项将计入充值方账户，确定批准？', approveWithdrawal: '确定批准该提现申请？' },
  reject: { title: '驳回 {{code}}', submit: '驳回', reason: '驳回原因', required: '请填写驳回原因', tooLong: '驳回原因最多 {{max}} 个字' },
  pay: { title: '确认打款 {{code}}', reference: '转账流水号', required: '请填写转账流水号', submit: '确认打款' },
  request: { button: '申请提现', title: '申请提现', amount: '提现金额（元）', required: '请输入提现金额', hint: '申请后金额立即冻结，财务打款后到账；驳回则退回余额。' },
  details: { title: '充值详情 {{code}}', account: '账户', kind: '账户类型', amount: '金额（元）', balanceAfter: '余额（元）', none: '审核通过后显示账务分录' },
  ledger: {
    accounts: '账户',
    name: '账户',
    kind: '类型',
    balance: '余额（元）',
    lines: '明细：{{name}}',
    at: '时间',
    cause: '业务',
    memo: '说明',
    amount: '金额（元）',
    balanceAfter: '余额（元）',
    pick: '选择一个账户查看明细',
    export: '导出明细',
  },
};
