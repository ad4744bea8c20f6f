/** The shared words the screens before the shell draw (sign-in, the password change): the web's first language pack holds only these (apps/web/src/i18n/packs). */
export const signInZhCN = {
  appType: {
    kindergarten: '幼儿园',
    group: '幼儿园集团',
    agent: '代理商',
    institution: '机构',
    expert: '专家',
    admin: '系统管理',
    operations: '运营',
    finance: '财务',
    institutionOps: '机构运营',
    supervision: '监管',
  },
  validation: {
    required: '此项为必填项',
    tooLong: '内容过长',
    text: {
      control: '含有不允许的控制字符',
      illFormed: '含有无效的字符（编码不完整）',
    },
    invalid: '格式不正确',
    mustBeNumber: '必须是数字',
    tooShort: '内容过短',
    outOfRange: '数值超出范围',
    range: {
      between: '应在 {{min}} 至 {{max}} 之间',
      atLeast: '不能小于 {{min}}',
      atMost: '不能大于 {{max}}',
    },
    unknownField: '包含未知字段',
    mustBeInteger: '必须是整数',
    invalidOption: '不是可选的值',
    password: {
      oldRequired: '旧密码不能为空',
      newRequired: '请输入密码',
      length: '密码长度为6-12位',
      complexity: '必须包含字母、数字和特殊字符(_@#)',
      confirmRequired: '请确认密码',
      mismatch: '两次输入的密码不一致',
    },
    login: {
      userNameRequired: '请输入用户名',
      passwordRequired: '请输入密码',
      appTypeRequired: '请选择系统类型',
      appTypeUnknown: '未知的系统类型',
    },
  },
  error: {
    server: '服务器异常，请稍后再试',
  },
  // Shown on the sign-in page after signing out or changing a password there, and as the shell opens.
  success: {
    loggedIn: '登录成功',
    loggedOut: '已退出登录',
    passwordChanged: '密码重置成功',
  },
} as const;
