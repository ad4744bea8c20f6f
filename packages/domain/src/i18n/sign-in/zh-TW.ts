import type { DictShape } from '../types.js';
import type { signInZhCN } from './zh-CN.js';

export const signInZhTW: DictShape<typeof signInZhCN> = {
  appType: {
    kindergarten: '幼兒園',
    group: '幼兒園集團',
    agent: '代理商',
    institution: '機構',
    expert: '專家',
    admin: '系統管理',
    operations: '營運',
    finance: '財務',
    institutionOps: '機構營運',
    supervision: '監管',
  },
  validation: {
    required: '此項為必填項',
    tooLong: '內容過長',
    text: {
      control: '含有不允許的控制字元',
      illFormed: '含有無效的字元（編碼不完整）',
    },
    invalid: '格式不正確',
    mustBeNumber: '必須是數字',
    tooShort: '內容過短',
    outOfRange: '數值超出範圍',
    range: {
      between: '應在 {{min}} 至 {{max}} 之間',
      atLeast: '不能小於 {{min}}',
      atMost: '不能大於 {{max}}',
    },
    unknownField: '包含未知欄位',
    mustBeInteger: '必須是整數',
    invalidOption: '不是可選的值',
    password: {
      oldRequired: '舊密碼不能為空',
      newRequired: '請輸入密碼',
      length: '密碼長度為6-12位',
      complexity: '必須包含字母、數字和特殊字元(_@#)',
      confirmRequired: '請確認密碼',
      mismatch: '兩次輸入的密碼不一致',
    },
    login: {
      userNameRequired: '請輸入使用者名稱',
      passwordRequired: '請輸入密碼',
      appTypeRequired: '請選擇系統類型',
      appTypeUnknown: '未知的系統類型',
    },
  },
  error: {
    server: '伺服器異常，請稍後再試',
  },
  // Shown on the sign-in page after signing out or changing a password there, and as the shell opens.
  success: {
    loggedIn: '登入成功',
    loggedOut: '已登出',
    passwordChanged: '密碼重設成功',
  },
};
