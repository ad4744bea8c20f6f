import type { DictShape } from '@kg/domain';
import type { login as source } from '../zh-CN/login';

export const login: DictShape<typeof source> = {
  title: '帳號登入',
  userName: '使用者名稱',
  userNamePlaceholder: '請輸入使用者名稱',
  password: '密碼',
  passwordPlaceholder: '請輸入密碼',
  appType: '系統類型',
  submit: '登入',
  changePassword: '修改密碼',
  showPassword: '顯示密碼',
  hidePassword: '隱藏密碼',
  failed: '登入失敗',
};
