/** Verification codes, the SMS provider, SMS packages and agent info (issue 16): the server's messages. */
export const smsTextZhCN = {
  pleaseSend: '请先发送验证码',
  codeWrong: '验证码错误，还可尝试 {{left}} 次',
  codeExpired: '验证码已过期，请重新发送',
  codeUsed: '验证码已使用，请重新发送',
  codeVoid: '验证码错误次数过多已失效，请重新发送',
  resendWait: '请 {{seconds}} 秒后再发送验证码',
  hourlyCap: '该手机号一小时内发送次数已达上限，请 {{minutes}} 分钟后再试',
  dailyCap: '该手机号今日发送次数已达上限，请明天再试',
  noPhone: '未登记接收验证码的手机号，请联系管理员',
  notForYou: '当前账号不能办理该业务',
  packageEmpty: '短信包余额不足，请联系运营购买短信包',
  boughtReadOnly: '购买的短信包是购买记录，不能修改',
  sendFailed: '短信发送失败，请稍后再试',
  notConfigured: '短信服务未配置，请联系管理员',
  template: '您的验证码为 {{code}}，10 分钟内有效，请勿告知他人。',
  validation: {
    codeRequired: '请输入验证码',
    codeFormat: '验证码为 6 位数字',
    accountDigits: '银行账号只能包含数字',
    accountLength: '银行账号长度应为 9 到 25 位',
    accountChecksum: '银行卡号校验不通过，请核对',
  },
  purpose: {
    kig_phone: '修改园长手机号',
    bank_account: '修改银行账户',
    stu_exp: '导出幼儿信息',
    par_exp: '导出家长信息',
    kig_delete: '删除幼儿园数据',
    agent_phone: '修改代理商联系电话',
  },
} as const;

export const smsEntitiesZhCN = {
  smsPackage: {
    title: '短信包',
    fields: { name: '名称', agentId: '代理商', quota: '短信条数', grantedOn: '发放日期', note: '备注', source: '来源', boughtFor: '购买给', price: '支付金额' },
    values: { source: { grant: '赠送', bought: '购买' } },
  },
  smsOffer: {
    title: '短信套餐',
    fields: { code: '套餐编码', quota: '短信条数', agentPrice: '代理商价格（元）', shelfState: '上架状态' },
    values: { shelfState: { onShelf: '已上架', offShelf: '已下架' } },
    actions: { putOn: '上架', takeOff: '下架' },
  },
} as const;
