/** The parents' app's messages (source language). */
export const familiesZhCN = {
  validation: {
    phoneRequired: '请输入手机号',
  },
  error: {
    wrongCredentials: '手机号或密码错误',
    passwordChangeRequired: '请先修改幼儿园发放的初始密码',
    noPhone: '该家长没有手机号，无法开通家长端',
  },
} as const;
